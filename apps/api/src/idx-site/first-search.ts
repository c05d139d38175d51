import {
  APP_ROOT,
  cardPhotoUrls,
  CUSTOM_CARD_SEARCH_FIELDS,
  IMAGE_SIZES,
  LISTING_CARD_FIELDS,
  PAGE_DATA_ELEMENT_ID,
  scriptSafeJson,
  screenSearchQuery,
  searchQueryFromUrlParams,
  type Listing,
  type PageData as HostPageData,
  type SearchQuery,
} from '@idx/domain'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config/server-config.js'
import type { Database } from '../db/schema.js'
import { findListingDetail, listingDetailDocument } from '../listings/index.js'
import { listingPathId } from '../http/resource-id.js'
import { readSiteDocumentRows, siteDocument } from '../site/index.js'
import type { ViewportHint } from './viewport-hint.js'
import { siteSearchDefaults, type SiteSearchDefaults } from './site-defaults.js'

/**
 * What the page's first render needs, read while the page is served: the site document and the
 * first search's results, which apps/idx puts into its API cache before it renders (see
 * apps/idx/src/app/page-data.ts), so the first results paint without a round trip.
 */
export type FirstSearch = {
  /** The query the search screen runs for the page's URL (screenSearchQuery, as in the browser). */
  query: SearchQuery
  /** `GET /api/v3/site?me=true`'s document. */
  site: unknown
  /** `POST /api/v3/listings/search`'s document for `query`, with the cards' attributes (LISTING_CARD_FIELDS). */
  search: unknown
}

/**
 * Everything written into a page for its first render: the site, the search screen's first
 * search when the page shows one, and a listing route's listing (`document: null` when the API
 * says there is none: the page is then listing-not-found). The server renderer renders from it.
 */
export type PageData = HostPageData<unknown, SearchQuery>

/** What the server knows of the page's visitor before rendering (see PageData). */
export type ServedPage = { viewport?: ViewportHint; origin?: string }

/** This process's time zone, when the runtime names one (listing pages' dates are written in it). */
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined

/** The id of the script element apps/idx reads the page data from (a contract in @idx/domain). */
export const FIRST_SEARCH_ELEMENT_ID = PAGE_DATA_ELEMENT_ID

/** `/app/listing/{listing_id}` (split view) and `/app/listing/{slug}/{listing_id}` (full page). */
const LISTING_ROUTE = new RegExp(`^${APP_ROOT}listing/(?:([^/]+)/)?([^/]+)$`)

/**
 * A listing route of the app: its listing id (as the app's router decodes it) and which view, or
 * null for any other path.
 *
 * @example
 * listingRoute('/app/listing/7-main-st/7') // { id: '7', view: 'full' }
 * listingRoute('/app/listing/7')           // { id: '7', view: 'split' }
 */
export function listingRoute(path: string): { id: string; view: 'split' | 'full' } | null {
  const match = LISTING_ROUTE.exec(path)
  if (!match?.[2]) return null
  try {
    return { id: decodeURIComponent(match[2]), view: match[1] === undefined ? 'split' : 'full' }
  } catch {
    return null
  }
}

/**
 * The query the search screen runs first at `url` (the index, or the split view beside it), as
 * the browser computes it (searchQueryFromUrlParams + screenSearchQuery with the market's defaults
 * the page is also given), so the browser's first search finds its answer in the cache. Null on
 * other pages, and for another market than the opening one (its defaults are not known here).
 */
export function firstSearchQuery(
  site: ServerConfig['site'],
  defaults: SiteSearchDefaults | null,
  url: string,
): SearchQuery | null {
  const [path = '', queryString = ''] = url.split('?', 2)
  if (path !== APP_ROOT && listingRoute(path)?.view !== 'split') return null
  const params = new URLSearchParams(queryString)
  const urlQuery = searchQueryFromUrlParams(params).query
  const hasQ = params.has('q')
  const marketId = urlQuery.market_id != null ? String(urlQuery.market_id) : site.marketId || null
  const known = defaults && (marketId === null || marketId === defaults.market_id) ? defaults.filter : null
  // Another market's defaults are not known here; its first search is the browser's to send.
  if (!hasQ && !known) return null
  return screenSearchQuery(urlQuery, { hasQ, defaults: known, marketId })
}

/**
 * The site as a served page reads it, in one statement: its id, its document as
 * `GET site?me=true` answers it and, with `withDefaults`, the opening market's search defaults
 * (null without). Null when the configured token names no site.
 */
export type PageSite = {
  id: number
  document: unknown
  defaults: SiteSearchDefaults | null
  /** Each market's custom listing card (its `idx_layout['listing-card']`), by market id. */
  listingCards?: ReadonlyMap<string, string>
}

export async function readPageSite(
  db: Kysely<Database>,
  site: ServerConfig['site'],
  withDefaults: boolean,
): Promise<PageSite | null> {
  if (!site.apiToken) return null
  const rows = await readSiteDocumentRows(db, { token: site.apiToken })
  if (!rows) return null
  const defaults = withDefaults ? siteSearchDefaults(site, rows.markets) : null
  const listingCards = new Map<string, string>()
  for (const market of rows.markets) {
    const card = (market.idx_layout as Record<string, unknown> | null)?.['listing-card']
    if ((typeof card === 'string' || typeof card === 'number') && String(card) !== '')
      listingCards.set(String(market.id), String(card))
  }
  return { id: rows.site.id, document: siteDocument(rows), defaults, listingCards }
}

/** Documents' JSON, by the document: a site document kept across pages is written once. */
const documentJsonOf = new WeakMap<object, string>()

