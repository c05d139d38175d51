import type { Insertable } from 'kysely'
import type { SuggestionsTable } from '../suggestions/index.js'
import { areaContains, type DemoArea } from './demo-areas.js'
import type { ListingRow } from './demo-listings.js'
import { DEMO_MARKET_ID } from './demo-site.js'
import { searchText, slugify } from '../search/search-text.js'

/**
 * Base weights by suggestion type: cities rank above neighbourhoods, neighbourhoods above zips,
 * zips above schools, schools above addresses and MLS numbers. Within a type, places with more
 * listings rank higher (up to 199 points, so types never swap).
 */
export const SUGGESTION_WEIGHTS = {
  city: 1000,
  neighborhood: 800,
  zip: 600,
  school: 400,
  address: 100,
  mls_number: 50,
} as const

const bonus = (listings: number) => Math.min(199, listings)

/**
 * The omnibox rows. Ids name what they stand for: 'city:austin-tx', 'zip:78704', 'area:12'
 * (a neighbourhood, or a school district, whose type is 'school'), 'school:40' (an attendance
 * zone; the numbers are area ids), 'address:1234' and 'mls:ACT1234567' (the listing).
 */
export function demoSuggestions(
  listings: readonly ListingRow[],
  areas: readonly DemoArea[],
): Insertable<SuggestionsTable>[] {
  const rows: Insertable<SuggestionsTable>[] = []
  const base = { market_id: DEMO_MARKET_ID, listing_id: null, area_id: null, listing_status: null }

  const byCity = countBy(listings, (l) => l.city_state!)
  for (const [cityState, count] of byCity) {
    rows.push({
      ...base,
      id: `city:${slugify(cityState)}`,
      type: 'city',
      name: cityState,
      label: 'Texas',
      search_text: searchText(cityState),
      weight: SUGGESTION_WEIGHTS.city + bonus(Math.floor(count / 10)),
    })
  }

  const located = listings.filter((l) => l.latitude != null && l.longitude != null)
  for (const area of areas) {
    const count =
      area.kind === 'school_district'
        ? 0
        : located.filter((l) => areaContains(area, [l.longitude!, l.latitude!])).length
    const neighborhood = area.kind === 'neighborhood'
    rows.push({
      ...base,
      // Districts are listed with schools but served by GET area/{id}, so their ids say 'area'.
      id: `${area.kind === 'school' ? 'school' : 'area'}:${area.id}`,
      type: neighborhood ? 'neighborhood' : 'school',
      name: area.name,
      label: area.label,
      search_text: searchText(area.name),
      area_id: area.id,
      weight: (neighborhood ? SUGGESTION_WEIGHTS.neighborhood : SUGGESTION_WEIGHTS.school) + bonus(count),
    })
  }

  const byZip = countBy(listings, (l) => l.zip!)
  const cityOfZip = new Map(listings.map((l) => [l.zip!, l.city_state!]))
  for (const [zip, count] of byZip) {
    rows.push({
      ...base,
      id: `zip:${zip}`,
      type: 'zip',
      name: zip,
      label: cityOfZip.get(zip)!,
      search_text: zip,
      weight: SUGGESTION_WEIGHTS.zip + bonus(Math.floor(count / 2)),
    })
  }

  for (const listing of listings) {
    if (listing.disclose_address !== false) {
      rows.push({
        ...base,
        id: `address:${listing.id}`,
        type: 'address',
        name: listing.title,
        label: listing.subtitle!,
        search_text: searchText(`${listing.title} ${listing.subtitle}`),
        listing_id: listing.id,
        listing_status: listing.listing_status,
        weight: SUGGESTION_WEIGHTS.address,
      })
    }
    rows.push({
      ...base,
      id: `mls:${listing.mls_number}`,
      type: 'mls_number',
      name: listing.mls_number!,
      label: `${listing.title}, ${listing.subtitle}`,
      search_text: searchText(listing.mls_number!),
      listing_id: listing.id,
      listing_status: listing.listing_status,
      weight: SUGGESTION_WEIGHTS.mls_number,
    })
  }
  return rows
}

function countBy<T>(items: readonly T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}
