import { normalizeCached } from '@idx/api-client/react'
import type { SiteApi } from '@idx/app-shell'
import { listingFeed, MAP_POPUP_WIDTH, type IdxComponent, type Market } from '@idx/domain'
import type { ListingCalloutProps } from '@idx/map-ui'
import { preloadCustomListingCard } from '@idx/search-ui'
import { Style } from '@idx/ui'
import { lazy, Suspense } from 'react'

/** Leaflet's popup rules give every paragraph a 17px margin: the card's blocks keep their own. */
const CALLOUT_CSS = `
.idx-map-callout .idx-custom-card p.idx-custom-card__block { margin: 0.5rem 0.75rem 0; }
.idx-map-callout .idx-custom-card p.idx-card__credit { margin: 0; }
`

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
      <Style id="idx-map-callout" css={CALLOUT_CSS} precedence="idx-map-callout" />
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
