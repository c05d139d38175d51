import {
  cardPhotoUrls,
  IMAGE_SIZES,
  LISTING_CARD_FIELDS,
  screenSearchQuery,
  searchQueryFromUrlParams,
  type Listing,
  type SearchQuery,
} from '@idx/domain'
import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from './config.js'
import type { SiteSearchDefaults } from './site-defaults.js'

/**
 * What the page's first render needs, read while the page is served: the site document and the
 * first search's results, which apps/idx puts into its API cache before it renders (see
 * apps/idx/src/app/first-search.ts), so the first results paint without a round trip.
 */
export type FirstSearch = {
  /** The query the search screen runs for the page's URL (screenSearchQuery, as in the browser). */
  query: SearchQuery
  /** `GET /api/v3/site?me=true`'s document. */
  site: unknown
  /** `POST /api/v3/listings/search`'s document for `query`, with the cards' attributes (LISTING_CARD_FIELDS). */
  search: unknown
}

/** The id of the script element apps/idx reads the first search from. */
export const FIRST_SEARCH_ELEMENT_ID = 'idx-first-search'

/**
 * The first search of the search screen at `url` (a path under /app/ with its query string), by
 * the same API routes the browser would call, or null when the page is not the search screen or
 * an answer is not a success (the page then asks itself, as without this).
 *
 * The query is the browser's own (searchQueryFromUrlParams + screenSearchQuery with the market's
 * defaults the page is also given), so the browser's first search finds its answer in the cache.
 */
export async function readFirstSearch(
  app: FastifyInstance,
  site: ServerConfig['site'],
  defaults: SiteSearchDefaults | null,
  url: string,
): Promise<FirstSearch | null> {
  const [path = '', queryString = ''] = url.split('?', 2)
  if (path !== '/app/' || !site.apiToken) return null
  const params = new URLSearchParams(queryString)
  const urlQuery = searchQueryFromUrlParams(params).query
  const hasQ = params.has('q')
  const marketId = urlQuery.market_id != null ? String(urlQuery.market_id) : site.marketId || null
  const known = defaults && (marketId === null || marketId === defaults.market_id) ? defaults.filter : null
  // Another market's defaults are not known here; its first search is the browser's to send.
  if (!hasQ && !known) return null
  const query = screenSearchQuery(urlQuery, { hasQ, defaults: known, marketId })
  const headers = { authorization: `Bearer ${site.apiToken}` }
  const [siteAnswer, searchAnswer] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/v3/site?me=true', headers }),
    // With the fieldset the search screen asks for (the cards' attributes), as the browser would.
    app.inject({
      method: 'POST',
      url: `/api/v3/listings/search?fields[listings]=${LISTING_CARD_FIELDS.join(',')}`,
      headers,
      payload: query,
    }),
  ])
  if (siteAnswer.statusCode !== 200 || searchAnswer.statusCode !== 200) return null
  return { query, site: siteAnswer.json(), search: searchAnswer.json() }
}

/** The photo the first result card shows first (the page's largest paint), for a preload hint. */
export function firstCardPhoto(first: FirstSearch): string | null {
  const data = (first.search as { data?: { attributes?: Partial<Listing> }[] }).data
  const attributes = data?.[0]?.attributes
  if (!attributes) return null
  return cardPhotoUrls(attributes, IMAGE_SIZES.card)[0] ?? null
}

const escapeHtmlAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The page with the first search written into it: a JSON script element the app reads (`<`
 * escaped, so no listing text can close the element) and a preload of the first card's photo.
 */
export function injectFirstSearch(html: string, first: FirstSearch | null): string {
  if (!first) return html
  const json = JSON.stringify(first)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  const photo = firstCardPhoto(first)
  const preload = photo
    ? `<link rel="preload" as="image" href="${escapeHtmlAttribute(photo)}" fetchpriority="high" />\n`
    : ''
  const script = `<script id="${FIRST_SEARCH_ELEMENT_ID}" type="application/json">${json}</script>\n`
  // Replacer functions: a listing's text may hold `$&` or `$'`, which a replacement string would expand.
  return html.replace('</head>', () => `${preload}</head>`).replace('</body>', () => `${script}</body>`)
}
