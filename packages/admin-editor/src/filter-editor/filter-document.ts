// The Schema and View editors' rules, without React: what a text of the editor means.
import {
  DEFAULT_SORT,
  formatFilterDocumentError,
  parseJsonText,
  readMarketFilters,
  RESULTS_PAGE_SIZE,
  type FilterSchemaDocument,
  type FilterViewDocument,
  type JsonValue,
  type SearchFilter,
  type SearchQuery,
} from '@idx/domain'

/** The market's two filter documents: its `filter_schema` and its `filter_view`. */
export type FilterDocumentKind = 'schema' | 'view'

/** A market's two filter documents as stored (anything: the editor checks them). */
export type FilterDocuments = { readonly filter_schema?: unknown; readonly filter_view?: unknown }

/** The editors' titles (spec: the header reads 'Schema Editor', 'View Editor' or the validation message). */
export const FILTER_EDITOR_TITLES: Record<FilterDocumentKind, string> = {
  schema: 'Schema Editor',
  view: 'View Editor',
}

/** What a text of an editor gives: its problem, or the documents the preview draws. */
export type FilterTextCheck =
  | { ok: true; value: JsonValue; schema: FilterSchemaDocument; view: FilterViewDocument }
  | { ok: false; message: string; value: JsonValue | null }

/** A document as the editor shows it: two-space JSON. */
export function documentText(document: unknown): string {
  return document === undefined ? '' : JSON.stringify(document, null, 2)
}

/** Whether two documents are the same JSON (key order included, as the stored document keeps it). */
export function sameDocument(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/**
 * Checks an editor's text against the other document (`companion`: the view for the schema, the
 * schema for the view). The message is the first problem: the JSON parse error (`parseJsonText`:
 * the position removed, ` near "…"` appended), or a reference or structure error of either
 * document as the search page reads them (`readMarketFilters`: the dereference messages, the meta
 * schemas interpreted, so no JSON Schema compiler runs: the admin's CSP forbids eval). The server
 * also has ajv compile the schema when it is saved (a 422 naming the field). When both read, the
 * dereferenced documents are what the preview draws.
 *
 * @example
 * checkFilterText('schema', '{"type": ', view).ok // false: 'Unexpected end of JSON input near "{"type": "'
 */
export function checkFilterText(kind: FilterDocumentKind, text: string, companion: unknown): FilterTextCheck {
  const parsed = parseJsonText(text)
  if (!parsed.ok) return { ok: false, message: parsed.error.message, value: null }
  const value = parsed.value
  const documents =
    kind === 'schema'
      ? { filter_schema: value, filter_view: companion }
      : { filter_schema: companion, filter_view: value }
  const read = readMarketFilters(documents)
  if (read.ok) return { ok: true, value, schema: read.schema, view: read.view }
  const [first] = read.errors
  const problem = first ? formatFilterDocumentError(first) : 'is not valid'
  if (read.document === (kind === 'schema' ? 'filter_schema' : 'filter_view'))
    return { ok: false, message: problem, value }
  // The other document no longer fits (a field the view names was removed from the schema).
  return {
    ok: false,
    message:
      kind === 'schema' ? `The view does not fit this schema: ${problem}` : `The saved schema has an error: ${problem}`,
    value,
  }
}

/**
 * The search the preview's filters make, as the visitor's search screen sends it for this
 * market: what 'Show Query' shows. The result count sends it with page size 1 and reads meta.total.
 *
 * @example
 * previewQuery({ bedrooms: { min: 2 } }, '1')
 * // { filter: { bedrooms: { min: 2 } }, sort: 'data_source_listing_updated_at', market_id: '1', page: { size: 40, number: 1 } }
 */
export function previewQuery(filter: SearchFilter, marketId: string): SearchQuery {
  return { filter, sort: DEFAULT_SORT, market_id: marketId, page: { size: RESULTS_PAGE_SIZE, number: 1 } }
}
