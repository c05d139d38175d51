import type { CustomCardAttribute } from './custom-card-attributes.js'

/** Inline formatting a custom card keeps from a document's markups (others are dropped, their text kept). */
export type CustomCardMarkupTag = 'b' | 'code' | 'em' | 'i' | 's' | 'strong' | 'sub' | 'sup' | 'u'

/** Text inside a block: plain text, a line break (a soft return), formatting, or a checked link. */
export type CustomCardInline =
  | { kind: 'text'; text: string }
  | { kind: 'line-break' }
  | { kind: 'markup'; tag: CustomCardMarkupTag; children: CustomCardInline[] }
  | {
      kind: 'link'
      /** http(s), mailto, tel or relative: see `safeLinkHref`. */
      href: string
      /** 'blank' when the editor asked for a new tab (`target="_blank"`). */
      target: 'self' | 'blank'
      children: CustomCardInline[]
    }

/** The text sections of a Mobiledoc 0.3 document. */
export type CustomCardTextTag = 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'blockquote' | 'aside'

/** A section's `data-md-text-align` (Mobiledoc 0.3.2); `null` when the document sets none. */
export type CustomCardTextAlign = 'left' | 'center' | 'right' | 'justify'

/** The card blocks of the listing-card editor, by the name a document's `cards` list gives them. */
export type CustomCardName = 'listing-photos' | 'listing-attribute' | 'listing-actions' | 'meme'

/** One block of a custom card, top to bottom. */
export type CustomCardBlock =
  | { kind: 'text'; tag: CustomCardTextTag; align: CustomCardTextAlign | null; content: CustomCardInline[] }
  | { kind: 'list'; tag: 'ul' | 'ol'; align: CustomCardTextAlign | null; items: CustomCardInline[][] }
  /** An image section: decorative (Mobiledoc gives it no alternative text). */
  | { kind: 'image'; src: string }
  /** The listing's photos, stepped through with previous / next like the default card. */
  | { kind: 'listing-photos' }
  /** One fact of the listing; `label` is the payload's, else the attribute's default ('' shows none). */
  | { kind: 'listing-attribute'; attribute: CustomCardAttribute; label: string }
  /** Save / Comment / Remove, as the host wires them. */
  | { kind: 'listing-actions' }
  /** An image with text laid over its top and bottom edges. */
  | { kind: 'meme'; src: string; alt: string; topText: string; bottomText: string }

/**
 * Something of the document the card left out, for the editor to show. `pointer` is a JSON
 * Pointer into the document.
 *
 * @example
 * { pointer: '/cards/2/1/attribute', detail: "unknown attribute 'pool_size'" }
 */
export type CustomCardDrop = { pointer: string; detail: string }

/** A Mobiledoc document read for a custom listing card: what renders, and what was left out. */
export type CustomCard = { blocks: CustomCardBlock[]; dropped: CustomCardDrop[] }
