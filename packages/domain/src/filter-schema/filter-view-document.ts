// A market's filter_view: the groups of the search form, each shown as tabs or a
// dropdown, listing filter fields of the market's filter_schema.
import { validate as filterViewStructure } from '../generated/filter-view-structure-validator.js'
import { ajvErrorDetails, type PointedError } from '../search/ajv-error-details.js'
import type { JsonValue } from '../json/types.js'
import { dereference } from './dereference.js'
import { formatFilterDocumentError, fromPointedErrors, isJsonObject } from './filter-document-error.js'
import type { FilterDocumentError } from './filter-document-error.js'
import type { FilterSchemaDocument } from './filter-schema-document.js'
import type { FilterViewDisplay } from './filter-view-meta.js'

/** One group of the search form, e.g. `{ name: 'Price', display: 'dropdown', fields: ['price_in_dollars'] }`. */
export type FilterViewGroup = { name: string; display: FilterViewDisplay; fields: string[] }

/** A market's filter view after dereferencing. */
export type FilterViewDocument = { groups: FilterViewGroup[]; [extension: `x-${string}`]: unknown }

export type FilterViewValidation = { ok: true; view: FilterViewDocument } | { ok: false; errors: FilterDocumentError[] }

// Compiled ahead of time from filterViewMetaSchema (scripts/generate-validators.ts).
const structure = () => filterViewStructure

/**
 * Validates a market's filter_view: it must dereference, have the structure of
 * `filterViewMetaSchema`, and use each group name once. Given the market's
 * (validated) filter schema, every field listed must be one of its properties.
 * Never throws.
 *
 * @example
 * validateFilterView({ groups: [{ name: 'Beds', display: 'tabs', fields: ['bedrooms', 'pool'] }] }, schema)
 * // { ok: false, errors: [{ path: '/groups/0/fields/1', message: "Field 'pool' is not in the filter schema" }] }
 */
export function validateFilterView(document: unknown, schema?: FilterSchemaDocument): FilterViewValidation {
  return filterViewWithStructure(document, schema, (view) => {
    const validate = structure()
    return validate(view) ? null : ajvErrorDetails(validate.errors ?? [])
  })
}

/** `validateFilterView` with the structure checked by `checkStructure` (ajv's generated code, or an interpreter). */
export function filterViewWithStructure(
  document: unknown,
  schema: FilterSchemaDocument | undefined,
  checkStructure: (view: JsonValue) => PointedError[] | null,
): FilterViewValidation {
  if (!isJsonObject(document))
    return { ok: false, errors: [{ path: '', message: 'The filter view must be a JSON object' }] }
  const dereferenced = dereference(document as JsonValue)
  if (!dereferenced.ok) return { ok: false, errors: [dereferenced.error] }
  const structureErrors = checkStructure(dereferenced.value)
  if (structureErrors) return { ok: false, errors: fromPointedErrors(structureErrors) }
  const view = dereferenced.value as FilterViewDocument
  const errors = [...duplicateGroupErrors(view), ...(schema ? unknownFieldErrors(view, schema) : [])]
  return errors.length > 0 ? { ok: false, errors } : { ok: true, view }
}

function duplicateGroupErrors(view: FilterViewDocument): FilterDocumentError[] {
  const seen = new Set<string>()
  return view.groups.flatMap((group, index) => {
    if (!seen.has(group.name)) {
      seen.add(group.name)
      return []
    }
    return [{ path: `/groups/${index}/name`, message: `Group name '${group.name}' is used more than once` }]
  })
}

function unknownFieldErrors(view: FilterViewDocument, schema: FilterSchemaDocument): FilterDocumentError[] {
  return view.groups.flatMap((group, groupIndex) =>
    group.fields.flatMap((field, fieldIndex) =>
      Object.hasOwn(schema.properties, field)
        ? []
        : [
            {
              path: `/groups/${groupIndex}/fields/${fieldIndex}`,
              message: `Field '${field}' is not in the filter schema`,
            },
          ],
    ),
  )
}

/**
 * The first problem of a filter_view as one line, or `null` when it is valid:
 * what the View Editor's header shows.
 *
 * @example
 * filterViewMessage({ groups: [{ name: 'Price', display: 'popup', fields: ['price_in_dollars'] }] })
 * // 'must be one of: tabs, dropdown (at /groups/0/display)'
 */
export function filterViewMessage(document: unknown, schema?: FilterSchemaDocument): string | null {
  const result = validateFilterView(document, schema)
  const [first] = result.ok ? [] : result.errors
  return first ? formatFilterDocumentError(first) : null
}
