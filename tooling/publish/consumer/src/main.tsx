// A throwaway app outside the workspace: it sees only the packed packages' public API.
import {
  abbreviatePrice,
  formatResultCount,
  listingBadge,
  readMarketFilters,
  validateSearchQuery,
  type Listing,
} from '@idx/domain'
import { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW } from '@idx/domain/demo'
import { createHttpClient, createTokenGetter, normalizeDocument } from '@idx/api-client'
import { createIdxApi } from '@idx/api-client/react'
import { AuthPrompt } from '@idx/account-ui'
import { CollectionNotFound, visibleCollections } from '@idx/collaboration-ui'
import type { SearchMapProps } from '@idx/map-ui'
import { ListingCard, ResultCount } from '@idx/search-ui'
import { Heading, isInAppHref, sanitizeFeedHtml } from '@idx/ui'
import { renderToStaticMarkup } from 'react-dom/server'

const listing: Listing = { id: '1', listing_status: 'Active', newly_listed: true }
// Leaflet needs window when it loads, so hosts load the map lazily, as here (never called in Node).
const loadMap = () => import('@idx/map-ui')
const mapProps: Pick<SearchMapProps, 'clusters'> = { clusters: [] }
const query = validateSearchQuery({ filter: { price_in_dollars: { min: 500000, max: 100 } } })
const document = normalizeDocument({
  data: { id: '7', type: 'listings', attributes: { title: '1 Main St' }, links: { slug: '1-main-st' } },
})
const client = createHttpClient({
  baseUrl: 'http://127.0.0.1:1',
  getToken: createTokenGetter({ getUserToken: () => null, siteToken: 'site-token' }),
})
const idxApi = createIdxApi({ baseUrl: 'http://127.0.0.1:1', getToken: () => 'site-token' })

console.log(
  JSON.stringify({
    abbreviated: abbreviatePrice(1_250_000),
    count: formatResultCount(10000),
    badge: listingBadge(listing),
    queryOk: query.ok,
    normalized: Array.isArray(document.data) ? null : document.data,
    hasClient: typeof client.request === 'function',
    apiSlice: [idxApi.reducerPath, typeof idxApi.useSearchListingsQuery],
    markup: renderToStaticMarkup(<ResultCount total={0} />),
    card: renderToStaticMarkup(
      <ListingCard listing={{ ...listing, title: '1 Main St', price_in_dollars: 450000 }} />,
    ).includes('$450,000'),
    mapLoader: typeof loadMap,
    mapClusters: mapProps.clusters.length,
    // The demo market is a subpath of its own, kept out of the main entry.
    demoMarket: readMarketFilters({ filter_schema: AUSTIN_FILTER_SCHEMA, filter_view: AUSTIN_FILTER_VIEW }).ok,
    heading: renderToStaticMarkup(<Heading level={2}>Sign In</Heading>),
    inAppLink: [isInAppHref('/app/account'), isInAppHref('mailto:agent@example.com')],
    // Without a DOM the sanitiser answers '' (hosts sanitise after mount).
    sanitizedOnServer: sanitizeFeedHtml('<p>© MLS</p>'),
    // Collaboration widgets render on the server too (no window at import).
    collectionNotFound: renderToStaticMarkup(<CollectionNotFound loginHref="/app/authenticate?menu=true" />).includes(
      'Log in to view collection',
    ),
    sortedCollections: visibleCollections([{ name: 'b' }, { name: 'A' }], '').map((c) => c.name),
    // The sign-in widgets are a package of their own, rendered on the server like the rest.
    authPrompt: renderToStaticMarkup(<AuthPrompt onLogin={() => undefined} cancelHref="/app/" />).includes(
      'Get Started',
    ),
  }),
)
