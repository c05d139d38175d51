import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema'
import { DEFAULT_PAGE, RESULTS_PAGE_SIZE } from './paging.js'
import { searchQuerySchema, type SearchQuery } from './search-query.js'
import {
  asJsonData,
  dedupe,
  isRecord,
  semanticErrors,
  sizeErrors,
  type SearchQueryError,
  type SearchQueryValidation,
} from './search-query-rules.js'
import { DEFAULT_SORT } from './sort.js'

// The browser's check of a search it reads from a URL (search-url-params.ts): the same schema and
// rules as the server's `validateSearchQuery`, run by @cfworker/json-schema, which interprets the
// schema (the search screen loads it anyway for the typed filters) instead of ajv's generated code
// for it, the size of the rest of the search screen. They refuse the same queries and the same
// filters (the tests compare them); only the wording of some messages differs.

let validator: Validator | null = null

// ajv's `useDefaults`: a member left out (not null) takes its default, the page's inside it.
function withDefaults(data: unknown): unknown {
  if (!isRecord(data)) return data
  const page = data.page === undefined ? {} : data.page
  return {
    ...data,
    filter: data.filter === undefined ? {} : data.filter,
    sort: data.sort === undefined ? DEFAULT_SORT : data.sort,
    page: isRecord(page)
      ? {
          ...page,
          size: page.size === undefined ? RESULTS_PAGE_SIZE : page.size,
          number: page.number === undefined ? DEFAULT_PAGE : page.number,
        }
      : page,
  }
}

// Containers report that a member failed; the member reports why. Keep the why.
const CONTAINER_KEYWORDS = new Set(['properties', 'items', 'anyOf', 'allOf', 'oneOf', '$ref', 'false'])

function schemaErrors(errors: readonly OutputUnit[]): SearchQueryError[] {
  return errors.flatMap((error): SearchQueryError[] => {
    const pointer = error.instanceLocation.replace(/^#/, '')
    if (error.keyword === 'additionalProperties') {
      const member = /^Property "(.*)" does not match additional properties schema\.$/.exec(error.error)?.[1] ?? ''
      const token = member.replace(/~/g, '~0').replace(/\//g, '~1')
      const detail = pointer === '/filter' ? `Unknown filter field '${member}'` : `Unknown member '${member}'`
      return [{ pointer: `${pointer}/${token}`, detail }]
    }
    return CONTAINER_KEYWORDS.has(error.keyword) ? [] : [{ pointer, detail: error.error }]
  })
}

/**
 * `validateSearchQuery`'s answer, from an interpreter of the same schema: a valid query with its
 * defaults applied, or the problems found (each with its JSON Pointer). Never throws.
 *
 * @example
 * checkSearchQuery({ filter: { bedrooms: { min: 2 } } })
 * // { ok: true, query: { filter: { bedrooms: { min: 2 } }, sort: 'data_source_listing_updated_at', page: { size: 40, number: 1 } } }
 * checkSearchQuery({ filter: { pool: { value: true } } })
 * // { ok: false, errors: [{ pointer: '/filter/pool', detail: "Unknown filter field 'pool'" }] }
 */
export function checkSearchQuery(input: unknown): SearchQueryValidation {
  const tooLarge = sizeErrors(input)
  if (tooLarge.length > 0) return { ok: false, errors: tooLarge }
  const data = asJsonData(input)
  if (data === undefined) return { ok: false, errors: [{ pointer: '', detail: 'must be JSON data' }] }
  const query = withDefaults(data)
  validator ??= new Validator(searchQuerySchema as unknown as Schema, '7', false)
  const result = validator.validate(query)
  const errors = [...(result.valid ? [] : schemaErrors(result.errors)), ...semanticErrors(query)]
  if (errors.length > 0) return { ok: false, errors: dedupe(errors) }
  return { ok: true, query: query as SearchQuery }
}
