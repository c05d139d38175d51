import { parseNumberInput, type PocketListingFormValues } from '@idx/domain'
import type { QueryParams } from '../http/encode-query.js'
import { POCKET_LISTING_TYPE } from './pocket-listing-models.js'

// Query strings and bodies of the pocket-listing calls (apps/api/README.md "Pocket listings").
// Pure: the RTK endpoints build their requests from these.

/** One page of the Listings Manager: the address search, the market, the page (from 1). */
export interface PocketListingListQuery {
  readonly q?: string
  readonly marketId?: number | string | null
  readonly page?: number
  readonly pageSize?: number
}

/**
 * The query of `GET pocket_listings`: blank filters left out.
 *
 * @example
 * pocketListingListQuery({ q: ' 5th ', marketId: 2, page: 3, pageSize: 20 })
 * // { q: '5th', filter: { market_id: '2' }, page: { number: 3, size: 20 } }
 */
export function pocketListingListQuery({ q, marketId, page, pageSize }: PocketListingListQuery): QueryParams {
  const paging: Record<string, number> = {}
  if (page !== undefined) paging.number = page
  if (pageSize !== undefined) paging.size = pageSize
  return {
    ...(q?.trim() ? { q: q.trim() } : {}),
    ...(marketId !== undefined && marketId !== null && marketId !== ''
      ? { filter: { market_id: String(marketId) } }
      : {}),
    ...(Object.keys(paging).length > 0 ? { page: paging } : {}),
  }
}

/**
 * A pocket listing as the wizard hands it over: the form's fields (numbers as numbers or as typed),
 * its agents by id and the map pin's position.
 */
export interface PocketListingInput extends Omit<PocketListingFormValues, 'agents'> {
  readonly agent_ids: readonly (number | string)[]
  readonly latitude: number | null
  readonly longitude: number | null
}

/** The numbers of the form, sent as numbers (blank as null; the server refuses what is not a number). */
const NUMBER_FIELDS = [
  'price_in_dollars',
  'bedrooms',
  'bathrooms',
  'stories',
  'square_feet',
  'lot_acre',
  'year_built',
] as const

/**
 * The body of `POST pocket_listings` and `PATCH pocket_listings/{id}`: the form's attributes with
 * its numbers as numbers, `agent_ids` as integers (as the spec sends them), the photos in their
 * order as `photo_urls`, and the listing's type as `listing_type` (JSON:API reserves `type`).
 *
 * @example
 * pocketListingBody({ ...values, agent_ids: ['7', 12], price_in_dollars: '450000' }).data.attributes
 * // { ..., price_in_dollars: 450000, agent_ids: [7, 12] }
 */
export function pocketListingBody(values: PocketListingInput, id?: string | number) {
  // JSON:API reserves `type` for the resource type: the listing's type travels as listing_type.
  const { type, ...rest } = values
  const attributes: Record<string, unknown> = { ...rest, listing_type: type, photo_urls: [...values.photo_urls] }
  for (const field of NUMBER_FIELDS) {
    const number = parseNumberInput(values[field])
    // Text that is no number goes as typed, for the server to refuse with its message.
    attributes[field] = number === null ? null : Number.isNaN(number) ? values[field] : number
  }
  attributes.agent_ids = values.agent_ids.map(Number).filter((agent) => Number.isInteger(agent))
  return {
    data: {
      type: POCKET_LISTING_TYPE,
      ...(id === undefined ? {} : { id: String(id) }),
      attributes,
    },
  }
}
