import { normalizeCached } from '@idx/api-client/react'
import type { SiteApi } from '@idx/app-shell'
import { listingFeed, MAP_POPUP_WIDTH, type IdxComponent, type Market } from '@idx/domain'
import type { ListingCalloutProps } from '@idx/map-ui'
import { preloadCustomListingCard } from '@idx/search-ui'
import { lazy, Suspense } from 'react'

const CustomListingCard = lazy(() =>
  preloadCustomListingCard().then((module) => ({ default: module.CustomListingCard })),
)

export type CustomCalloutProps = ListingCalloutProps & {
  api: SiteApi
  /** The market's map-callout component (its `idx_layout['map-callout']`). */
  component: IdxComponent
  feeds: Market['feeds'] | undefined
}

/**
 * A listing's map popup drawn from the market's custom map-callout design. The map's clusters
 * carry a few fields of each listing: the popup asks for the whole listing when it opens, so the
 * design's attributes and photos show, and draws what it has meanwhile.
 */
export function CustomCallout({
  api,
  component,
  feeds,
  listing,
  href,
  onOpen,
  onSave,
  headingLevel,
}: CustomCalloutProps) {
  const { data } = api.useGetListingQuery(listing.id)
  const full = data ? normalizeCached(data).data : null
  const shown = full ? { ...listing, ...full } : listing
  return (
    <div className="idx-map-callout" style={{ width: MAP_POPUP_WIDTH }}>
      <Suspense fallback={<p className="idx-map-callout__loading">{listing.title ?? 'Loading…'}</p>}>
        <CustomListingCard
          component={component}
          listing={shown}
          feed={listingFeed(shown, feeds)}
          detailHref={() => href}
          {...(onOpen ? { onOpen } : {})}
          {...(onSave ? { onSave } : {})}
          headingLevel={headingLevel}
        />
      </Suspense>
    </div>
  )
}
