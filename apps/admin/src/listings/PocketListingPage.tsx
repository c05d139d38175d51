import { createPhotoUploader, errorDetails, type ApiError, type PocketListingRecord } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import {
  AsyncState,
  asyncStatus,
  PageTitle,
  useCurrentUser,
  useSiteSession,
  type SiteApi,
  type SiteConfig,
} from '@idx/app-shell'
import { PocketListingWizard, type PocketListingPayload, type PocketListingResult } from '@idx/admin-editor'
import { ADMIN_ROUTE_PATHS } from '@idx/domain'
import { useFlash } from '@idx/ui'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useMemo } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import type { PocketListingsApi } from '../admin-api.js'
import { pocketListingFeeds, wizardStepParam } from './pocket-listing-records.js'

/** The failure of an RTK Query call, as the api client types it. */
const failureOf = (error: unknown): ApiError => error as ApiError

/**
 * `cms/listings/new` and `cms/listings/{listing_id}/edit`: the pocket-listing wizard (Basics,
 * Photos, Description; the step in the address as `step`) for an administrator (any pocket
 * listing of the site) or an agent (their own; the server refuses others with a 403, shown as
 * the spec words it). A save goes back to the Listings Manager with a confirmation.
 */
export function PocketListingPage({
  role,
  ...props
}: {
  api: SiteApi
  cmsApi: PocketListingsApi
  config: SiteConfig
  /** Who is editing (the app's StaffPage let them in). */
  role: 'admin' | 'agent'
}) {
  const { listing_id: listingId } = useParams()
  return (
    <>
      <PageTitle api={props.api} title={listingId ? 'Edit Listing · Admin' : 'Add Listing · Admin'} />
      <PocketListingScreen {...props} listingId={listingId ?? null} isAdmin={role === 'admin'} />
    </>
  )
}

function PocketListingScreen({
  api,
  cmsApi,
  config,
  listingId,
  isAdmin,
}: {
  api: SiteApi
  cmsApi: PocketListingsApi
  config: SiteConfig
  listingId: string | null
  isAdmin: boolean
}) {
  const session = useSiteSession()
  const flash = useFlash()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const { user } = useCurrentUser(api)
  const marketsResult = api.useGetMarketsQuery()
  const listingResult = cmsApi.useGetPocketListingQuery(listingId ?? skipToken)
  const [createListing] = cmsApi.useCreatePocketListingMutation()
  const [updateListing] = cmsApi.useUpdatePocketListingMutation()
  const [deleteListing] = cmsApi.useDeletePocketListingMutation()
  const [findAgents] = api.useLazySearchAgentsQuery()
  const [findPosition] = cmsApi.useLazyGetPocketListingPositionQuery()

  const markets = useMemo(
    () => (marketsResult.data ? normalizeCached(marketsResult.data).data : []),
    [marketsResult.data],
  )
  const activeFeeds = user?.as_agent?.active_feeds
  const feeds = useMemo(
    () => pocketListingFeeds(markets, isAdmin ? null : (activeFeeds ?? [])),
    [markets, isAdmin, activeFeeds],
  )
  const defaultMarket = markets.find((market) => market.default) ?? markets[0]
  const mapCenter =
    defaultMarket?.latitude != null && defaultMarket.longitude != null
      ? { latitude: defaultMarket.latitude, longitude: defaultMarket.longitude }
      : undefined
  const listing: PocketListingRecord | null = useMemo(
    () => (listingResult.data ? normalizeCached(listingResult.data).data : null),
    [listingResult.data],
  )
  // One object while the answer stays the same: the wizard starts over from a new one.
  const wizardListing = useMemo(() => (listing ? { ...listing, photo_urls: [...listing.photo_urls] } : null), [listing])
  const uploadPhoto = useMemo(
    () => createPhotoUploader({ baseUrl: config.api_base_url, getToken: session.getToken }),
    [config.api_base_url, session],
  )

  const backToList = (message: string) => {
    flash(message)
    void navigate(ADMIN_ROUTE_PATHS['cms.listings'])
  }

  async function save(payload: PocketListingPayload): Promise<PocketListingResult> {
    const result = listingId ? await updateListing({ id: listingId, values: payload }) : await createListing(payload)
    if ('error' in result && result.error) return { errors: errorDetails(failureOf(result.error)) }
    backToList(listingId ? 'Listing saved' : 'Listing added')
  }

  async function remove(): Promise<PocketListingResult> {
    if (!listingId) return
    const result = await deleteListing(listingId)
    if ('error' in result && result.error) return { errors: errorDetails(failureOf(result.error)) }
    backToList('Listing deleted')
  }

  // A site with one MLS feed files every pocket listing under it: a new one starts with it chosen.
  const onlyFeed = feeds.length === 1 ? feeds[0]!.data_source_name : null
  const defaults = useMemo(() => (onlyFeed ? { data_source_name: onlyFeed } : null), [onlyFeed])

  // The form starts once the markets (its feeds) are known: its first values are read once.
  if (!listingId && marketsResult.isLoading) {
    return (
      <main className="admin-page">
        <AsyncState status={asyncStatus(marketsResult)} label="Loading the form">
          {null}
        </AsyncState>
      </main>
    )
  }

  if (listingId && !listing) {
    return (
      <main className="admin-page">
        {listingResult.isError ? (
          <>
            <p role="alert">{errorDetails(failureOf(listingResult.error))[0]}</p>
            <p>
              <Link to={ADMIN_ROUTE_PATHS['cms.listings']}>Back to the Listings Manager</Link>
            </p>
          </>
        ) : (
          <AsyncState status={asyncStatus(listingResult)} label="Loading the listing">
            {null}
          </AsyncState>
        )}
      </main>
    )
  }

  return (
    <main className="admin-page admin-page--pocket-listing">
      <PocketListingWizard
        key={listing?.id ?? 'new'}
        listing={wizardListing}
        defaults={defaults}
        step={wizardStepParam(params.get('step'))}
        onStepChange={(step) =>
          setParams((current) => {
            const next = new URLSearchParams(current)
            if (step === 0) next.delete('step')
            else next.set('step', String(step))
            return next
          })
        }
        feeds={feeds}
        // The widgets drop an answer whose signal was aborted; the request itself is RTK's, shared
        // by every caller with the same arguments, so aborting it would fail the later caller too.
        searchAgents={async (dataSourceName, text) => {
          const document = await findAgents({ name_search: text, data_source_name: dataSourceName }, true).unwrap()
          return normalizeCached(document).data.map((agent) => ({ id: Number(agent.id), full_name: agent.full_name }))
        }}
        locate={async (address) => {
          const answer = await findPosition({ ...address, marketId: defaultMarket?.id ?? null }, true)
          return answer.data?.data ?? null
        }}
        mapCenter={mapCenter}
        map={{ mapStyle: config.map_style, tileSources: config.map_tiles, pmtiles: config.basemap_pmtiles ?? null }}
        uploadPhoto={uploadPhoto}
        previewUrl={(location) => listing?.photo_previews?.[location]}
        onSubmit={save}
        onDelete={listingId ? remove : undefined}
      />
    </main>
  )
}
