import type { Listing } from '@idx/domain'

/** The listing attributes a metrics event carries: enough to say which home and what kind. */
const SUMMARY_KEYS = [
  'id',
  'mls_number',
  'slug',
  'title',
  'subtitle',
  'city',
  'zip',
  'state_code',
  'listing_status',
  'purchase_type',
  'property_type',
  'price_in_dollars',
  'bedrooms',
  'bathrooms',
  'square_feet',
  'data_source_name',
] as const satisfies readonly (keyof Listing)[]

export type ListingSummary = Partial<Pick<Listing, (typeof SUMMARY_KEYS)[number]>> & Pick<Listing, 'id'>

/**
 * The listing as a metrics event's payload: a fixed handful of attributes, never the whole
 * resource (the service takes at most 50 members per payload, and a detail carries more).
 * Absent attributes are left out.
 *
 * @example
 * listingSummary({ id: '7', title: '1 Test St', description: '…', photo_urls: [...] }) // { id: '7', title: '1 Test St' }
 */
export function listingSummary(listing: Pick<Listing, 'id'> & Partial<Listing>): ListingSummary {
  const summary: Record<string, unknown> = {}
  for (const key of SUMMARY_KEYS) if (listing[key] !== undefined) summary[key] = listing[key]
  return summary as ListingSummary
}
