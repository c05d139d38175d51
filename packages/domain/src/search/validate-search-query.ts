import type { ErrorObject, ValidateFunction } from 'ajv'
import { validate as searchQueryValidator } from '../generated/search-query-validator.js'
import { ajvErrorDetails } from './ajv-error-details.js'
import type { SearchQuery } from './search-query.js'
import {
  asJsonData,
  dedupe,
  semanticErrors,
  sizeErrors,
  type SearchQueryError,
  type SearchQueryValidation,
} from './search-query-rules.js'

export type { SearchQueryError, SearchQueryValidation } from './search-query-rules.js'

// Compiled ahead of time from searchQuerySchema (scripts/generate-validators.ts).
function schemaValidator(): ValidateFunction {
  return searchQueryValidator
}

/**
 * Validates a search query against `searchQuerySchema` plus the rules a schema
 * cannot say: a range's min not above its max, each polygon ring closed, of at
 * least 4 positions and not crossing itself, and the bounding box's top_left
 * north-west of its bottom_right. The input is read as JSON (as the server receives
 * it: `undefined` members vanish) and never changed. Never throws.
 *
 * @example
 * validateSearchQuery({ filter: { bedrooms: { min: 2 } } })
 * // { ok: true, query: { filter: { bedrooms: { min: 2 } }, sort: 'data_source_listing_updated_at',
 * //   page: { size: 40, number: 1 } } }
 * validateSearchQuery({ filter: { pool: { value: true } } })
 * // { ok: false, errors: [{ pointer: '/filter/pool', detail: "Unknown filter field 'pool'" }] }
 */
export function validateSearchQuery(input: unknown): SearchQueryValidation {
  const tooLarge = sizeErrors(input)
  if (tooLarge.length > 0) return { ok: false, errors: tooLarge }
  const data = asJsonData(input)
  if (data === undefined) return { ok: false, errors: [{ pointer: '', detail: 'must be JSON data' }] }
  const validate = schemaValidator()
  const valid = validate(data)
  const errors = [...(valid ? [] : schemaErrors(validate.errors ?? [])), ...semanticErrors(data)]
  if (errors.length > 0) return { ok: false, errors: dedupe(errors) }
  return { ok: true, query: data as SearchQuery }
}

function schemaErrors(errors: readonly ErrorObject[]): SearchQueryError[] {
  return ajvErrorDetails(errors, {
    unknownMember: (parent, member) =>
      parent === '/filter' ? `Unknown filter field '${member}'` : `Unknown member '${member}'`,
    keywordDetails: { minProperties: 'must have min or max' },
  })
}
