// What the Listings Manager's pages make of the API's answers: pure, so tested without a browser.
import type { PocketListingRecord } from '@idx/api-client'
import { ADMIN_ROUTE_PATHS, type Market } from '@idx/domain'

/** The edit page of a pocket listing, as a path of the admin router. */
export function pocketListingEditPath(id: string | number): string {
  return ADMIN_ROUTE_PATHS['cms.listings.edit'].replace(':listing_id', encodeURIComponent(String(id)))
}

/**
 * A pocket listing as one result of the Listings Manager: its address on one line, its cover's
 * thumbnail (the first photo's preview), its edit page, and (`showAgents`, for an administrator)
 * its agents' names.
 *
 * @example
 * managedListingOf({ id: '4', street: '1105 W Mary St', city: 'Austin', state_code: 'TX', zip: '78704', … })
 * // { id: '4', address: '1105 W Mary St, Austin, TX 78704', edit_href: '/cms/listings/4/edit', … }
 */
export function managedListingOf(record: PocketListingRecord, showAgents = false) {
  const cover = record.photo_urls[0]
  const agentNames = record.agents.map((agent) => agent.full_name).join(', ')
  return {
    id: record.id,
    address: oneLineAddress(record),
    title: record.title || null,
    // An administrator sees every agent's listings: whose each is.
    agent_names: showAgents && agentNames ? agentNames : null,
    price_in_dollars: record.price_in_dollars,
    disclose_price: record.disclose_price,
    listing_status: record.listing_status,
    photo_url: cover === undefined ? null : (record.photo_previews?.[cover] ?? null),
    latitude: record.latitude,
    longitude: record.longitude,
    edit_href: pocketListingEditPath(record.id),
  }
}

/** '1105 W Mary St, Austin, TX 78704' from whichever parts are there. */
export function oneLineAddress(record: Pick<PocketListingRecord, 'street' | 'city' | 'state_code' | 'zip'>): string {
  const region = [record.state_code, record.zip].filter(Boolean).join(' ')
  return [record.street, record.city, region].filter(Boolean).join(', ')
}

/** An MLS feed a pocket listing may belong to. */
export interface PocketListingFeedOption {
  data_source_name: string
  name?: string
}

/**
 * The MLS feeds a pocket listing may be filed under: every feed of the site's markets for an
 * administrator, an agent's own active feeds for an agent (the server checks the same), each once.
 *
 * @example
 * pocketListingFeeds([{ feeds: [{ data_source_name: 'actris', name: 'ACTRIS' }] }], null)
 * // [{ data_source_name: 'actris', name: 'ACTRIS' }]
 */
export function pocketListingFeeds(
  markets: readonly Pick<Market, 'feeds'>[],
  agentFeeds: readonly string[] | null,
): PocketListingFeedOption[] {
  const feeds = new Map<string, PocketListingFeedOption>()
  for (const market of markets) {
    for (const feed of market.feeds ?? []) {
      // `GET markets` sends each feed's key and, when it has one, the name people know it by.
      const { data_source_name: key, name } = feed as { data_source_name?: string | null; name?: string | null }
      if (!key || feeds.has(key)) continue
      if (agentFeeds && !agentFeeds.includes(key)) continue
      feeds.set(key, { data_source_name: key, ...(name ? { name } : {}) })
    }
  }
  return [...feeds.values()]
}

/** The wizard's step from the `step` query parameter: 0 (Basics), 1 (Photos) or 2 (Description). */
export function wizardStepParam(value: string | null): 0 | 1 | 2 {
  const step = Number(value)
  return step === 1 || step === 2 ? step : 0
}
