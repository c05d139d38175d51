import {
  formatBathrooms,
  listingFullPath,
  listingPublicSlug,
  listingShortPath,
  truncateDescription,
  UNDISCLOSED_ADDRESS,
  type ListingChangeValue,
  type PriceHistoryEntry,
  type ShowingDataSection,
} from '@idx/domain'
import { type PhotoSize, photoUrl } from '../photos/index.js'
import { shownImageUrl } from '../http-headers/shown-image-url.js'
import { NO_UNLOCKS, type UnlockedListings } from './listing-unlock.js'
import { agentResource } from '../agents/index.js'
import { feedResource } from '../jsonapi/feed-resource.js'
import { pickAttributes } from '../jsonapi/sparse-fieldset.js'
import type {
  HistoryRow,
  ListingChangeRow,
  ListingDetailRows,
  ListingRow,
  OpenHouseRow,
} from './listings.repository.js'

import type { ListingResourceType } from './listing-resource-type.js'

export type { ListingResourceType }

// Photo URLs (served by the photos route): `/api/v3/photos/{listing id}/{index}/{width}x{height}.png`.
export { photoUrl } from '../photos/index.js'

const GALLERY_SIZE: PhotoSize = '1280x720'
const COVER_SIZE: PhotoSize = '302x190'
const OG_DESCRIPTION_LENGTH = 200

function iso(value: Date | string | null): string | null {
  if (value === null) return null
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString()
}

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter((part) => part).join(' ')
  return name === '' ? null : name
}

/** What `listingLinks` reads of a listing row (the sitemap reads only these). */
export type ListingLinkRow = Pick<
  ListingRow,
  'id' | 'slug' | 'disclose_address' | 'street' | 'city' | 'state_code' | 'zip'
>

/**
 * The JSON:API links of a listing: `full` and `short` paths of the idx app, and the slug. The rule
 * is @idx/domain's (`listingPublicSlug`: a listing that hides its address gets a slug without its
 * street), shared with the pages' canonical URLs and the sitemap.
 */
export function listingLinks(row: ListingLinkRow) {
  const slug = listingPublicSlug(row)
  return { full: listingFullPath({ id: row.id, slug }), short: listingShortPath(row.id), slug }
}

/**
 * A listing row as a JSON:API resource: every stored field the spec's Property has, plus the
 * derived ones (bathrooms_fraction, price_per_sqft, photo URLs, listing_agent, agent_ids, seo).
 * A hidden price (disclose_price false) is null in every price field; a hidden address shows
 * 'Undisclosed Address' and no coordinates. The listing password never leaves the server: only
 * `password_protected` says whether there is one. A password-protected listing the request has not
 * unlocked (`unlocked`, from its X-Listing-Unlock tokens) is `locked`: it shows what the password
 * gate shows (the cover photo and the facts) and withholds what the gate hides: every price, the
 * gallery beyond the first photo, and the virtual tour. An unlocked one's gallery beyond the first
 * photo has signed URLs (`unlocked.photoUrl`): the photos route serves those photos only so.
 *
 * @example
 * listingResource(row, 'properties')
 * // { id: '7', type: 'properties', attributes: { slug: '7-main-st-austin-tx-78704', ... }, links: { full, short, slug } }
 */
