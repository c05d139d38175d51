import type { Mobiledoc } from '../site/idx-component.js'
import type { CustomCardAttribute } from './custom-card-attributes.js'
import type { CustomCardInline, CustomCardTextTag } from './custom-card-tree.js'
import { readCustomCard } from './read-custom-card.js'

/** A text block's look in the designer: a paragraph, a heading or small print. */
export type CardDesignTextTag = Extract<CustomCardTextTag, 'p' | 'h2' | 'h3' | 'aside'>

/**
 * One block of a card as the designer edits it, top to bottom. A text block's `text` is written
 * with the designer's marks: `**bold**`, `*italic*` and `[words](https://link)` (see `cardTextRuns`).
 */
export type CardDesignBlock =
  | { kind: 'listing-photos' }
  | { kind: 'listing-attribute'; attribute: CustomCardAttribute; label?: string }
  | { kind: 'listing-actions' }
  | { kind: 'meme'; src: string; alt: string; topText: string; bottomText: string }
  | { kind: 'text'; tag: CardDesignTextTag; text: string }

/** A run of text with its marks, as a text block's `text` reads. */
export type CardTextRun = { text: string; bold: boolean; italic: boolean; href: string | null }

const DESIGN_TAGS: ReadonlySet<string> = new Set<CardDesignTextTag>(['p', 'h2', 'h3', 'aside'])
const MARK = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/**
 * The runs of a text block's `text`: `**bold**`, `*italic*`, `[words](url)`; anything else is
 * plain text (marks do not nest; a link's safety is checked when the card reads it).
 *
 * @example
 * cardTextRuns('Call **now**: [us](tel:+1512)')
 * // [{ text: 'Call ', … }, { text: 'now', bold: true, … }, { text: ': ', … }, { text: 'us', href: 'tel:+1512', … }]
 */
export function cardTextRuns(text: string): CardTextRun[] {
  const runs: CardTextRun[] = []
  const plain = (value: string) => value && runs.push({ text: value, bold: false, italic: false, href: null })
  let last = 0
  for (const match of text.matchAll(MARK)) {
    plain(text.slice(last, match.index))
    const [, bold, italic, words, href] = match
    if (bold !== undefined) runs.push({ text: bold, bold: true, italic: false, href: null })
    else if (italic !== undefined) runs.push({ text: italic, bold: false, italic: true, href: null })
    else runs.push({ text: words ?? '', bold: false, italic: false, href: href ?? null })
    last = match.index + match[0].length
  }
  plain(text.slice(last))
  return runs
}

/** A read inline tree back in the designer's marks (formatting it cannot write is kept as text). */
function inlineText(nodes: readonly CustomCardInline[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return node.text
        case 'line-break':
          return ' '
        case 'link':
          return `[${inlineText(node.children)}](${node.href})`
        case 'markup': {
          const inner = inlineText(node.children)
          if (node.tag === 'b' || node.tag === 'strong') return `**${inner}**`
          if (node.tag === 'i' || node.tag === 'em') return `*${inner}*`
          return inner
        }
      }
    })
    .join('')
}

/**
 * A saved document as the designer's blocks: what the card reads of it (`readCustomCard`), text
 * sections as text blocks in the designer's marks. Lists and images, which the designer does not
 * add, become paragraphs (images are dropped).
 */
export function cardDesignBlocks(document: unknown): CardDesignBlock[] {
  const blocks: CardDesignBlock[] = []
  for (const block of readCustomCard(document).blocks) {
    switch (block.kind) {
      case 'listing-photos':
      case 'listing-actions':
        blocks.push({ kind: block.kind })
        break
      case 'listing-attribute':
        blocks.push({ kind: 'listing-attribute', attribute: block.attribute, label: block.label })
        break
      case 'meme':
        blocks.push({ ...block })
        break
      case 'text':
        blocks.push({
          kind: 'text',
          tag: DESIGN_TAGS.has(block.tag) ? (block.tag as CardDesignTextTag) : 'p',
          text: inlineText(block.content),
        })
        break
      case 'list':
        for (const item of block.items) blocks.push({ kind: 'text', tag: 'p', text: inlineText(item) })
        break
      case 'image':
        break
    }
  }
  return blocks
}

/**
 * The designer's blocks as a Mobiledoc 0.3.1 document the card reads back unchanged.
 *
 * @example
 * cardDesignMobiledoc([{ kind: 'listing-photos' }, { kind: 'text', tag: 'p', text: '**New**' }])
 * // { version: '0.3.1', markups: [['strong']], atoms: [], cards: [['listing-photos', {}]],
 * //   sections: [[10, 0], [1, 'p', [[0, [0], 1, 'New']]]] }
 */
export function cardDesignMobiledoc(blocks: readonly CardDesignBlock[]): Mobiledoc {
  const markups: unknown[][] = []
  const cards: unknown[] = []
  const sections: unknown[] = []
  const markupIndex = (markup: unknown[]) => {
    const key = JSON.stringify(markup)
    const found = markups.findIndex((entry) => JSON.stringify(entry) === key)
    if (found !== -1) return found
    markups.push(markup)
    return markups.length - 1
  }
  for (const block of blocks) {
    if (block.kind === 'text') {
      const markers = cardTextRuns(block.text).map((run) => {
        const opened = [
          ...(run.bold ? [markupIndex(['strong'])] : []),
          ...(run.italic ? [markupIndex(['em'])] : []),
          ...(run.href ? [markupIndex(['a', ['href', run.href]])] : []),
        ]
        return [0, opened, opened.length, run.text]
      })
      sections.push([1, block.tag, markers])
      continue
    }
    const { kind, ...payload } = block
    cards.push([kind, payload])
    sections.push([10, cards.length - 1])
  }
  return { version: '0.3.1', markups, atoms: [], cards, sections }
}
