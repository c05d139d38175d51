// Reads the main search back from an app URL (search-url-params.ts writes it): every parameter
// checked as the server checks a search (check-search-query.ts), so the browser never sends a
// search the API would refuse.
import type { BoundingBox } from '../geo/types.js'
import { checkSearchQuery } from './check-search-query.js'
import { unescapePointerToken } from './json-pointer.js'
import { DEFAULT_PAGE, RESULTS_PAGE_SIZE } from './paging.js'
import type { SearchQuery } from './search-query.js'
import type { IgnoredSearchParam, SearchUrlState } from './search-url-params.js'
import { DEFAULT_SORT } from './sort.js'

function readBox(value: string | null, ignored: IgnoredSearchParam[]): BoundingBox | undefined {
  if (value === null || value === '') return undefined
  const parts = value.split(',').map((part) => (/^-?\d+(\.\d+)?$/.test(part.trim()) ? Number(part) : Number.NaN))
  const [north, west, south, east] = parts
  if (parts.length === 4 && parts.every(Number.isFinite)) {
    return { top_left: { lat: north!, lng: west! }, bottom_right: { lat: south!, lng: east! } }
  }
  ignored.push({ param: 'box', detail: `box must be 'north,west,south,east' in degrees, not '${value}'` })
  return undefined
}

/**
 * Reads the search from an app URL's parameters. Never throws: an unreadable `q`,
 * `page` or `map` is ignored (and listed in `ignored`), and so is each filter in `q`
 * that fails `checkSearchQuery` (the server's `validateSearchQuery`, interpreted), keeping the others. Ids in `suggestions` replace
 * any suggestion filter inside `q`.
 *
 * @example
 * searchQueryFromUrlParams('q={"bedrooms":{"min":2}}&page=2&map=true')
 * // { query: { filter: { bedrooms: { min: 2 } }, sort: 'data_source_listing_updated_at',
 * //   page: { size: 40, number: 2 } }, map: true, ignored: [] }
 */
export function searchQueryFromUrlParams(params: URLSearchParams | string): SearchUrlState {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params
  const ignored: IgnoredSearchParam[] = []

  let filter: Record<string, unknown> = {}
  const q = search.get('q')
  if (q !== null && q !== '') {
    const parsed = parseFilterParam(q)
    if (parsed === undefined) ignored.push({ param: 'q', detail: 'q must be a JSON object of filters' })
    else filter = parsed
  }

  const suggestions = search.get('suggestions')
  if (suggestions !== null) {
    const ids = suggestions.split(',').filter((id) => id !== '')
    if (ids.length > 0) filter.suggestion = { value: ids }
    else delete filter.suggestion
  }

  let pageNumber = 1
  const page = search.get('page')
  if (page !== null && page !== '') {
    const number = /^\d+$/.test(page) ? Number(page) : Number.NaN
    if (Number.isSafeInteger(number) && number >= 1) pageNumber = number
    else ignored.push({ param: 'page', detail: `page must be a whole number from 1, not '${page}'` })
  }

  const marketId = search.get('market_id')
  const map = readMap(search.get('map'), ignored)
  const sort = search.get('sort')
  const box = readBox(search.get('box'), ignored)

  const candidate: FilterQueryCandidate = {
    filter,
    page: { number: pageNumber },
    ...(marketId !== null && marketId !== '' ? { market_id: marketId } : {}),
  }
  if (sort !== null && sort !== '') {
    if (checkSearchQuery({ sort }).ok) candidate.sort = sort
    else ignored.push({ param: 'sort', detail: `sort '${sort}' is not one of the sort options` })
  }
  if (box) {
    const checked = checkSearchQuery({ bounding_box: box })
    if (checked.ok) candidate.bounding_box = box
    else ignored.push({ param: 'box', detail: checked.errors.map((error) => error.detail).join('; ') })
  }
  return { query: validFilterQuery(candidate, ignored), map, ignored }
}

type FilterQueryCandidate = {
  filter: Record<string, unknown>
  page: { number: number }
  market_id?: string
  sort?: string
  bounding_box?: BoundingBox
}

function parseFilterParam(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function readMap(value: string | null, ignored: IgnoredSearchParam[]): boolean | null {
  if (value === null || value === '') return null
  if (value === 'true') return true
  if (value === 'false') return false
  ignored.push({ param: 'map', detail: `map must be true or false, not '${value}'` })
  return null
}

// Drops each filter the validator points at (unknown fields included) and tries
// again. Everything outside the filter was checked above, so this ends.
function validFilterQuery(candidate: FilterQueryCandidate, ignored: IgnoredSearchParam[]): SearchQuery {
  let filter = candidate.filter
  for (;;) {
    const result = checkSearchQuery({ ...candidate, filter })
    if (result.ok) return result.query
    const bad = new Set<string>()
    for (const error of result.errors) {
      const token = /^\/filter\/([^/]*)/.exec(error.pointer)?.[1]
      if (token === undefined) continue
      const field = unescapePointerToken(token)
      bad.add(field)
      ignored.push({ param: field === 'suggestion' ? 'suggestions' : 'q', detail: `${error.pointer}: ${error.detail}` })
    }
    if (bad.size === 0)
      return { filter: {}, sort: DEFAULT_SORT, page: { size: RESULTS_PAGE_SIZE, number: DEFAULT_PAGE } }
    filter = Object.fromEntries(Object.entries(filter).filter(([field]) => !bad.has(field)))
  }
}