export function listingResource(
  row: ListingRow,
  type: ListingResourceType,
  fields: ReadonlySet<string> | null = null,
  unlocked: UnlockedListings = NO_UNLOCKS,
) {
  const links = listingLinks(row)
  const disclosed = row.disclose_address
  const locked = row.password_protected && !unlocked.has(row.id)
  const pricesShown = pricesShownOf(row, unlocked)
  const price = pricesShown ? row.price_in_dollars : null
  const street = disclosed ? row.street : UNDISCLOSED_ADDRESS
  const latitude = disclosed ? row.latitude : null
  const longitude = disclosed ? row.longitude : null
  const listingAgent = fullName(row.agent_first_name, row.agent_last_name)
  const photoCount = Math.max(0, row.photo_count)
  const galleryCount = locked ? Math.min(1, photoCount) : photoCount
  const title = disclosed ? row.title : UNDISCLOSED_ADDRESS
  return {
    id: String(row.id),
    type,
    attributes: pickAttributes(
      {
        slug: links.slug,
        title,
        subtitle: row.subtitle,
        mls_number: row.mls_number,
        photo_urls: Array.from({ length: galleryCount }, (_, index) => unlocked.photoUrl(row.id, index, GALLERY_SIZE)),
        cover_photo_url: photoCount > 0 ? photoUrl(row.id, 0, COVER_SIZE) : null,
        latitude,
        longitude,
        lat: latitude,
        lng: longitude,
        zip: row.zip,
        street,
        city: row.city,
        state_code: row.state_code,
        city_state: row.city_state,
        purchase_type: row.purchase_type,
        // JSON:API reserves `type` (the resource type): the spec's `type` travels as listing_type.
        listing_type: row.type,
        property_type: row.property_type,
        listing_status: row.listing_status,
        canonical_listing_status: row.canonical_listing_status,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        bathrooms_fraction: row.bathrooms === null ? null : formatBathrooms(row.bathrooms, { fractionDisplay: true }),
        square_feet: row.square_feet,
        lot_acre: row.lot_acre,
        lot_square_feet: row.lot_square_feet,
        stories: row.stories,
        year_built: row.year_built,
        price_in_dollars: price,
        price_per_sqft: price !== null && row.square_feet ? Math.round(price / row.square_feet) : null,
        sold_price_in_dollars: pricesShown ? row.sold_price_in_dollars : null,
        closing_date: row.closing_date,
        listed_at: iso(row.listed_at),
        data_source_listing_updated_at: iso(row.data_source_listing_updated_at),
        last_open_house_end_at: iso(row.last_open_house_end_at),
        rent_frequency: row.rent_frequency,
        description: row.description,
        disclose_price: row.disclose_price,
        disclose_address: row.disclose_address,
        school_district: row.school_district,
        school_elementary: row.school_elementary,
        school_middle: row.school_middle,
        school_senior_high: row.school_senior_high,
        listing_agent: listingAgent,
        listing_broker: row.listing_broker,
        office_phone: row.office_phone,
        buyer_agent_name: row.buyer_agent_name,
        buyer_office_name: row.buyer_office_name,
        data_source_name: row.data_source_name,
        source_name: row.feed_name,
        broker_listing: row.broker_listing,
        newly_listed: row.newly_listed,
        password_protected: row.password_protected,
        locked,
        agent_ids: row.listing_agent_id === null ? [] : [row.listing_agent_id],
        market_id: row.market_id,
        feed_id: row.feed_id,
        additional_details: lockedDetails((row.additional_details ?? null) as Record<string, unknown> | null, locked),
        realstaq_details: (row.realstaq_details ?? null) as Record<string, unknown> | null,
        seo: fields === null || fields.has('seo') ? listingSeo(row, links, title, listingAgent) : null,
      },
      fields,
    ),
    links,
  }
}

/** A locked listing's additional details lose the virtual tour: it shows the pictures the gate hides. */
function lockedDetails(details: Record<string, unknown> | null, locked: boolean): Record<string, unknown> | null {
  if (!locked || details === null || !('virtual_tour_url' in details)) return details
  return { ...details, virtual_tour_url: null }
}

/** A listing's `seo` attribute: its URLs, Open Graph and Twitter texts and its agent. */
function listingSeo(
  row: ListingRow,
  links: ReturnType<typeof listingLinks>,
  title: string,
  listingAgent: string | null,
) {
  const ogDescription = truncateDescription(row.description, OG_DESCRIPTION_LENGTH).text || null
  const ogTitle = [title, row.subtitle].filter((part) => part).join(', ')
  return {
    full_url: links.full,
    short_url: links.short,
    slug: links.slug,
    og_title: ogTitle,
    og_description: ogDescription,
    twitter_title: ogTitle,
    twitter_description: ogDescription,
    newly_listed: row.newly_listed,
    broker_listing: row.broker_listing,
    agent:
      listingAgent === null
        ? null
        : {
            full_name: listingAgent,
            pictures: agentPictures(row.agent_picture_url),
            licenses: {
              data:
                row.agent_license_state && row.agent_license_number
                  ? [{ state: row.agent_license_state, license_number: row.agent_license_number }]
                  : [],
            },
          },
  }
}

/** The listing agent's one picture in every size; none for one the page may not load (shownImageUrl). */
function agentPictures(stored: string | null) {
  const url = shownImageUrl(stored)
  return url === null ? null : { thumb_url: url, small_url: url, medium_url: url, large_url: url }
}

/** Whether the request may see a listing's prices: it discloses them and is not locked to it. */
function pricesShownOf(
  row: Pick<ListingRow, 'id' | 'disclose_price' | 'password_protected'>,
  unlocked: UnlockedListings,
) {
  return row.disclose_price && !(row.password_protected && !unlocked.has(row.id))
}

