import { IMAGE_SIZES, cardPhotoUrls, listingTitle } from '@idx/domain'
import type { Listing } from '@idx/domain'
import { useId } from 'react'
import { DetailStyles } from './DetailStyles.js'
import { isAddressShown } from './detail-facts.js'
import { REGISTRATION_GATE_TITLE, VIEW_PRICE_NOW, viewAllDetailsOf, viewPhotosNow } from './messages.js'

export interface RegistrationGateProps {
  listing: Listing
  /** The site's logo (`site.logo_url`). */
  siteLogoUrl?: string | null
  /** The site's name, the logo's text alternative. */
  siteName?: string | null
  /** Starts sign-in (the host opens login or the authenticate route). */
  onLogin: () => void
  /** The level of the gate's heading. */
  headingLevel?: 1 | 2 | 3
  className?: string
}

/**
 * The registration gate of a listing (spec section 2): the cover photo, the site's logo,
 * 'Get Instant Access to the Price and Pictures of this Property!' and one button, 'View {n}
 * photos now' (more than one image) or 'View Price now', that starts sign-in; a listing that
 * discloses its address adds 'View all the details of {street} and others like it.'
 *
 * @example
 * <RegistrationGate listing={listing} siteLogoUrl={site.logo_url} siteName={site.name} onLogin={openLogin} />
 */
export function RegistrationGate({
  listing,
  siteLogoUrl,
  siteName,
  onLogin,
  headingLevel = 2,
  className,
}: RegistrationGateProps) {
  const titleId = useId()
  const photos = cardPhotoUrls(listing, IMAGE_SIZES.gallery)
  const cover = photos[0]
  const street = listing.street?.trim()
  const showsStreet = listing.disclose_address === true && isAddressShown(listing) && !!street
  const Heading = `h${headingLevel}` as const
  return (
    <section className={['idx-gate', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <DetailStyles />
      <div className="idx-gate__media">
        {cover ? (
          <img
            className="idx-gate__photo"
            src={cover}
            alt={`Cover photo of ${listingTitle(listing)}`}
            width={IMAGE_SIZES.gallery.width}
            height={IMAGE_SIZES.gallery.height}
          />
        ) : null}
      </div>
      <div className="idx-gate__body">
        {siteLogoUrl ? (
          <img className="idx-gate__logo" src={siteLogoUrl} alt={siteName ? `${siteName} logo` : 'Site logo'} />
        ) : null}
        <Heading id={titleId} className="idx-gate__title">
          {REGISTRATION_GATE_TITLE}
        </Heading>
        {showsStreet ? <p className="idx-gate__text">{viewAllDetailsOf(street)}</p> : null}
        <button type="button" className="idx-detail__button idx-detail__button--primary" onClick={onLogin}>
          {photos.length > 1 ? viewPhotosNow(photos.length) : VIEW_PRICE_NOW}
        </button>
      </div>
    </section>
  )
}
