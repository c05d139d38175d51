// The one check a market's filter documents pass before they are saved: the server runs it on a
// PATCH (422 at each problem) and the admin editor runs it before offering Save.
import type { FilterDocumentError } from './filter-document-error.js'
import { validateFilterView } from './filter-view-document.js'
import { filterSchemaSearchProblems } from './filter-schema-search-problems.js'
import { validateFilterSchema } from './validate-filter-schema.js'

/** A problem of one of a market's two filter documents; `path` is a JSON Pointer into that document. */
export type FilterDocumentsProblem = FilterDocumentError & { document: 'filter_schema' | 'filter_view' }

/**
 * The problems that keep a market's filter_schema and filter_view from being saved, schema first:
 * fields or values the search cannot use (filterSchemaSearchProblems), then validateFilterSchema's
 * (references, structure, JSON Schema), then validateFilterView's against that schema (a group
 * listing a field the schema does not have). Empty when both may be saved. Never throws.
 *
 * @example
 * filterDocumentsProblems(schema, { groups: [{ name: 'Beds', display: 'tabs', fields: ['pool'] }] })
 * // [{ document: 'filter_view', path: '/groups/0/fields/0', message: "Field 'pool' is not in the filter schema" }]
 */
export function filterDocumentsProblems(schema: unknown, view: unknown): FilterDocumentsProblem[] {
  const search = filterSchemaSearchProblems(schema)
  if (search.length > 0) return search.map((error) => ({ document: 'filter_schema', ...error }))
  const checkedSchema = validateFilterSchema(schema)
  if (!checkedSchema.ok) return checkedSchema.errors.map((error) => ({ document: 'filter_schema', ...error }))
  const checkedView = validateFilterView(view, checkedSchema.schema)
  return checkedView.ok ? [] : checkedView.errors.map((error) => ({ document: 'filter_view', ...error }))
}
