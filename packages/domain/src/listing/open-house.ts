import type { Listing, OpenHouse } from './types.js'
import { isoMillis as toMillis } from './iso-millis.js'

/**
 * Whether the listing has an open house still to come: its last open house
 * ends after `now`. A missing or unparseable end time means no.
 *
 * @example
 * hasUpcomingOpenHouse({ last_open_house_end_at: '2024-09-01T20:00:00Z' }, new Date('2024-09-01T12:00:00Z')) // true
 */
export function hasUpcomingOpenHouse(listing: Pick<Listing, 'last_open_house_end_at'>, now: Date): boolean {
  const endsAt = toMillis(listing.last_open_house_end_at)
  return endsAt !== null && endsAt > now.getTime()
}

/**
 * The listing's open houses that end after `now`, earliest start first
 * (the 'Upcoming Open Houses' section). Entries with an unparseable end are dropped.
 */
export function upcomingOpenHouses(listing: Pick<Listing, 'open_houses'>, now: Date): OpenHouse[] {
  return (listing.open_houses ?? [])
    .filter((openHouse) => {
      const endsAt = toMillis(openHouse.end_time)
      return endsAt !== null && endsAt > now.getTime()
    })
    .sort((a, b) => (toMillis(a.start_time) ?? 0) - (toMillis(b.start_time) ?? 0))
}