/**
 * The listing's price and status history (its change log, newest first) as the detail sends it.
 * Hidden prices stay hidden: every price is null, and list price changes, which would only say
 * that a hidden price moved, are left out.
 *
 * @example
 * priceHistory([{ changed_at: '2026-03-01T15:00:00+00:00', kind: 'listed', old_value: null,
 *   new_value: { status: 'Active', price: 500000 } }], true)
 * // [{ date: '2026-03-01T15:00:00.000Z', kind: 'listed', old: null, new: { status: 'Active', price: 500000 } }]
 */
export function priceHistory(changes: readonly ListingChangeRow[], pricesShown: boolean): PriceHistoryEntry[] {
  const shown = (value: ListingChangeValue | null) =>
    value === null ? null : { status: value.status, price: pricesShown ? value.price : null }
  return changes
    .filter((change) => pricesShown || change.kind !== 'price')
    .map((change) => ({
      date: iso(change.changed_at)!,
      kind: change.kind,
      old: shown(change.old_value),
      new: shown(change.new_value),
    }))
}

/** A listing with its relationships (listing agent, feed, open houses) and those in `included`. */
export function listingDetailDocument(
  { listing, agent, otherAgents, feed, openHouses, priceHistory: changes }: ListingDetailRows,
  type: ListingResourceType,
  unlocked: UnlockedListings = NO_UNLOCKS,
) {
  const resource = listingResource(listing, type, null, unlocked)
  // A pocket listing names several agents: its listing agent first, then the others in order.
  const agents = [...(agent ? [agent] : []), ...otherAgents]
  return {
    data: {
      ...resource,
      attributes: { ...resource.attributes, price_history: priceHistory(changes, pricesShownOf(listing, unlocked)) },
      relationships: {
        agents: { data: agents.map((a) => ({ type: 'agents' as const, id: String(a.id) })) },
        feed: { data: feed ? { type: 'feeds' as const, id: String(feed.id) } : null },
        open_houses: {
          data: openHouses.map((openHouse) => ({ type: 'open_houses' as const, id: String(openHouse.id) })),
        },
      },
    },
    included: [
      ...agents.map(agentResource),
      ...(feed ? [feedResource(feed)] : []),
      ...openHouses.map(openHouseResource),
    ],
  }
}

/** One open house as a JSON:API resource. */
export function openHouseResource(openHouse: OpenHouseRow) {
  return {
    id: String(openHouse.id),
    type: 'open_houses' as const,
    attributes: {
      listing_id: openHouse.listing_id,
      start_time: iso(openHouse.start_time),
      end_time: iso(openHouse.end_time),
      directions: openHouse.directions,
      refreshments: openHouse.refreshments,
      showing_contact: openHouse.showing_contact,
      showing_contact_phone: openHouse.showing_contact_phone,
    },
  }
}

/** One earlier closing as a JSON:API resource; a locked listing's history withholds the sold prices. */
export function historyResource(entry: HistoryRow, locked = false) {
  return {
    id: String(entry.id),
    type: 'listing_histories' as const,
    attributes: {
      mls_number: entry.mls_number,
      closing_date: entry.closing_date,
      sold_price_in_dollars: locked ? null : entry.sold_price_in_dollars,
    },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The stored showing data as sections of labelled values. It is stored as a list of sections, or
 * as `{ sections: [...] }`; anything else reads as no sections.
 */
export function showingDataSections(stored: unknown): ShowingDataSection[] {
  const list = Array.isArray(stored)
    ? stored
    : isRecord(stored) && Array.isArray(stored.sections)
      ? stored.sections
      : []
  return list.filter(isRecord).map((section) => ({
    title: typeof section.title === 'string' ? section.title : '',
    fields: (Array.isArray(section.fields) ? section.fields : []).filter(isRecord).map((field) => ({
      label: typeof field.label === 'string' ? field.label : '',
      value: isScalar(field.value) ? field.value : null,
    })),
  }))
}

function isScalar(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value)
}

/** Showing-data sections as JSON:API resources, in stored order. */
export function showingDataResources(listingId: number, sections: readonly ShowingDataSection[]) {
  return sections.map((section, index) => ({
    id: `${listingId}-${index}`,
    type: 'showing_data_sections' as const,
    attributes: { title: section.title, fields: section.fields },
  }))
}
