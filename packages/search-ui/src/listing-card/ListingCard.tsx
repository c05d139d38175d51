import {
  hasUpcomingOpenHouse,
  listingCardBadge,
  listingCardFacts,
  listingCardPrice,
  listingClosing,
  listingTitle,
} from '@idx/domain'
import type { Feed, Listing } from '@idx/domain'
import { memo, useId } from 'react'
import type { MouseEvent } from 'react'
import { isPlainLeftClick, renderAnchor } from '@idx/ui'
import type { RenderLink } from '@idx/ui'
import { SharedStyles } from '@idx/ui'
import { Style } from '../shared/Style.js'
import type { SavedCollection } from '../shared/saved-collection.js'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import { CardActions } from './CardActions.js'
import { CardCredits } from './CardCredits.js'
import { CardPhotos } from './CardPhotos.js'
import { LISTING_CARD_CSS } from './listing-card-css.js'

export interface ListingCardProps {
  listing: Listing
  /** The listing detail URL. Default: the listing's `full_url` (the API's `links.full`). */
  detailHref?: (listing: Listing) => string | null | undefined
  /** Called instead of following the detail link on a plain left click (e.g. to open the split view). */
  onOpen?: (listing: Listing) => void
  /** The listing's feed (see `listingFeed`): its disclaimer settings decide the logo and the names shown. */
  feed?: Feed | null
  /** The site's `extra_info`: 'Listed By …' and 'Sold By …' lines. */
  extraInfo?: boolean
  /** The site's `features.fraction_display.enabled`: bathrooms as '2 1/2'. */
  fractionDisplay?: boolean
  /** 'eager' for the first cards of a page (302x190, fetched first); 'lazy' below the fold (268x150). */
  imageLoading?: 'eager' | 'lazy'
  /** The time 'Upcoming Open House' is judged against. Default: now. */
  now?: Date
  /** The save route for this listing (with isSidebarOpen=true); shows Save as a link. */
  saveHref?: (listing: Listing) => string
  /** Shows Save as a button (when there is no `saveHref`). */
  onSave?: (listing: Listing) => void
  /** Shows Comment, which opens the chat about this listing. */
  onComment?: (listing: Listing) => void
  /** Shows Remove (e.g. from a collection). */
  onRemove?: (listing: Listing) => void
  /**
   * The signed-in user's collections that hold this listing: Save reads 'Saved' with a filled
   * heart when there is any, and names them in its tooltip ('Saved in Lake houses, Porches').
   */
  savedIn?: readonly SavedCollection[] | null
  /** Called with the listing while the pointer or focus is on the card, and `null` after (map marker highlight). */
  onHighlight?: (listing: Listing | null) => void
  /** Marks the card, e.g. while its map marker is hovered. */
  isHighlighted?: boolean
  renderLink?: RenderLink
  /** The level of the card's title heading. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /**
   * The registration gate is up for this listing (its detail, open beside the card, asks the
   * visitor to sign up for its price and pictures): the card keeps its cover photo but shows
   * `GATED_PRICE_TEXT` for its price and no other photos, so it does not give away what the gate
   * promises.
   */
  gated?: boolean
  className?: string
}

/** The price line of a card whose listing is behind the registration gate (`gated`). */
export const GATED_PRICE_TEXT = 'Sign up to see the price'

function defaultDetailHref(listing: Listing): string | null {
  return listing.full_url ?? listing.seo?.full_url ?? null
}

/**
 * A result card, as the spec's section 2 draws it: cover photo linking to the detail with
 * previous and next photo buttons (wrapping), status badge, 'Upcoming Open House', title,
 * subtitle, price (when Sold, when it sold instead; 'Contact for price' when missing), BR / BA / SQFT,
 * MLS#, the feed logo and the agent and broker its disclaimer settings require, 'Listed By'
 * and 'Sold By' with the site's extra info, and Save / Comment / Remove when the host offers them
 * (Save reads 'Saved' with a filled heart for a listing in the user's collections, `savedIn`).
 *
 * @example
 * <ListingCard listing={listing} feed={listingFeed(listing, market.feeds)} extraInfo={site.extra_info}
 *   detailHref={(l) => `/app/listing/${l.id}`} onComment={openChat} />
 */
