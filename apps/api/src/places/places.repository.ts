import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { cityCondition } from '../search/filter-sql.js'

/** The suggestions of a market with these ids, with their area's GeoJSON where they have one. */
export function findPlaceSuggestions(db: Kysely<Database>, marketId: number, ids: readonly string[]) {
  return db
    .selectFrom('suggestions')
    .leftJoin('areas', 'areas.id', 'suggestions.area_id')
    .select([
      'suggestions.id',
      'suggestions.type',
      'suggestions.name',
      'suggestions.label',
      'suggestions.listing_id',
      'areas.geometry',
    ])
    .where('suggestions.market_id', '=', marketId)
    .where('suggestions.id', 'in', [...ids])
    .execute()
}

export type PlaceSuggestionRow = Awaited<ReturnType<typeof findPlaceSuggestions>>[number]

/**
 * Positions ([longitude, latitude]) of the market's listings in a zip code or a city: a city
 * suggestion's `city_state` as stored, or a City filter's city as typed (`typed_city`, matched as
 * the search matches it: cityKey in @idx/domain). Listings whose address is hidden are left out:
 * an outline's corner is a listing's exact position.
 */
export async function listingPositions(
  db: Kysely<Database>,
  marketId: number,
  where: { zip: string } | { city_state: string } | { typed_city: string },
): Promise<[number, number][]> {
  let query = db
    .selectFrom('listings')
    .select(['longitude', 'latitude'])
    .where('market_id', '=', marketId)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .where('disclose_address', '=', true)
  if ('zip' in where) query = query.where('zip', '=', where.zip)
  else if ('city_state' in where) query = query.where('city_state', '=', where.city_state)
  else query = query.where(cityCondition(sql.ref('listings.city_state'), [where.typed_city]))
  const rows = await query.execute()
  return rows.map((row) => [Number(row.longitude), Number(row.latitude)])
}

/** One listing's position, if it has one and its address is shown. */
export async function listingPosition(
  db: Kysely<Database>,
  marketId: number,
  listingId: number,
): Promise<[number, number] | null> {
  const row = await db
    .selectFrom('listings')
    .select(['longitude', 'latitude'])
    .where('market_id', '=', marketId)
    .where('id', '=', listingId)
    .where('disclose_address', '=', true)
    .executeTakeFirst()
  return row && row.latitude != null && row.longitude != null ? [Number(row.longitude), Number(row.latitude)] : null
}
