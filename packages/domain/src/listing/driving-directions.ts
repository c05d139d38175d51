import type { Listing } from './types.js'
import { isAddressUndisclosed } from './address.js'
import { usableCoordinates } from './coordinates.js'

/** The maps service the driving-directions link opens (Google Maps' documented directions URL). */
const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/?api=1&travelmode=driving&destination='

/**
 * The driving-directions link of a listing: to its street address when it has one, else to its
 * coordinates; `null` when the address is undisclosed (directions would give it away) or there
 * is nothing to drive to.
 *
 * @example
 * drivingDirectionsUrl({ street: '1105 W Mary St', city: 'Austin', state_code: 'TX', zip: '78704' })
 * // 'https://www.google.com/maps/dir/?api=1&travelmode=driving&destination=1105%20W%20Mary%20St%2C%20Austin%2C%20TX%2078704'
 */
export function drivingDirectionsUrl(
  listing: Pick<Listing, 'street' | 'city' | 'state_code' | 'zip' | 'latitude' | 'longitude' | 'lat' | 'lng'>,
): string | null {
  if (isAddressUndisclosed(listing)) return null
  const street = listing.street?.trim()
  if (street) {
    const region = [listing.state_code?.trim(), listing.zip?.trim()].filter(Boolean).join(' ')
    const address = [street, listing.city?.trim(), region].filter(Boolean).join(', ')
    return DIRECTIONS_BASE + encodeURIComponent(address)
  }
  const point = usableCoordinates(listing)
  return point ? DIRECTIONS_BASE + encodeURIComponent(`${point[0]},${point[1]}`) : null
}
