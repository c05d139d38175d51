import { Suspense } from 'react'
import { lazyModule } from '../app/lazy-module.js'
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

/** The element of `listing-not-found`. */
export function ListingNotFoundElement({ api }: { api: SiteApi }) {
  return (
    <Suspense fallback={null}>
      <PageTitle api={api} title={LISTING_NOT_FOUND_TITLE} />
      <ListingNotFoundPage />
    </Suspense>
  )
}
