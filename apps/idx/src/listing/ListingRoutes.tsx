import { collectionPath, savedSearchPath } from '@idx/domain'
import { Suspense } from 'react'
import { useParams } from 'react-router'
import { lazyModule } from '../app/lazy-module.js'
import { WithSiteHeader } from '../app/WithSiteHeader.js'
import { PageTitle, type SiteApi } from '@idx/app-shell'
import { LISTING_NOT_FOUND_TITLE } from './listing-not-found-texts.js'
import type { ListingScreenProps } from './ListingScreen.js'

// The detail, its gates and the inquiry load when a listing route opens: the search screen's
// first JavaScript carries none of them.
// A server-rendered page preloads the one it shows (server-rendered-modules.ts).
export const ListingScreen = lazyModule(() => import('./ListingScreen.js'))
export const ListingNotFoundPage = lazyModule(() => import('./ListingNotFoundPage.js'))

/** The element of `listing/:listingId` (split view, a child of index) and `listing/:slug/:listingId` (full page). */
export function ListingRouteElement(props: ListingScreenProps) {
  return (
    <Suspense
      fallback={
        props.route === 'split' ? (
          <aside className="listing-screen listing-screen--split" aria-label="Listing detail" aria-busy="true" />
        ) : null
      }
    >
      <ListingScreen {...props} />
    </Suspense>
  )
}

/**
 * `collection/:collectionId/listing/:listingId`: the split detail beside the collection's results,
 * as index's split listing route is beside the search; close and Previous / Next stay in the collection.
 */
export function CollectionListingElement(props: Omit<ListingScreenProps, 'route' | 'basePath'>) {
  const { collectionId, savedSearchId } = useParams()
  // The same split detail inside a saved search's page: its close leads back to that search.
  const basePath =
    savedSearchId !== undefined ? `/${savedSearchPath(savedSearchId)}` : `/${collectionPath(collectionId ?? '')}`
  return <ListingRouteElement {...props} route="split" basePath={basePath} />
}

/** The element of `listing-not-found`, under the site's header. */
export function ListingNotFoundElement({ api }: { api: SiteApi }) {
  return (
    <WithSiteHeader api={api}>
      <Suspense fallback={null}>
        <PageTitle api={api} title={LISTING_NOT_FOUND_TITLE} />
        <ListingNotFoundPage />
      </Suspense>
    </WithSiteHeader>
  )
}
