import type { CustomCard, CustomCardBlock, CustomCardInline } from './custom-card-tree.js'
import { readCustomCard } from './read-custom-card.js'

function showsText(nodes: readonly CustomCardInline[]): boolean {
  return nodes.some((node) =>
    node.kind === 'text' ? node.text.trim() !== '' : node.kind !== 'line-break' && showsText(node.children),
  )
}

/**
 * Whether a block shows nothing: a text section or list without any visible text (a blank line
 * typed in the editor). Every other block shows something of the listing or an image.
 */
export function isBlankBlock(block: CustomCardBlock): boolean {
  if (block.kind === 'text') return !showsText(block.content)
  if (block.kind === 'list') return !block.items.some(showsText)
  return false
}

/**
 * Whether a read card shows nothing: no blocks, or only blank text (the empty paragraph an
 * editor keeps after everything was deleted). Such a card falls back to the default card.
 */
export function isBlankCustomCard(card: CustomCard): boolean {
  return card.blocks.every(isBlankBlock)
}

/**
 * Whether a saved document gives a custom card nothing to show, so the host renders the default
 * card instead: no sections (`EMPTY_MOBILEDOC`), only blank paragraphs, or nothing readable
 * (not a Mobiledoc 0.3 document, or every section dropped).
 *
 * @example
 * isEmptyMobiledoc(EMPTY_MOBILEDOC)                                            // true
 * isEmptyMobiledoc({ ...EMPTY_MOBILEDOC, sections: [[1, 'p', []]] })           // true
 * isEmptyMobiledoc({ ...EMPTY_MOBILEDOC, sections: [[1, 'p', [[0, [], 0, 'Hi']]]] }) // false
 */
export function isEmptyMobiledoc(document: unknown): boolean {
  return isBlankCustomCard(readCustomCard(document))
}
