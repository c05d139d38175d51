import { customCardClassName, isBlankCustomCard, listingTitle, readCustomCard, scopeStylesheet } from '@idx/domain'
import type { IdxComponent, Listing } from '@idx/domain'
import { memo, useId, useMemo } from 'react'
import type { FocusEvent, MouseEvent } from 'react'
import { ListingCard } from '../listing-card/ListingCard.js'
import type { ListingCardProps } from '../listing-card/ListingCard.js'
import { LISTING_CARD_CSS } from '../listing-card/listing-card-css.js'
import { isPlainLeftClick, renderAnchor } from '@idx/ui'
import { SharedStyles } from '@idx/ui'
import { Style } from '../shared/Style.js'
import { CardCredits } from '../listing-card/CardCredits.js'
import { CustomCardBlockView } from './CustomCardBlockView.js'
import type { CustomCardContext } from './CustomCardBlockView.js'
import { CUSTOM_CARD_CSS } from './custom-card-css.js'

export interface CustomListingCardProps extends ListingCardProps {
  /** The listing-card component built in the site editor: its document and stylesheet. */
  component: Pick<IdxComponent, 'id' | 'mobiledoc' | 'stylesheet'>
}

function defaultDetailHref(listing: Listing): string | null {
  return listing.full_url ?? listing.seo?.full_url ?? null
}

/** A short, stable name for a stylesheet's text, so an edited stylesheet replaces the old one. */
function textHash(text: string): string {
  let hash = 5381
  for (let index = 0; index < text.length; index++) hash = (hash * 33) ^ text.charCodeAt(index)
  return (hash >>> 0).toString(36)
}

/** A detail link's click handler that opens the listing in place on a plain left click (new tabs still work). */
function openInPlace(listing: Listing, onOpen: (listing: Listing) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    onOpen(listing)
  }
}

/** The pointer and focus handlers that report the card to `onHighlight` (the map marker follows). */
function highlightHandlers(listing: Listing, onHighlight: ((listing: Listing | null) => void) | undefined) {
  if (!onHighlight) return {}
  const enter = () => onHighlight(listing)
  const leave = () => onHighlight(null)
  const blur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave()
  }
  return { onMouseEnter: enter, onMouseLeave: leave, onFocus: enter, onBlur: blur }
}

/**
 * A result card drawn from a document built in the site editor (the spec's custom card
 * variant): its blocks top to bottom (text, lists, images, the listing's photos, listing
 * attributes, actions, memes), then the names and logo the feed requires, styled by the
 * component's stylesheet scoped to this component. It takes every prop of `ListingCard` and
 * behaves like it: named by the listing's title, the title (or an unseen heading when the
 * document has no title block) links to the detail, Save / Comment / Remove as wired, the same
 * highlight. A document that shows nothing (`isEmptyMobiledoc`) renders the default card.
 *
 * @example
 * <CustomListingCard component={market.listingCardComponent} listing={listing}
 *   feed={listingFeed(listing, market.feeds)} detailHref={(l) => `/app/listing/${l.id}`} onComment={openChat} />
 */
export const CustomListingCard = memo(function CustomListingCard({ component, ...props }: CustomListingCardProps) {
  const { listing, detailHref = defaultDetailHref, onOpen, renderLink = renderAnchor, headingLevel = 3 } = props
  const titleId = useId()
  const card = useMemo(() => readCustomCard(component.mobiledoc), [component.mobiledoc])
  const css = useMemo(() => scopeStylesheet(component.stylesheet, component.id), [component.stylesheet, component.id])
  // A gated card hides the price and photos the custom design may show: the standard card does.
  if (isBlankCustomCard(card) || props.gated) return <ListingCard {...props} />

  const title = listingTitle(listing)
  const href = detailHref(listing) ?? null
  const onLinkClick = onOpen ? openInPlace(listing, onOpen) : undefined
  const context: CustomCardContext = {
    ...props, // the actions the host wires
    title,
    titleId,
    titleLink: href
      ? renderLink({ href, className: 'idx-card__title-link', onClick: onLinkClick, children: title })
      : title,
    href,
    onLinkClick,
    renderLink,
    headingLevel,
    imageLoading: props.imageLoading ?? 'lazy',
    fractionDisplay: props.fractionDisplay ?? false,
  }
  const titleIndex = card.blocks.findIndex((block) => block.kind === 'listing-attribute' && block.attribute === 'title')
  // The credits go above actions that end the card, where the default card has them.
  const { blocks } = card
  const footer = blocks.at(-1)?.kind === 'listing-actions' ? blocks.length - 1 : blocks.length
  const Heading = `h${headingLevel}` as const
  const renderBlocks = (from: number, to: number) =>
    blocks
      .slice(from, to)
      .map((block, offset) => (
        <CustomCardBlockView
          key={from + offset}
          block={block}
          context={context}
          isTitle={from + offset === titleIndex}
        />
      ))

  return (
    <article
      className={['idx-card', 'idx-custom-card', customCardClassName(component.id), props.className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      data-highlighted={props.isHighlighted || undefined}
      {...highlightHandlers(listing, props.onHighlight)}
    >
      <SharedStyles />
      <Style id="idx-listing-card" css={LISTING_CARD_CSS} />
      <Style id="idx-custom-card" css={CUSTOM_CARD_CSS} />
      {css ? (
        // Its own precedence, after the package's sheets: the admin's rules win ties with ours.
        <style href={`idx-custom-card-${textHash(css)}`} precedence="idx-custom-card">
          {css}
        </style>
      ) : null}
      {titleIndex === -1 ? (
        <Heading id={titleId} className="idx-card__title idx-custom-card__title idx-custom-card__title--unseen">
          {context.titleLink}
        </Heading>
      ) : null}
      {renderBlocks(0, footer)}
      <CardCredits
        listing={listing}
        feed={props.feed}
        extraInfo={props.extraInfo ?? false}
        className="idx-custom-card__block"
      />
      {renderBlocks(footer, blocks.length)}
    </article>
  )
})
