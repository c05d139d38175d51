import { listingAddress, listingPhoto, listingPrice } from './mention-rules.js'
import type { MentionListing } from './mention-rules.js'

export interface AttachedListingProps {
  /** The listing, or null when the server no longer has it (only its id is known). */
  listing: MentionListing | null
  /** A link to the listing; none for a withdrawn one. */
  href?: string
}

/**
 * The small listing card a comment carries: photo, address, price. A listing withdrawn from the
 * feed (or gone) stays, reading 'No longer available'.
 *
 * @example
 * <AttachedListing listing={listing} href="/app/collection/10/listing/100" />
 */
export function AttachedListing({ listing, href }: AttachedListingProps) {
  const withdrawn = !listing || listing.withdrawn === true
  const photo = listing ? listingPhoto(listing) : null
  const address = listing ? listingAddress(listing) : 'A saved listing'
  return (
    <div className="idx-collab__card" data-state={withdrawn ? 'withdrawn' : 'available'}>
      {photo ? <img src={photo} alt="" /> : null}
      <div className="idx-collab__grow">
        {href && !withdrawn ? <a href={href}>{address}</a> : <span>{address}</span>}
        <p className="idx-collab__muted">{withdrawn ? 'No longer available' : listing ? listingPrice(listing) : ''}</p>
      </div>
    </div>
  )
}
