import { formatPrice } from '@idx/domain'
import { renderAnchor, type RenderLink } from '@idx/ui'
import type { ManagedListing } from './managed-listing.js'

export interface ManagedListingCardProps {
  readonly listing: ManagedListing
  readonly renderLink?: RenderLink
  /** The pointer or focus is on the card (its marker is picked out on the map); null when it leaves. */
  readonly onHighlight?: (listingId: string | null) => void
}

/**
 * One result of the Listings Manager: the cover photo, the address (and title), price, status and
 * an Edit link named for the address.
 */
export function ManagedListingCard({ listing, renderLink = renderAnchor, onHighlight }: ManagedListingCardProps) {
  const hidden = listing.disclose_price === false
  return (
    <li
      className="idx-listings-manager__card"
      onMouseEnter={() => onHighlight?.(listing.id)}
      onMouseLeave={() => onHighlight?.(null)}
      onFocus={() => onHighlight?.(listing.id)}
      onBlur={() => onHighlight?.(null)}
    >
      <div className="idx-listings-manager__photo">
        {listing.photo_url ? (
          <img src={listing.photo_url} alt="" loading="lazy" />
        ) : (
          <span className="idx-listings-manager__no-photo">No photo</span>
        )}
      </div>
      <div className="idx-listings-manager__body">
        <h2 className="idx-listings-manager__address">{listing.address}</h2>
        {listing.title ? <p className="idx-listings-manager__title">{listing.title}</p> : null}
        {listing.agent_names ? <p className="idx-listings-manager__title">Agents: {listing.agent_names}</p> : null}
        <p className="idx-listings-manager__facts">
          <span className="idx-listings-manager__price">{formatPrice(listing.price_in_dollars)}</span>
          {hidden && <span className="idx-listings-manager__hidden-price">(hidden from visitors)</span>}
          <span className="idx-listings-manager__status" data-status={listing.listing_status}>
            {listing.listing_status}
          </span>
        </p>
      </div>
      <div className="idx-listings-manager__card-actions">
        {renderLink({
          href: listing.edit_href,
          className: 'idx-fde__button idx-listings-manager__edit',
          'aria-label': `Edit ${listing.address}`,
          children: 'Edit',
        })}
      </div>
    </li>
  )
}
