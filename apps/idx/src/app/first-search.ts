import type { JsonApiDocument } from '@idx/api-client'
import { LISTING_CARD_FIELDS, validateSearchQuery, type SearchQuery } from '@idx/domain'
import type { SiteApi } from './site-api'
import type { AppStore } from './store'

/**
 * The site document and first search results the server wrote into the page (apps/api's
 * first-search.ts), for the search screen's first render.
 */
export type FirstSearch = { query: SearchQuery; site: JsonApiDocument; search: JsonApiDocument }

/** The script element the server writes them into. */
export const FIRST_SEARCH_ELEMENT_ID = 'idx-first-search'

const isDocument = (value: unknown): value is JsonApiDocument =>
  typeof value === 'object' && value !== null && 'data' in value

/**
 * Reads the element's JSON. Never throws: anything unreadable is null, and the page then asks the
 * API itself, as it does when served without it (another host, or another route).
 *
 * @example
 * readFirstSearch(document.getElementById(FIRST_SEARCH_ELEMENT_ID)?.textContent)
 */
export function readFirstSearch(text: string | null | undefined): FirstSearch | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { query, site, search } = value as Record<string, unknown>
  if (!isDocument(site) || !isDocument(search) || !Array.isArray(search.data)) return null
  const checked = validateSearchQuery(query)
  return checked.ok ? { query: query as SearchQuery, site, search } : null
}

/**
 * Puts the documents into the API cache under the arguments the screen asks with, so its first
 * queries are answered there. Synchronous: the first render already finds them.
 */
export function seedFirstSearch(store: AppStore, api: SiteApi, first: FirstSearch): void {
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'getSite', arg: undefined, value: first.site },
      // The search screen asks for the cards' attributes only, and so did the server.
      { endpointName: 'searchListings', arg: { ...first.query, fields: LISTING_CARD_FIELDS }, value: first.search },
    ]),
  )
}
