import type { JsonApiDocument } from '@idx/api-client'
import type { TypedDocument } from '@idx/api-client/react'
import {
  APP_ROOT,
  type IdxComponent,
  LISTING_CARD_FIELDS,
  PAGE_DATA_ELEMENT_ID,
  type Listing,
  type PageData as HostPageData,
  type SearchQuery,
  type Site,
} from '@idx/domain'
import type { Dispatch } from '@reduxjs/toolkit'
import type { SiteApi } from '@idx/app-shell'

/**
 * The API documents the server wrote into the page (apps/api's first-search.ts), for the first
 * render: the site, the search screen's first results and the listing route's listing. The
 * server renderer renders from the same documents, so the browser's first render (hydration)
 * finds exactly what the server's did. The shape and the element are contracts in @idx/domain;
 * here each document is typed by what it normalises to.
 */
export type PageData = Omit<HostPageData<JsonApiDocument, SearchQuery>, 'site' | 'search' | 'listing'> & {
  site: TypedDocument<Site | null>
  search?: TypedDocument<Listing[]>
  listing?: { id: string; document: TypedDocument<Listing | null> | null }
  card?: { id: string; document: TypedDocument<IdxComponent | null>; fields: readonly string[] }
}

/** The script element the server writes the page data into. */
export { PAGE_DATA_ELEMENT_ID }

/** Where a listing the API does not know sends the visitor (spec §2), under the app root. */
export const LISTING_NOT_FOUND_PATH = `${APP_ROOT}listing-not-found`

const isDocument = (value: unknown): value is JsonApiDocument =>
  typeof value === 'object' && value !== null && 'data' in value

function readListing(value: unknown): PageData['listing'] | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, document } = value as Record<string, unknown>
  if (typeof id !== 'string' || id === '') return null
  if (document === null) return { id, document: null }
  return isDocument(document) && !Array.isArray(document.data) ? { id, document } : null
}

function readCard(value: unknown): PageData['card'] | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, document, fields } = value as Record<string, unknown>
  const fieldset = Array.isArray(fields) && fields.every((field) => typeof field === 'string') ? fields : null
  return typeof id === 'string' && id !== '' && isDocument(document) && !Array.isArray(document.data) && fieldset
    ? { id, document, fields: fieldset }
    : null
}

/**
 * Checks the page's first search query: the query when valid, else null. The search screen's
 * module holds the validator, so the entry (main.tsx) hands it in: the frame never imports a
 * feature, and a page without a first search never loads the validator.
 */
export type SearchQueryCheck = (query: unknown) => Promise<SearchQuery | null>

/**
 * Reads the element's JSON. Never rejects: anything unreadable is null, and the page then asks the
 * API itself, as it does when served without it (another host, or another route). Asynchronous
 * because a first search's query is checked by `checkQuery`, which loads the search screen's
 * module only then (a page with a first search shows the search).
 *
 * @example
 * await readPageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent, checkFirstSearch)
 */
export async function readPageData(
  text: string | null | undefined,
  checkQuery: SearchQueryCheck,
): Promise<PageData | null> {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { query, site, search, listing, card, time_zone: timeZone, viewport, origin } = value as Record<string, unknown>
  if (!isDocument(site)) return null
  const data: PageData = { site }
  // The query and its answer come together or not at all.
  if (query !== undefined || search !== undefined) {
    if (!isDocument(search) || !Array.isArray(search.data)) return null
    const checked = await checkQuery(query).catch(() => null)
    if (!checked) return null
    data.query = query as SearchQuery
    data.search = search
    // The custom card the first results were drawn with comes with them.
    const read = readCard(card)
    if (read) data.card = read
  }
  if (listing !== undefined) {
    const read = readListing(listing)
    if (!read) return null
    data.listing = read
  }
  // A zone this browser does not know is left out: the dates then follow the browser's own.
  if (typeof timeZone === 'string' && isKnownTimeZone(timeZone)) data.time_zone = timeZone
  if (viewport === 'small' || viewport === 'large') data.viewport = viewport
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) data.origin = origin
  return data
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * The path the page shows for a request path: the request's own, except for a listing the API
 * does not know, whose route is replaced with listing-not-found (spec §2). The server renders
 * that path, and the browser puts it in the address bar before hydrating.
 *
 * @example
 * renderedPath('/app/listing/x/9', { site, listing: { id: '9', document: null } }) // '/app/listing-not-found'
 */
export function renderedPath(path: string, data: PageData | null): string {
  return data?.listing && data.listing.document === null ? LISTING_NOT_FOUND_PATH : path
}

/**
 * Puts the documents into the API cache under the arguments the screens ask with, so their first
 * queries are answered there. Synchronous: the first render already finds them.
 */
export function seedPageData(store: { dispatch: Dispatch }, api: SiteApi, data: PageData): void {
  const { query, search, listing, card } = data
  // The search screen asks for the cards' attributes only (a custom card's too), and so did the server.
  const fields = card?.fields ?? LISTING_CARD_FIELDS
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'getSite', arg: undefined, value: data.site },
      ...(query && search
        ? [{ endpointName: 'searchListings' as const, arg: { ...query, fields }, value: search }]
        : []),
      ...(card ? [{ endpointName: 'getIdxComponent' as const, arg: card.id, value: card.document }] : []),
      // Under the route's own spelling of the id (a string from the URL), as useListingLoad asks.
      ...(listing?.document ? [{ endpointName: 'getListing' as const, arg: listing.id, value: listing.document }] : []),
    ]),
  )
}
