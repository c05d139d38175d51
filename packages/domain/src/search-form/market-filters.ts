import type { FilterDocumentError } from '../filter-schema/filter-document-error.js'
import type { FilterSchemaDocument } from '../filter-schema/filter-schema-document.js'
import type { FilterViewDocument } from '../filter-schema/filter-view-document.js'
import { checkFilterSchemaStructure, checkFilterView } from '../filter-schema/interpreted-filter-documents.js'

/** A market's filters, validated and dereferenced, ready for the search form. */
export type MarketFilters =
  | { ok: true; schema: FilterSchemaDocument; view: FilterViewDocument }
  | { ok: false; document: 'filter_schema' | 'filter_view'; errors: FilterDocumentError[] }

/**
 * Reads a market's (`Market`) `filter_schema` and `filter_view` for the search form: the schema
 * must pass `validateFilterSchemaStructure` (the server checked with `validateFilterSchema` that
 * ajv compiles it when it was saved) and the view `validateFilterView` against it, both run by
 * an interpreter of their meta schemas (interpreted-filter-documents.ts), so a browser that reads
 * a market ships no generated validator.
 * A missing document is an error too. Never throws.
 *
 * @example
 * const filters = readMarketFilters(market)
 * if (filters.ok) filterGroups(filters.schema, filters.view, { signedIn })
 */
export function readMarketFilters(market: { filter_schema?: unknown; filter_view?: unknown }): MarketFilters {
  const schema = checkFilterSchemaStructure(market.filter_schema)
  if (!schema.ok) return { ok: false, document: 'filter_schema', errors: schema.errors }
  const view = checkFilterView(market.filter_view, schema.schema)
  if (!view.ok) return { ok: false, document: 'filter_view', errors: view.errors }
  return { ok: true, schema: schema.schema, view: view.view }
}
