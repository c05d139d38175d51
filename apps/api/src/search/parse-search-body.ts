import { validateSearchQuery, type SearchQuery, type SearchQueryError } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { suggestionTarget } from './suggestion-target.js'

/** A search query checked against the schema and the site's data; `market_id` is the market searched. */
export type ParsedSearchQuery = SearchQuery & { market_id: number }

/** The query, or every problem found, each at a JSON Pointer into the body (for `source.pointer`). */
export type SearchBodyParse = { ok: true; query: ParsedSearchQuery } | { ok: false; errors: SearchQueryError[] }

/**
 * Validates a search body: the domain's `validateSearchQuery` (the JSON Schema the browser uses
 * too, plus min <= max, closed simple polygons and a north-west top_left), then the checks only the
 * server can make: `market_id` is one of the site's markets (blank: the site's default market),
 * every suggestion id is a suggestion of that market, and `id` values are integers. Never throws
 * on bad input. A caller with extra members (e.g. a cluster request's `zoom`) removes them first.
 * `site` is the site's id, or `request.site` (which knows the default market already).
 *
 * @example
 * await parseSearchBody(db, { filter: { zip: { value: '78704' } } }, site.id)
 * // { ok: true, query: { filter: {...}, sort: 'data_source_listing_updated_at', page: { size: 40, number: 1 }, market_id: 1 } }
 * await parseSearchBody(db, { market_id: 999 }, site.id)
 * // { ok: false, errors: [{ pointer: '/market_id', detail: 'Unknown market 999' }] }
 */
export async function parseSearchBody(
  db: Kysely<Database>,
  body: unknown,
  site: number | SearchingSite,
): Promise<SearchBodyParse> {
  const validated = validateSearchQuery(body ?? {})
  if (!validated.ok) return validated
  const query = validated.query

  const market = await resolveMarket(db, query.market_id, typeof site === 'number' ? { id: site } : site)
  if (!market.ok) return { ok: false, errors: [market.error] }

  const errors: SearchQueryError[] = [...idErrors(query), ...(await suggestionErrors(db, query, market.id))]
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, query: { ...query, market_id: market.id } }
}

/**
 * The site searched; with `defaultMarketId` known (request.site has it), a blank market costs no
 * query, and with `marketIds` known (request.site has them too), neither does a named one.
 */
export type SearchingSite = { id: number; defaultMarketId?: number | null; marketIds?: readonly number[] | null }

type MarketResolution = { ok: true; id: number } | { ok: false; error: SearchQueryError }

async function resolveMarket(
  db: Kysely<Database>,
  marketId: SearchQuery['market_id'],
  site: SearchingSite,
): Promise<MarketResolution> {
  const pointer = '/market_id'
  const siteId = site.id
  if (marketId === undefined || marketId === null || marketId === '') {
    if (site.defaultMarketId !== undefined) {
      return site.defaultMarketId === null
        ? { ok: false, error: { pointer, detail: 'This site has no market' } }
        : { ok: true, id: site.defaultMarketId }
    }
    const fallback = await db
      .selectFrom('markets')
      .select('id')
      .where('site_id', '=', siteId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
    return fallback
      ? { ok: true, id: fallback.id }
      : { ok: false, error: { pointer, detail: 'This site has no market' } }
  }
  const text = String(marketId).trim()
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN
  if (!Number.isInteger(id))
    return { ok: false, error: { pointer, detail: `Unknown market ${JSON.stringify(marketId)}` } }
  if (site.marketIds)
    return site.marketIds.includes(id)
      ? { ok: true, id }
      : { ok: false, error: { pointer, detail: `Unknown market ${id}` } }
  const found = await db
    .selectFrom('markets')
    .select('id')
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return found ? { ok: true, id } : { ok: false, error: { pointer, detail: `Unknown market ${id}` } }
}

function idErrors(query: SearchQuery): SearchQueryError[] {
  const value = query.filter.id?.value
  if (value === undefined) return []
  const isId = (id: string | number) => /^\d{1,9}$/.test(String(id))
  if (!Array.isArray(value)) {
    return isId(value) ? [] : [{ pointer: '/filter/id/value', detail: 'must be a listing id (digits)' }]
  }
  return value.flatMap((id, index) =>
    isId(id) ? [] : [{ pointer: `/filter/id/value/${index}`, detail: 'must be a listing id (digits)' }],
  )
}

async function suggestionErrors(
  db: Kysely<Database>,
  query: SearchQuery,
  marketId: number,
): Promise<SearchQueryError[]> {
  const ids = query.filter.suggestion?.value ?? []
  if (ids.length === 0) return []
  const known = ids.filter((id) => suggestionTarget(id) !== null)
  const rows =
    known.length === 0
      ? []
      : await db
          .selectFrom('suggestions')
          .select('id')
          .where('id', 'in', known)
          .where('market_id', '=', marketId)
          .execute()
  const found = new Set(rows.map((row) => row.id))
  return ids.flatMap((id, index) =>
    found.has(id) ? [] : [{ pointer: `/filter/suggestion/value/${index}`, detail: `Unknown suggestion '${id}'` }],
  )
}
