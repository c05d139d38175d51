import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { searchText } from '../search/search-text.js'

/** Where an address is, and how closely the market's own listings place it. */
export type PlacedPosition = { latitude: number; longitude: number; precision: 'street' | 'zip' | 'city' }

/** A house on the street, as the market's listings place it. */
type StreetPoint = { number: number | null; latitude: number; longitude: number }

/** Listings of a street read to place one house on it. */
const STREET_POINTS_MAX = 500

/**
 * Reads '1105 W Mary St' as its house number and its street's search text ('w mary st'); a street
 * typed without a number is all name.
 *
 * @example
 * streetParts('1105-B W. Mary St') // { number: 1105, name: 'w mary st' }
 */
export function streetParts(street: string): { number: number | null; name: string } {
  const match = /^\s*(\d{1,7})(?:-?[a-z])?\s+(.+)$/i.exec(street)
  if (!match) return { number: null, name: searchText(street) }
  return { number: Number(match[1]), name: searchText(match[2]!) }
}

/**
 * The position of house `number` among the houses of its street: between the nearest numbers
 * below and above it (in proportion), else at the nearest one; without numbers, their middle.
 *
 * @example
 * pointOnStreet(150, [{ number: 100, latitude: 30, longitude: -97 }, { number: 200, latitude: 31, longitude: -98 }])
 * // { latitude: 30.5, longitude: -97.5 }
 */
export function pointOnStreet(
  number: number | null,
  points: readonly StreetPoint[],
): { latitude: number; longitude: number } | null {
  if (points.length === 0) return null
  const numbered = points.filter((p): p is StreetPoint & { number: number } => p.number !== null)
  if (number === null || numbered.length === 0) return middleOf(points)
  const below = numbered.filter((p) => p.number <= number).sort((a, b) => b.number - a.number)[0]
  const above = numbered.filter((p) => p.number >= number).sort((a, b) => a.number - b.number)[0]
  if (below && above && above.number !== below.number) {
    const share = (number - below.number) / (above.number - below.number)
    return {
      latitude: below.latitude + (above.latitude - below.latitude) * share,
      longitude: below.longitude + (above.longitude - below.longitude) * share,
    }
  }
  const nearest = below ?? above!
  return { latitude: nearest.latitude, longitude: nearest.longitude }
}

function middleOf(points: readonly { latitude: number; longitude: number }[]) {
  const sum = points.reduce((s, p) => ({ latitude: s.latitude + p.latitude, longitude: s.longitude + p.longitude }), {
    latitude: 0,
    longitude: 0,
  })
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length }
}

/**
 * Places an address from the market's own listings: on its street in its zip code (between its
 * neighbours' house numbers), else the middle of the zip code's listings, else of the city's;
 * null when the market has none of them.
 */
export async function placeAddress(
  db: Kysely<Database>,
  marketId: number,
  address: { street: string; zip: string; city: string },
): Promise<PlacedPosition | null> {
  const located = db
    .selectFrom('listings')
    .where('market_id', '=', marketId)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .where('disclose_address', '=', true)
  const zip = address.zip.trim()
  const { number, name } = streetParts(address.street)
  if (zip !== '' && name !== '') {
    const rows = await located
      .select(['street', 'latitude', 'longitude'])
      .where('zip', '=', zip)
      .where(
        sql<boolean>`' ' || trim(regexp_replace(lower(coalesce(street, '')), '[^a-z0-9]+', ' ', 'g')) like ${`% ${name.replace(/[\\%_]/g, '')}`}`,
      )
      .limit(STREET_POINTS_MAX)
      .execute()
    const points = rows
      .map((row) => ({ row, parts: streetParts(row.street ?? '') }))
      .filter(({ parts }) => parts.name === name)
      .map(({ row, parts }) => ({ number: parts.number, latitude: row.latitude!, longitude: row.longitude! }))
    const point = pointOnStreet(number, points)
    if (point) return { ...point, precision: 'street' }
  }
  const middle = (query: typeof located) =>
    query
      .select([sql<number | null>`avg(latitude)`.as('latitude'), sql<number | null>`avg(longitude)`.as('longitude')])
      .executeTakeFirst()
  if (zip !== '') {
    const row = await middle(located.where('zip', '=', zip))
    if (row?.latitude != null && row.longitude != null)
      return { latitude: Number(row.latitude), longitude: Number(row.longitude), precision: 'zip' }
  }
  const city = address.city.trim().toLowerCase()
  if (city !== '') {
    const row = await middle(located.where(sql<boolean>`lower(city) = ${city}`))
    if (row?.latitude != null && row.longitude != null)
      return { latitude: Number(row.latitude), longitude: Number(row.longitude), precision: 'city' }
  }
  return null
}
