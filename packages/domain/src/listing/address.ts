import { UNDISCLOSED_ADDRESS } from './constants.js'
import type { Listing } from './types.js'

/**
 * Whether the listing hides its address: the street is exactly 'Undisclosed Address'.
 *
 * @example
 * isAddressUndisclosed({ street: 'Undisclosed Address' }) // true
 */
export function isAddressUndisclosed(listing: Pick<Listing, 'street'>): boolean {
  return listing.street === UNDISCLOSED_ADDRESS
}
