import { describeSearchFilter, listingFullPath, listingPublicSlug, type SearchFilter } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { photoUrl } from '../photos/index.js'
import {
  findListingCards,
  findSavedListings,
  findSavedSearchesOf,
  findVisitorEvents,
  type LeadAdminRow,
} from './leads-admin.repository.js'
import type { LeadCsvRecord } from './leads-csv.js'

/** The JSON:API type of a lead. */
export const LEAD_TYPE = 'lead'

/** A listing as a lead's card shows it: title and place, public price, link and first photo. */
export interface LeadListingCard {
  id: string
  title: string
  address: string
  price: number | null
  mls_number: string | null
  /** Root-relative path of the listing's page on the site. */
  path: string
  photo: string | null
  status: string | null
}

interface CardSource {
  id: number
  title: string | null
  slug: string | null
  city: string | null
  state_code: string | null
  zip: string | null
  disclose_address: boolean | null
}

const placeOf = (row: Pick<CardSource, 'city' | 'state_code' | 'zip'>) =>
  [row.city, [row.state_code, row.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')

/** A listing's public title (an undisclosed address stays undisclosed) and its page's path. */
function listingTitleAndPath(row: CardSource): { title: string; path: string } {
  const disclosed = row.disclose_address !== false
  const slug = listingPublicSlug({ ...row, slug: row.slug ?? '', disclose_address: disclosed })
  return {
    title: disclosed ? (row.title ?? `Listing ${row.id}`) : 'Undisclosed Address',
    path: listingFullPath({ id: row.id, slug }),
  }
}

/** The card of the listing a lead is about, or null for a lead about none of the site's listings. */
export function leadListingCard(row: LeadAdminRow): LeadListingCard | null {
  if (row.listing_id === null || row.listing_title === null) return null
  const { title, path } = listingTitleAndPath({
    id: row.listing_id,
    title: row.listing_title,
    slug: row.listing_slug,
    city: row.listing_city,
    state_code: row.listing_state_code,
    zip: row.listing_zip,
    disclose_address: row.listing_disclose_address,
  })
  return {
    id: String(row.listing_id),
    title,
    address: placeOf({ city: row.listing_city, state_code: row.listing_state_code, zip: row.listing_zip }),
    price: row.listing_price,
    mls_number: row.listing_mls_number,
    path,
    photo: (row.listing_photo_count ?? 0) > 0 ? photoUrl(row.listing_id, 0, '640x400') : null,
    status: row.listing_status,
  }
}

const formText = (form: unknown, key: string): string | null => {
  const value = (form as Record<string, unknown> | null)?.[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** The person's name as a lead shows it, or null when the form carried none. */
function nameOf(row: Pick<LeadAdminRow, 'first_name' | 'last_name'>): string | null {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ')
  return name === '' ? null : name
}

/** The agent's name, for the list and the export. */
function agentNameOf(row: LeadAdminRow): string | null {
  if (row.assigned_agent_id === null) return null
  return [row.agent_first_name, row.agent_last_name].filter(Boolean).join(' ') || `Agent ${row.assigned_agent_id}`
}

/** What a lead's resource holds in every answer (the list, one lead, a change). */
export function leadAttributes(row: LeadAdminRow) {
  const card = leadListingCard(row)
  return {
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    status: row.status,
    form_name: row.form_name,
    lead_type: row.lead_type,
    name: nameOf(row),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    message: row.message,
    listing: card,
    // The form's own words for the home when it is none of the site's listings (or is gone).
    property_address: card?.title ?? formText(row.form, 'property_address'),
    mls_number: card?.mls_number ?? formText(row.form, 'mls_number'),
    assigned_agent_name: agentNameOf(row),
    routed_via: row.routed_via,
    routed_to: row.routed_to,
    source_url: row.source_url,
    consent: {
      opt_in: row.consent_opt_in,
      text: row.consent_text,
      at: iso(row.consent_at),
      page: row.source_url,
    },
  }
}

/** A lead as a JSON:API resource, its agent as a relationship (the agent's resource is included). */
export function leadResource(row: LeadAdminRow, extra: Record<string, unknown> = {}) {
  return {
    type: LEAD_TYPE,
    id: String(row.id),
    attributes: { ...leadAttributes(row), ...extra },
    relationships: {
      assigned_agent: {
        data: row.assigned_agent_id === null ? null : { type: 'agents', id: String(row.assigned_agent_id) },
      },
    },
  }
}

/** The agents the rows are assigned to, once each, as `included` resources. */
export function includedAgents(rows: readonly LeadAdminRow[]) {
  const agents = new Map<number, Record<string, unknown>>()
  for (const row of rows) {
    if (row.assigned_agent_id === null || agents.has(row.assigned_agent_id)) continue
    agents.set(row.assigned_agent_id, {
      type: 'agents',
      id: String(row.assigned_agent_id),
      attributes: {
        first_name: row.agent_first_name ?? '',
        last_name: row.agent_last_name ?? '',
        email: row.agent_email,
      },
    })
  }
  return [...agents.values()]
}

/** The listing a tracking event's payload names (`viewedProperty` carries a listing summary). */
function payloadListingId(payload: Record<string, unknown>): number | null {
  const id = Number(payload['id'])
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * What the lead's visitor did on the site, most recent first, at most ACTIVITY_LIMIT of each: the
 * listings they viewed, the listings they saved and the searches they saved (when they signed
 * in), and the searches they ran, each in words.
 */
export async function leadActivity(db: Kysely<Database>, siteId: number, row: LeadAdminRow) {
  const source = { siteId, visitorId: row.visitor_id, userId: row.user_id }
  const known = source.visitorId !== null || source.userId !== null
  const [views, searches, saved, savedSearches] = await Promise.all([
    known ? findVisitorEvents(db, source, 'viewedProperty') : [],
    known ? findVisitorEvents(db, source, 'searched') : [],
    row.user_id === null ? [] : findSavedListings(db, siteId, row.user_id),
    row.user_id === null ? [] : findSavedSearchesOf(db, siteId, row.user_id),
  ])
  const viewedIds = views.flatMap((view) => payloadListingId(view.payload) ?? [])
  const cards = new Map((await findListingCards(db, viewedIds)).map((card) => [card.id, card]))
  return {
    viewed_listings: views.map((view) => {
      const id = payloadListingId(view.payload)
      const card = id === null ? undefined : cards.get(id)
      const fallback = typeof view.payload['title'] === 'string' ? view.payload['title'] : 'A listing'
      const shown = card ? listingTitleAndPath(card) : { title: fallback, path: null }
      return {
        at: iso(view.created_at),
        listing_id: id === null ? null : String(id),
        title: shown.title,
        address: card ? placeOf(card) : '',
        price: card?.search_price ?? null,
        path: shown.path,
      }
    }),
    saved_listings: saved.map((entry) => {
      const shown = entry.title === null ? { title: `Listing ${entry.listing_id}`, path: null } : null
      const card = shown ?? listingTitleAndPath({ ...entry, id: entry.listing_id })
      return {
        at: iso(entry.created_at),
        listing_id: String(entry.listing_id),
        title: card.title,
        address: placeOf(entry),
        price: entry.search_price,
        path: card.path,
        collection: entry.collection_name,
      }
    }),
    saved_searches: savedSearches.map((search) => ({
      at: iso(search.updated_at),
      id: String(search.id),
      name: search.name,
      frequency: search.frequency,
      filters: describeSearchFilter(search.query.filter ?? {}, search.query.suggestion_names ?? {}).map(
        (filter) => `${filter.label}: ${filter.value}`,
      ),
    })),
    searches: searches.map((search) => {
      const payload = search.payload
      const filters = (payload['filters'] ?? {}) as SearchFilter
      return {
        at: iso(search.created_at),
        url: typeof payload['url'] === 'string' ? payload['url'] : null,
        filters: describeSearchFilter(typeof filters === 'object' && filters !== null ? filters : {}).map(
          (filter) => `${filter.label}: ${filter.value}`,
        ),
      }
    }),
  }
}

/** A lead as a line of the export. */
export function leadCsvRecord(row: LeadAdminRow, origin: string): LeadCsvRecord {
  const attributes = leadAttributes(row)
  const consent = row.consent_opt_in
    ? `Opted in ${attributes.consent.at}: ${row.consent_text ?? ''}`.trim()
    : 'Not opted in'
  return {
    created: attributes.created_at,
    status: row.status,
    name: attributes.name ?? '',
    email: row.email ?? '',
    phone: row.phone_number ?? '',
    message: row.message ?? '',
    listing: attributes.listing
      ? `${attributes.listing.title} (${origin}${attributes.listing.path})`
      : (attributes.property_address ?? ''),
    'mls number': attributes.mls_number ?? '',
    'assigned agent': attributes.assigned_agent_name ?? '',
    'routed via': row.routed_via ?? '',
    'source url': row.source_url ?? '',
    consent,
  }
}
