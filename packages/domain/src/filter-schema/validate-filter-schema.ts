// The full check of a market's filter_schema, for the server and the admin editor: the structure
// (filter-schema-document.ts) and that ajv compiles the document. Apart, because it needs ajv's
// compiler at run time, which the search page (structure only) should not download.
import { Ajv } from 'ajv'
import { ajvErrorDetails } from '../search/ajv-error-details.js'
import { formatFilterDocumentError, fromPointedErrors } from './filter-document-error.js'
import type { FilterDocumentError } from './filter-document-error.js'
import { validateFilterSchemaStructure } from './filter-schema-document.js'
import type { FilterSchemaValidation } from './filter-schema-document.js'

/**
 * Validates a market's filter_schema: it must dereference (see `dereference` for
 * the messages), have the structure of `filterSchemaMetaSchema`, be a valid JSON
 * Schema that ajv compiles (a `pattern` must be a regular expression, …), and give
 * each field the shape the search query uses: `min`/`max` for ranges, `value` for
 * the others, with a chip category that suits it. Never throws.
 *
 * @example
 * validateFilterSchema({ type: 'object', properties: { bedrooms: { $ref: '#/definitions/count', title: 'Beds' } },
 *   definitions: { count: { type: 'object', properties: { min: { type: 'integer' }, max: { type: 'integer' } } } } })
 * // { ok: true, schema: { …, properties: { bedrooms: { type: 'object', properties: { min: …, max: … }, title: 'Beds' } } } }
 */
export function validateFilterSchema(document: unknown): FilterSchemaValidation {
  const checked = validateFilterSchemaStructure(document)
  if (!checked.ok) return checked
  const errors = jsonSchemaErrors(document as Record<string, unknown>)
  return errors.length > 0 ? { ok: false, errors } : checked
}

// The document must also be a JSON Schema ajv can use to check filters. A fresh,
// non-strict instance: x- members are fine, and a document's $id cannot clash with
// an earlier one's.
function jsonSchemaErrors(document: Record<string, unknown>): FilterDocumentError[] {
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, verbose: true })
  if (!ajv.validateSchema(document)) return fromPointedErrors(ajvErrorDetails(ajv.errors ?? []))
  try {
    ajv.compile(document)
    return []
  } catch (error) {
    return [{ path: '', message: error instanceof Error ? error.message : String(error) }]
  }
}

/**
 * The first problem of a filter_schema as one line, or `null` when it is valid:
 * what the Schema Editor's header shows.
 *
 * @example
 * filterSchemaMessage({ type: 'object', properties: { price_in_dollars: { $ref: 'price' } } })
 * // 'Invalid reference price must begin with "#/" (at /properties/price_in_dollars/$ref)'
 */
export function filterSchemaMessage(document: unknown): string | null {
  const result = validateFilterSchema(document)
  const [first] = result.ok ? [] : result.errors
  return first ? formatFilterDocumentError(first) : null
}
