import { normalizeCached } from '@idx/api-client/react'
import { PageTitle, type SiteApi, type SiteConfig } from '@idx/app-shell'
import { ListingsManager } from '@idx/admin-editor'
import { ADMIN_ROUTE_PATHS } from '@idx/domain'
import { useMemo, useState } from 'react'
import type { PocketListingsApi } from '../admin-api.js'
import { useListParams } from '../list-params.js'
import { renderRouterLink } from '../router-link.js'
import { managedListingOf } from './pocket-listing-records.js'

/**
 * `cms/listings`: the Listings Manager (BETA). An agent's pocket listings (an administrator's: the
 * site's) with their map, the address search (`q`) and the page (`page`) in the address, the
 * market picker when the site has more than one market, and `Add Listing`.
 */
export function ListingsManagerPage({
  api,
  cmsApi,
  config,
  role,
}: {
  api: SiteApi
  cmsApi: PocketListingsApi
  config: SiteConfig
  /** Who is looking (the app's StaffPage let them in): an agent's are 'My Listings'. */
  role: 'admin' | 'agent'
}) {
  return (
    <>
      <PageTitle api={api} title={role === 'agent' ? 'My Listings · Admin' : 'Listings Manager · Admin'} />
      <ManagerBody api={api} cmsApi={cmsApi} config={config} showAgents={role === 'admin'} />
    </>
  )
}

function ManagerBody({
  api,
  cmsApi,
  config,
  showAgents,
}: {
  api: SiteApi
  cmsApi: PocketListingsApi
  config: SiteConfig
  showAgents: boolean
}) {
  const [params, setParam] = useListParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const showMap = params.get('map') !== 'false'
  const marketsResult = api.useGetMarketsQuery()
  const markets = useMemo(
    () =>
      marketsResult.data
        ? normalizeCached(marketsResult.data).data.map((market) => ({
            id: String(market.id),
            market_name: market.market_name,
            latitude: market.latitude ?? null,
            longitude: market.longitude ?? null,
          }))
        : [],
    [marketsResult.data],
  )
  const [chosenMarket, setChosenMarket] = useState<string | null>(null)
  // With one market there is nothing to choose: every listing is in it.
  const marketId = markets.length > 1 ? chosenMarket : null
  const result = cmsApi.useGetPocketListingsQuery({ q, page, marketId })
  const listings = useMemo(
    () => (result.data ? normalizeCached(result.data).data.map((record) => managedListingOf(record, showAgents)) : []),
    [result.data, showAgents],
  )
  const total = Number((result.data?.meta as { total?: unknown } | undefined)?.total ?? listings.length)

  return (
    <main className="admin-page admin-page--listings">
      <ListingsManager
        listings={listings}
        total={total}
        page={page}
        pageHref={(target) => {
          const next = new URLSearchParams(params)
          next.set('page', String(target))
          return `${ADMIN_ROUTE_PATHS['cms.listings']}?${next}`
        }}
        onPageChange={(target) => setParam('page', String(target))}
        query={q}
        onQueryChange={(text) => setParam('q', text.trim() || null)}
        markets={markets}
        marketId={marketId}
        onMarketChange={(id) => {
          setChosenMarket(id)
          setParam('page', null)
        }}
        addListingHref={ADMIN_ROUTE_PATHS['cms.listings.new']}
        state={result.isError ? 'error' : result.isLoading ? 'loading' : 'ready'}
        onRetry={() => void result.refetch()}
        showMap={showMap}
        mapOptions={{
          mapStyle: config.map_style,
          tileSources: config.map_tiles,
          pmtiles: config.basemap_pmtiles ?? null,
        }}
        renderLink={renderRouterLink}
      />
    </main>
  )
}
