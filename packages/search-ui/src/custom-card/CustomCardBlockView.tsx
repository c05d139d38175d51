import { customCardAttributeText, isBlankBlock } from '@idx/domain'
import type { CustomCardBlock, Listing } from '@idx/domain'
import type { MouseEvent, ReactNode } from 'react'
import { CardPhotos } from '../listing-card/CardPhotos.js'
import type { RenderLink } from '@idx/ui'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import { CardActions } from '../listing-card/CardActions.js'
import type { CardActionsProps } from '../listing-card/CardActions.js'
import { CustomCardInline } from './CustomCardInline.js'

/** What every block of one card shares: the listing, its title and link, and the host's wiring. */
export type CustomCardContext = Omit<CardActionsProps, 'title'> & {
  title: string
  /** The card's heading: the first `title` attribute block, or the card's own unseen one. */
  titleId: string
  titleLink: ReactNode
  href: string | null
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void
  renderLink: RenderLink
  headingLevel: 2 | 3 | 4 | 5 | 6
  imageLoading: 'eager' | 'lazy'
  fractionDisplay: boolean
  listing: Listing
}

export interface CustomCardBlockViewProps {
  block: CustomCardBlock
  context: CustomCardContext
  /** Whether this block is the card's heading (the first `title` attribute block). */
  isTitle: boolean
}

const BLOCK = 'idx-custom-card__block'

/**
 * The heading level of a document heading: one below the card's title whatever its level in the
 * document (the look keeps the level), so a card never breaks the page's outline.
 */
function subheading(headingLevel: number) {
  return `h${Math.min(6, headingLevel + 1)}` as 'h3' | 'h4' | 'h5' | 'h6'
}

/** One block of a custom card, rendered for the card's listing. */
export function CustomCardBlockView({ block, context, isTitle }: CustomCardBlockViewProps) {
  const { listing, renderLink } = context
  switch (block.kind) {
    case 'text': {
      const className = `${BLOCK} idx-custom-card__text idx-custom-card__text--${block.tag}`
      // A blank line typed in the editor keeps its space, but is no (empty) heading.
      const Tag = isBlankBlock(block)
        ? 'p'
        : block.tag === 'p' || block.tag === 'blockquote'
          ? block.tag
          : block.tag === 'aside'
            ? 'p' // an aside inside a card is no page landmark
            : subheading(context.headingLevel)
      return (
        <Tag className={className} data-align={block.align ?? undefined}>
          <CustomCardInline nodes={block.content} renderLink={renderLink} />
        </Tag>
      )
    }
    case 'list': {
      const Tag = block.tag
      return (
        <Tag className={`${BLOCK} idx-custom-card__list`} data-align={block.align ?? undefined}>
          {block.items.map((item, index) => (
            <li key={index}>
              <CustomCardInline nodes={item} renderLink={renderLink} />
            </li>
          ))}
        </Tag>
      )
    }
    case 'image':
      return (
        <img
          className="idx-custom-card__wide idx-custom-card__image"
          src={block.src}
          alt=""
          loading={context.imageLoading}
          decoding="async"
        />
      )
    case 'listing-photos':
      return (
        <CardPhotos
          listing={listing}
          href={context.href}
          title={context.title}
          imageLoading={context.imageLoading}
          renderLink={renderLink}
          onLinkClick={context.onLinkClick}
        />
      )
    case 'listing-attribute': {
      const text = customCardAttributeText(listing, block.attribute, { fractionDisplay: context.fractionDisplay })
      if (text === null) return null
      const label = block.label ? (
        <>
          <span className="idx-custom-card__label">{block.label}</span>{' '}
        </>
      ) : block.attribute === 'price_in_dollars' ? (
        <span className={VISUALLY_HIDDEN_CLASS}>Price: </span>
      ) : null
      if (isTitle) {
        const Heading = `h${context.headingLevel}` as const
        return (
          <Heading id={context.titleId} className={`${BLOCK} idx-card__title idx-custom-card__title`}>
            {label}
            {context.titleLink}
          </Heading>
        )
      }
      return (
        <p className={`${BLOCK} idx-custom-card__attribute`} data-attribute={block.attribute}>
          {label}
          <span className="idx-custom-card__value">{text}</span>
        </p>
      )
    }
    case 'listing-actions':
      return <CardActions {...context} />
    case 'meme':
      return (
        <figure className="idx-custom-card__wide idx-custom-card__meme">
          <img
            className="idx-custom-card__meme-image"
            src={block.src}
            alt={block.alt}
            width={302}
            height={190}
            loading={context.imageLoading}
            decoding="async"
          />
          {block.topText || block.bottomText ? (
            <figcaption>
              {block.topText ? (
                <span className="idx-custom-card__meme-line idx-custom-card__meme-line--top">{block.topText}</span>
              ) : null}
              {block.topText && block.bottomText ? <span className={VISUALLY_HIDDEN_CLASS}> </span> : null}
              {block.bottomText ? (
                <span className="idx-custom-card__meme-line idx-custom-card__meme-line--bottom">
                  {block.bottomText}
                </span>
              ) : null}
            </figcaption>
          ) : null}
        </figure>
      )
  }
}
