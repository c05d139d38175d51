import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/errors.js'
import { parseSearchBody, type SearchingSite } from '../search/parse-search-body.js'
import type { SavedSearchQuery } from './saved-searches.tables.js'

const ATTRIBUTES = '/data/attributes'

/** The search part of a saved search's attributes, as a create or an update sends it. */
export interface SearchAttributes {
  filter?: unknown
  sort?: unknown
  bounding_box?: unknown
  suggestion_names?: unknown
}

/** Where a search body's problem lies in a saved search's document: the market is `site_market_id`. */
function attributePointer(pointer: string): string {
  return pointer === '/market_id' ? `${ATTRIBUTES}/site_market_id` : `${ATTRIBUTES}${pointer}`
}

/**
 * The search a saved search stores, checked exactly as POST /listings/search checks its body
 * (`parseSearchBody`: the domain's search-query schema and rules, the size limits, the market
 * among the site's, suggestion ids of that market); every problem is one 422 error at its
 * pointer under /data/attributes (`/data/attributes/filter/bedrooms/min`,
 * `/data/attributes/site_market_id`). Only what was given is kept: no default sort, no paging.
 *
 * @example
 * await savedSearchQuery(db, request.site, { filter: { bedrooms: { min: 3 } } }, 1)
 * // { query: { filter: { bedrooms: { min: 3 } } }, marketId: 1 }
 */
export async function savedSearchQuery(
  db: Kysely<Database>,
  site: SearchingSite,
  attributes: SearchAttributes,
  marketId: number | string,
): Promise<{ query: SavedSearchQuery; marketId: number }> {
  const { filter = {}, sort, bounding_box: boundingBox, suggestion_names: names } = attributes
  const body = {
    filter,
    ...(sort === undefined ? {} : { sort }),
    ...(boundingBox === undefined ? {} : { bounding_box: boundingBox }),
    market_id: marketId,
  }
  const parsed = await parseSearchBody(db, body, site)
  if (!parsed.ok) {
    const [first, ...more] = parsed.errors.map((error) => ({
      detail: error.detail,
      source: attributePointer(error.pointer),
    }))
    throw new ApiError(422, first?.detail ?? 'Invalid search', first?.source, more)
  }
  const { query } = parsed
  const placeNames = namesOfPickedPlaces(names, query.filter.suggestion?.value ?? [])
  return {
    query: {
      filter: query.filter,
      ...(sort === undefined ? {} : { sort: query.sort }),
      ...(query.bounding_box === undefined ? {} : { bounding_box: query.bounding_box }),
      ...(placeNames ? { suggestion_names: placeNames } : {}),
    },
    marketId: query.market_id,
  }
}

/**
 * The names kept with a saved search: those of the places its filter picks, trimmed; none when
 * none is left (the schema has bounded their count and length already).
 */
function namesOfPickedPlaces(names: unknown, ids: readonly string[]): Record<string, string> | undefined {
  if (typeof names !== 'object' || names === null) return undefined
  const kept: Record<string, string> = {}
  for (const id of ids) {
    const name: unknown = Object.hasOwn(names, id) ? (names as Record<string, unknown>)[id] : undefined
    if (typeof name === 'string' && name.trim() !== '') kept[id] = name.trim()
  }
  return Object.keys(kept).length > 0 ? kept : undefined
}
