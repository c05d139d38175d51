import { interpretedSchema } from '../json/interpreted-schema.js'
import { DEFAULT_PAGE, RESULTS_PAGE_SIZE } from './paging.js'
import { searchQuerySchema, type SearchQuery } from './search-query.js'
import {
  asJsonData,
  dedupe,
  isRecord,
  semanticErrors,
  sizeErrors,
  type SearchQueryValidation,
} from './search-query-rules.js'
import { DEFAULT_SORT } from './sort.js'

// The browser's check of a search it reads from a URL (search-url-params.ts): the same schema and
// rules as the server's `validateSearchQuery`, run by @cfworker/json-schema, which interprets the
// schema (the search screen loads it anyway for the typed filters) instead of ajv's generated code
// for it, the size of the rest of the search screen. They refuse the same queries and the same
// filters (the tests compare them); only the wording of some messages differs.

const schemaErrors = interpretedSchema(searchQuerySchema, (parent, member) =>
  parent === '/filter' ? `Unknown filter field '${member}'` : `Unknown member '${member}'`,
)

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
  const errors = [...(schemaErrors(query) ?? []), ...semanticErrors(query)]
  if (errors.length > 0) return { ok: false, errors: dedupe(errors) }
  return { ok: true, query: query as SearchQuery }
}
