import { readCardBlock } from './card-blocks.js'
import type {
  CustomCard,
  CustomCardBlock,
  CustomCardDrop,
  CustomCardTextAlign,
  CustomCardTextTag,
} from './custom-card-tree.js'
import { attributePairs, isRecord, quoted } from './document-values.js'
import type { Drop } from './document-values.js'
import { readAtoms, readMarkers, readMarkups } from './read-inline.js'
import type { InlineContext } from './read-inline.js'
import { safeImageSrc } from './safe-url.js'

/** The Mobiledoc versions a custom card reads: 0.3.2 only added section attributes (text alignment). */
export const MOBILEDOC_VERSIONS = ['0.3.0', '0.3.1', '0.3.2'] as const

/** Mobiledoc section type identifiers. */
const SECTION = { markup: 1, image: 2, list: 3, card: 10 } as const

const TEXT_TAGS: ReadonlySet<string> = new Set<CustomCardTextTag>([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'aside',
])
const LIST_TAGS: ReadonlySet<string> = new Set(['ul', 'ol'])
const ALIGNS: ReadonlySet<string> = new Set<CustomCardTextAlign>(['left', 'center', 'right', 'justify'])
const ALIGN_ATTRIBUTE = 'data-md-text-align'

/** One of the document's top-level lists; anything else reads as empty (and is reported). */
function list(document: Record<string, unknown>, member: string, drop: Drop): readonly unknown[] {
  const value = document[member]
  if (Array.isArray(value)) return value
  drop(`/${member}`, `${member} must be a list`)
  return []
}

/** A section's tag name, lower-cased as mobiledoc-kit writes it, if it is one of `tags`. */
function sectionTag(value: unknown, tags: ReadonlySet<string>): string | null {
  const tag = typeof value === 'string' ? value.toLowerCase() : null
  return tag !== null && tags.has(tag) ? tag : null
}

/** A section's attributes (Mobiledoc 0.3.2): only `data-md-text-align` means anything to a card. */
function readAlign(value: unknown, pointer: string, drop: Drop): CustomCardTextAlign | null {
  if (value === undefined) return null
  const attributes = attributePairs(value)
  if (attributes === null) {
    drop(pointer, 'section attributes must be a list')
    return null
  }
  for (const name of attributes.keys())
    if (name !== ALIGN_ATTRIBUTE) drop(pointer, `unknown section attribute ${quoted(name)}`)
  const align = attributes.get(ALIGN_ATTRIBUTE)
  if (align === undefined) return null
  if (typeof align === 'string' && ALIGNS.has(align)) return align as CustomCardTextAlign
  drop(pointer, `unknown text alignment ${quoted(align)}`)
  return null
}

function readSection(
  section: unknown,
  pointer: string,
  cards: readonly unknown[],
  context: InlineContext,
): CustomCardBlock | null {
  const { drop } = context
  if (!Array.isArray(section)) {
    drop(pointer, 'must be a section: [type, …]')
    return null
  }
  const [type, first, second, attributes] = section as unknown[]
  switch (type) {
    case SECTION.markup: {
      const tag = sectionTag(first, TEXT_TAGS)
      if (tag === null) break
      return {
        kind: 'text',
        tag: tag as CustomCardTextTag,
        align: readAlign(attributes, `${pointer}/3`, drop),
        content: readMarkers(second, `${pointer}/2`, context),
      }
    }
    case SECTION.list: {
      const tag = sectionTag(first, LIST_TAGS)
      if (tag === null) break
      const items = Array.isArray(second) ? second : []
      if (!Array.isArray(second)) drop(`${pointer}/2`, 'list items must be a list')
      return {
        kind: 'list',
        tag: tag as 'ul' | 'ol',
        align: readAlign(attributes, `${pointer}/3`, drop),
        items: items.map((item, index) => readMarkers(item, `${pointer}/2/${index}`, context)),
      }
    }
    case SECTION.image: {
      const src = safeImageSrc(first)
      if (src !== null) return { kind: 'image', src }
      drop(`${pointer}/1`, `image ${quoted(first)} is not an http(s), relative or data:image URL`)
      return null
    }
    case SECTION.card: {
      if (typeof first === 'number' && Number.isInteger(first) && first >= 0 && first < cards.length) {
        return readCardBlock(cards[first], `/cards/${first}`, drop)
      }
      drop(`${pointer}/1`, `refers to card ${quoted(first)}, which the document does not have`)
      return null
    }
    default:
      drop(`${pointer}/0`, `unknown section type ${quoted(type)}`)
      return null
  }
  drop(`${pointer}/1`, `unknown ${type === SECTION.list ? 'list' : 'text section'} tag ${quoted(first)}`)
  return null
}

/**
 * Reads an unknown value as a Mobiledoc 0.3 document (0.3.0 to 0.3.2) into the blocks of a
 * custom listing card. Never throws: whatever is malformed, unknown or unsafe is left out and
 * listed in `dropped` for the editor, and the rest still renders. Text sections p, h1-h6,
 * blockquote and aside; lists ul and ol; image sections; the card blocks of
 * `CUSTOM_CARD_NAMES`. Markups b, code, em, i, s, strong, sub, sup, u and links (http(s),
 * mailto, tel or relative) are kept; atoms render as their text.
 *
 * @example
 * readCustomCard({ version: '0.3.1', markups: [], atoms: [], cards: [['listing-photos', {}]],
 *   sections: [[10, 0], [1, 'p', [[0, [], 0, 'Hello']]]] })
 * // { blocks: [{ kind: 'listing-photos' }, { kind: 'text', tag: 'p', align: null,
 * //   content: [{ kind: 'text', text: 'Hello' }] }], dropped: [] }
 */
export function readCustomCard(document: unknown): CustomCard {
  const dropped: CustomCardDrop[] = []
  const drop: Drop = (pointer, detail) => dropped.push({ pointer, detail })
  if (!isRecord(document)) {
    drop('', 'must be a Mobiledoc document (an object)')
    return { blocks: [], dropped }
  }
  if (!(MOBILEDOC_VERSIONS as readonly unknown[]).includes(document.version)) {
    drop('/version', `version must be ${MOBILEDOC_VERSIONS.join(', ')}, not ${quoted(document.version)}`)
    return { blocks: [], dropped }
  }
  const context: InlineContext = {
    markups: readMarkups(list(document, 'markups', drop), drop),
    atoms: readAtoms(list(document, 'atoms', drop), drop),
    drop,
  }
  const cards = list(document, 'cards', drop)
  const blocks: CustomCardBlock[] = []
  list(document, 'sections', drop).forEach((section, index) => {
    const block = readSection(section, `/sections/${index}`, cards, context)
    if (block) blocks.push(block)
  })
  return { blocks, dropped }
}
