import type { AgentLicense, Listing } from './types.js'

/** The only state whose listings show the agent's licence. */
const LICENSE_STATE = 'CA'

/**
 * Whether the listing shows the agent's licence: only for listings in
 * California (state code 'CA', any case, surrounding spaces ignored).
 *
 * @example
 * showsLicense({ state_code: 'CA' }) // true
 * showsLicense({ state_code: 'TX' }) // false
 */
export function showsLicense(listing: Pick<Listing, 'state_code'>): boolean {
  return listing.state_code?.trim().toUpperCase() === LICENSE_STATE
}

/**
 * The licence to show for a listing: the SEO agent's licence for the
 * listing's state, when `showsLicense` holds; otherwise `null`.
 */
export function displayedLicense(listing: Pick<Listing, 'state_code' | 'seo'>): AgentLicense | null {
  if (!showsLicense(listing)) return null
  return (
    listing.seo?.agent?.licenses?.data.find((license) => license.state.trim().toUpperCase() === LICENSE_STATE) ?? null
  )
}
