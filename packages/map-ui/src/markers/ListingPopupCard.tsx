import type { MouseEvent } from 'react'
import { IMAGE_SIZES, MAP_POPUP_WIDTH, priceText } from '@idx/domain'
import type { Listing } from '@idx/domain'
import { HeartIcon } from '@idx/ui'

export interface ListingPopupCardProps {
  listing: Listing
  /** Where the title links: the listing's detail page. */
  href: string
  /** Called instead of following the link on a plain left click (single-page hosts route themselves). */
  onOpen?: (listing: Listing) => void
  /** Shows a Save button (named for the listing) under the facts. */
  onSave?: (listing: Listing) => void
  /** The user has saved the listing: the button reads 'Saved' with a filled heart (it still opens the save flow). */
  saved?: boolean
  /** Heading level of the title inside the popup. */
  headingLevel?: 2 | 3 | 4
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * A listing in a map popup (270 px wide, photo 270x112): cover photo, price (hidden for Sold),
 * title linking to the detail page, subtitle, MLS number and broker; Save when `onSave` is given
 * ('Saved' with a heart once `saved`).
 */
export function ListingPopupCard({
  listing,
  href,
  onOpen,
  onSave,
  saved = false,
  headingLevel = 3,
}: ListingPopupCardProps) {
  const Heading = `h${headingLevel}` as const
  const { width, height } = IMAGE_SIZES.mapPopup
  const title = listing.title?.trim() || 'View listing'
  const price = priceText(listing)
  return (
    <article className="idx-map-card" style={{ width: MAP_POPUP_WIDTH }}>
      {listing.cover_photo_url ? (
        <img
          className="idx-map-card__photo"
          src={listing.cover_photo_url}
          width={width}
          height={height}
          alt={listing.title ? `Photo of ${listing.title}` : 'Listing photo'}
          loading="lazy"
        />
      ) : (
        <div className="idx-map-card__no-photo">No photo available</div>
      )}
      <div className="idx-map-card__body">
        {price !== null && <p className="idx-map-card__price">{price}</p>}
        <Heading className="idx-map-card__title">
          <a
            href={href}
            onClick={(event) => {
              if (!onOpen || !isPlainClick(event)) return
              event.preventDefault()
              onOpen(listing)
            }}
          >
            {title}
          </a>
        </Heading>
        {listing.subtitle && <p className="idx-map-card__subtitle">{listing.subtitle}</p>}
        {listing.mls_number && <p className="idx-map-card__meta">MLS# {listing.mls_number}</p>}
        {listing.listing_broker && <p className="idx-map-card__meta">Listing courtesy of {listing.listing_broker}</p>}
        {onSave && (
          <button
            type="button"
            className="idx-map-card__save"
            data-state={saved ? 'saved' : 'unsaved'}
            aria-label={`${saved ? 'Saved' : 'Save'} ${title}`}
            onClick={() => onSave(listing)}
          >
            {saved ? <HeartIcon variant="filled" className="idx-map-card__heart" /> : null}
            {saved ? 'Saved' : 'Save'}
          </button>
        )}
      </div>
    </article>
  )
}