export const ListingCard = memo(function ListingCard({
  listing,
  detailHref = defaultDetailHref,
  onOpen,
  feed,
  extraInfo = false,
  fractionDisplay = false,
  imageLoading = 'lazy',
  now,
  saveHref,
  onSave,
  onComment,
  onRemove,
  savedIn,
  onHighlight,
  isHighlighted = false,
  renderLink = renderAnchor,
  headingLevel = 3,
  gated = false,
  className,
}: ListingCardProps) {
  const titleId = useId()
  const title = listingTitle(listing)
  const href = detailHref(listing) ?? null
  const badge = listingCardBadge(listing)
  const price = gated ? GATED_PRICE_TEXT : listingCardPrice(listing)
  const closing = price === null ? listingClosing(listing) : null
  const facts = listingCardFacts(listing, { fractionDisplay })
  const openHouse = hasUpcomingOpenHouse(listing, now ?? new Date())
  const Heading = `h${headingLevel}` as const

  const onLinkClick = onOpen
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainLeftClick(event)) return
        event.preventDefault()
        onOpen(listing)
      }
    : undefined

  return (
    <article
      className={['idx-card', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-highlighted={isHighlighted || undefined}
      data-gated={gated || undefined}
      onMouseEnter={onHighlight ? () => onHighlight(listing) : undefined}
      onMouseLeave={onHighlight ? () => onHighlight(null) : undefined}
      onFocus={onHighlight ? () => onHighlight(listing) : undefined}
      onBlur={
        onHighlight
          ? (event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHighlight(null)
            }
          : undefined
      }
    >
      <SharedStyles />
      <Style id="idx-listing-card" css={LISTING_CARD_CSS} />
      <CardPhotos
        listing={listing}
        href={href}
        title={title}
        imageLoading={imageLoading}
        renderLink={renderLink}
        onLinkClick={onLinkClick}
        coverOnly={gated}
      />
      <div className="idx-card__body">
        <Heading id={titleId} className="idx-card__title">
          {href
            ? renderLink({ href, className: 'idx-card__title-link', onClick: onLinkClick, children: title })
            : title}
        </Heading>
        {listing.subtitle ? <p className="idx-card__subtitle">{listing.subtitle}</p> : null}
        {/* Labels sit over the photo but come after the title when read, so the title leads. */}
        {badge || openHouse ? (
          <p className="idx-card__labels">
            {badge ? (
              <span className="idx-card__badge" data-color={badge.color}>
                {badge.text}
              </span>
            ) : null}
            {openHouse ? <span className="idx-card__open-house">Upcoming Open House</span> : null}
          </p>
        ) : null}
        {price !== null ? (
          <p className={gated ? 'idx-card__price idx-card__price--gated' : 'idx-card__price'}>
            <span className={VISUALLY_HIDDEN_CLASS}>Price: </span>
            {price}
          </p>
        ) : closing ? (
          <p className="idx-card__closing">{closing.text}</p>
        ) : null}
        {facts.length > 0 ? (
          <ul className="idx-card__facts" aria-label="Property facts">
            {facts.map((fact) => (
              <li key={fact.field} className="idx-card__fact">
                <span className="idx-card__fact-value">{fact.value}</span>{' '}
                <abbr title={fact.name} className="idx-card__fact-unit">
                  {fact.abbreviation}
                </abbr>
              </li>
            ))}
          </ul>
        ) : null}
        {listing.mls_number ? <p className="idx-card__mls">MLS# {listing.mls_number}</p> : null}
        <CardCredits listing={listing} feed={feed} extraInfo={extraInfo} />
      </div>
      <CardActions
        listing={listing}
        title={title}
        saveHref={saveHref}
        onSave={onSave}
        onComment={onComment}
        onRemove={onRemove}
        savedIn={savedIn}
        renderLink={renderLink}
      />
    </article>
  )
})