const documentJson = (document: unknown): string => {
  if (typeof document !== 'object' || document === null) return JSON.stringify(document)
  let json = documentJsonOf.get(document)
  if (json === undefined) {
    json = JSON.stringify(document)
    documentJsonOf.set(document, json)
  }
  return json
}

/** What reading a page's documents found: the data, and the page's script text built from the answers as sent. */
export type PageDataRead = { data: PageData; json: string }

/**
 * The documents of the page at `url`, as the API would answer the browser's requests with the
 * site token: the site (`pageSite`), the first search (see firstSearchQuery, by the search route
 * itself) and, with `listingId`, that listing (`document: null` when there is no such listing),
 * read straight from the database by the listing route's own read and document (a listing page
 * is the site's most served page: one statement rather than a request's worth). A failed search
 * is left out (the browser then asks itself).
 */
export async function readPageData(
  app: FastifyInstance,
  site: ServerConfig['site'],
  pageSite: PageSite,
  url: string,
  listingId: string | null,
  served: ServedPage = {},
): Promise<PageDataRead> {
  const query = firstSearchQuery(site, pageSite.defaults, url)
  // The market's custom listing card, read now (no restart needed after an admin saves one).
  // (The search's market, or the opening one whose defaults it used.)
  const cardMarket = query ? (query.market_id ?? pageSite.defaults?.market_id ?? null) : null
  const cardId = cardMarket != null ? (pageSite.listingCards?.get(String(cardMarket)) ?? null) : null
  const fields = cardId === null ? LISTING_CARD_FIELDS : CUSTOM_CARD_SEARCH_FIELDS
  const authorization = `Bearer ${site.apiToken}`
  const [searchAnswer, listing, cardAnswer] = await Promise.all([
    // With the fieldset the search screen asks for (the cards' attributes), as the browser would.
    query &&
      app.inject({
        method: 'POST',
        url: `/api/v3/listings/search?fields[listings]=${fields.join(',')}`,
        headers: { authorization },
        payload: query,
      }),
    listingId === null ? undefined : readListingDocument(app.db, pageSite.id, listingId),
    cardId === null
      ? undefined
      : app.inject({ url: `/api/v3/idx_components/${encodeURIComponent(cardId)}`, headers: { authorization } }),
  ])
  const data: PageData = { site: pageSite.document }
  // The script is spliced from each document's JSON, written once.
  const parts = [`"site":${documentJson(pageSite.document)}`]
  if (query && searchAnswer && searchAnswer.statusCode === 200) {
    data.query = query
    data.search = searchAnswer.json()
    parts.push(`"query":${JSON.stringify(query)}`, `"search":${searchAnswer.payload}`)
    if (cardId !== null && cardAnswer && cardAnswer.statusCode === 200) {
      data.card = { id: cardId, document: cardAnswer.json(), fields }
      parts.push(
        `"card":{"id":${JSON.stringify(cardId)},"document":${cardAnswer.payload},"fields":${JSON.stringify(fields)}}`,
      )
    }
  }
  if (listingId !== null) {
    data.listing = { id: listingId, document: listing ?? null }
    parts.push(`"listing":{"id":${JSON.stringify(listingId)},"document":${JSON.stringify(listing ?? null)}}`)
    if (SERVER_TIME_ZONE) {
      data.time_zone = SERVER_TIME_ZONE
      parts.push(`"time_zone":${JSON.stringify(SERVER_TIME_ZONE)}`)
    }
  }
  if (served.viewport) {
    data.viewport = served.viewport
    parts.push(`"viewport":${JSON.stringify(served.viewport)}`)
  }
  if (served.origin) {
    data.origin = served.origin
    parts.push(`"origin":${JSON.stringify(served.origin)}`)
  }
  return { data, json: `{${parts.join(',')}}` }
}

/**
 * `GET listings/{id}`'s document for a visitor without an unlock (as the page's browser asks
 * first), or null where the route answers 404 (no such listing).
 */
async function readListingDocument(db: Kysely<Database>, siteId: number, raw: string) {
  const id = listingPathId(raw)
  const detail = id == null ? undefined : await findListingDetail(db, siteId, id)
  return detail ? listingDetailDocument(detail, 'listings') : null
}

/** The photo the first result card shows first (the page's largest paint), for a preload hint. */
export function firstCardPhoto(first: PageData): string | null {
  const data = (first.search as { data?: { attributes?: Partial<Listing> }[] } | undefined)?.data
  const attributes = data?.[0]?.attributes
  if (!attributes) return null
  return cardPhotoUrls(attributes, IMAGE_SIZES.card)[0] ?? null
}

const escapeHtmlAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The page with its data written into it: a JSON script element the app reads and, with a first
 * search, a preload of the first card's photo. `json` is the data's JSON when already written
 * (readPageData's), else it is serialised here.
 */
export function injectFirstSearch(html: string, first: PageData | null, json?: string): string {
  if (!first) return html
  const photo = firstCardPhoto(first)
  const preload = photo
    ? `<link rel="preload" as="image" href="${escapeHtmlAttribute(photo)}" fetchpriority="high" />\n`
    : ''
  const script = `<script id="${FIRST_SEARCH_ELEMENT_ID}" type="application/json">${scriptSafeJson(json ?? JSON.stringify(first))}</script>\n`
  // Replacer functions: a listing's text may hold `$&` or `$'`, which a replacement string would expand.
  return html.replace('</head>', () => `${preload}</head>`).replace('</body>', () => `${script}</body>`)
}
