import type { CustomCardInline, CustomCardMarkupTag } from './custom-card-tree.js'
import { attributePairs, quoted } from './document-values.js'
import type { Drop } from './document-values.js'
import { safeLinkHref } from './safe-url.js'

const MARKUP_TAGS: ReadonlySet<string> = new Set<CustomCardMarkupTag>([
  'b',
  'code',
  'em',
  'i',
  's',
  'strong',
  'sub',
  'sup',
  'u',
])

/** mobiledoc-kit saves Shift+Enter as this atom: it renders as a line break, not as its text. */
const SOFT_RETURN_ATOM = '-soft-return'

/** A document markup as read: formatting, a link, or `null` when dropped (its text shows unformatted). */
export type ReadMarkup =
  { kind: 'markup'; tag: CustomCardMarkupTag } | { kind: 'link'; href: string; target: 'self' | 'blank' } | null

/** What a document's atoms and markups read as, for the markers that refer to them by index. */
export type InlineContext = { markups: readonly ReadMarkup[]; atoms: readonly (CustomCardInline | null)[]; drop: Drop }

/** Reads the document's `markups`, `[tagName, attributes?]` each. */
export function readMarkups(markups: readonly unknown[], drop: Drop): ReadMarkup[] {
  return markups.map((markup, index): ReadMarkup => {
    const pointer = `/markups/${index}`
    if (!Array.isArray(markup) || typeof markup[0] !== 'string') {
      drop(pointer, 'must be [tagName, attributes]')
      return null
    }
    const tag = markup[0].toLowerCase()
    if (tag === 'a') {
      const attributes = attributePairs(markup[1])
      const href = safeLinkHref(attributes?.get('href'))
      if (href === null) {
        drop(
          pointer,
          `link to ${quoted(attributes?.get('href'))} is not http(s), mailto, tel or relative: its text shows unlinked`,
        )
        return null
      }
      return { kind: 'link', href, target: attributes?.get('target') === '_blank' ? 'blank' : 'self' }
    }
    if (MARKUP_TAGS.has(tag)) return { kind: 'markup', tag: tag as CustomCardMarkupTag }
    drop(pointer, `unknown markup ${quoted(tag)}: its text shows unformatted`)
    return null
  })
}

/** Reads the document's `atoms`, `[name, text, payload]` each: an atom renders as its text. */
export function readAtoms(atoms: readonly unknown[], drop: Drop): (CustomCardInline | null)[] {
  return atoms.map((atom, index) => {
    if (!Array.isArray(atom) || typeof atom[0] !== 'string' || typeof atom[1] !== 'string') {
      drop(`/atoms/${index}`, 'must be [name, text, payload]')
      return null
    }
    return atom[0] === SOFT_RETURN_ATOM ? { kind: 'line-break' } : { kind: 'text', text: atom[1] }
  })
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

/** One open markup while the markers are read: where text goes, and whether it is inside a link. */
type Frame = { children: CustomCardInline[]; inLink: boolean }

/**
 * Reads a section's markers, `[type, openedMarkups, closedCount, value]` each (type 0 text, 1 an
 * atom index), into nested inline nodes. A dropped markup still counts as open, so the markers'
 * closed counts stay in step; anything left open closes at the end of the section.
 */
export function readMarkers(markers: unknown, pointer: string, context: InlineContext): CustomCardInline[] {
  const { markups, atoms, drop } = context
  const root: Frame = { children: [], inLink: false }
  if (!Array.isArray(markers)) {
    drop(pointer, 'markers must be a list')
    return root.children
  }
  const stack: Frame[] = [root]
  const top = () => stack[stack.length - 1] ?? root
  markers.forEach((marker: unknown, index) => {
    const at = `${pointer}/${index}`
    if (!Array.isArray(marker) || !Array.isArray(marker[1]) || !isIndex(marker[2])) {
      drop(at, 'must be [type, openedMarkups, closedCount, value]')
      return
    }
    const [type, opened, closed, value] = marker as [unknown, unknown[], number, unknown]
    for (const markupIndex of opened) {
      const markup = isIndex(markupIndex) ? markups[markupIndex] : undefined
      const parent = top()
      if (markup === undefined) drop(at, `opens markup ${quoted(markupIndex)}, which the document does not have`)
      if (markup?.kind === 'link' && parent.inLink) drop(at, 'a link inside a link shows as text')
      if (!markup || (markup.kind === 'link' && parent.inLink)) {
        // Dropped: its text goes where it would have gone without the markup.
        stack.push(parent)
        continue
      }
      const node = { ...markup, children: [] }
      parent.children.push(node)
      stack.push({ children: node.children, inLink: parent.inLink || markup.kind === 'link' })
    }
    const content = markerContent(type, value, atoms)
    if (typeof content === 'string') drop(type === 0 || type === 1 ? `${at}/3` : `${at}/0`, content)
    else if (content) top().children.push(content)
    if (closed > stack.length - 1) drop(`${at}/2`, 'closes more markups than are open')
    stack.length = Math.max(1, stack.length - closed)
  })
  return root.children
}

/** A marker's text or atom (`null` for an atom dropped already), or why the marker has none. */
function markerContent(
  type: unknown,
  value: unknown,
  atoms: readonly (CustomCardInline | null)[],
): CustomCardInline | null | string {
  if (type === 0) return typeof value === 'string' ? { kind: 'text', text: value } : 'a text marker must hold text'
  if (type !== 1) return `unknown marker type ${quoted(type)}`
  return isIndex(value) && value < atoms.length
    ? (atoms[value] ?? null)
    : `refers to atom ${quoted(value)}, which the document does not have`
}
