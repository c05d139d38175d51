import { escapePointerToken } from '../search/json-pointer.js'
import { isCustomCardAttribute } from './card-attribute.js'
import { CUSTOM_CARD_ATTRIBUTES } from './custom-card-attributes.js'
import type { CustomCardBlock, CustomCardName } from './custom-card-tree.js'
import { isRecord, quoted } from './document-values.js'
import type { Drop } from './document-values.js'
import { safeImageSrc } from './safe-url.js'

/**
 * The payload members each card block takes (see the package README for their meaning):
 *
 * - `listing-photos` `{}`: the listing's photos, previous / next like the default card;
 * - `listing-attribute` `{ attribute, label? }`: one listing field (`CUSTOM_CARD_ATTRIBUTES`);
 * - `listing-actions` `{}`: Save / Comment / Remove, as the host wires them;
 * - `meme` `{ src, alt?, topText?, bottomText? }`: an image with text over its top and bottom.
 */
export const CUSTOM_CARD_PAYLOAD_MEMBERS = {
  'listing-photos': [],
  'listing-attribute': ['attribute', 'label'],
  'listing-actions': [],
  meme: ['src', 'alt', 'topText', 'bottomText'],
} as const satisfies Readonly<Record<CustomCardName, readonly string[]>>

/** The card blocks the listing-card editor offers, by their Mobiledoc card name. */
export const CUSTOM_CARD_NAMES = Object.keys(CUSTOM_CARD_PAYLOAD_MEMBERS) as readonly CustomCardName[]

function isCustomCardName(value: unknown): value is CustomCardName {
  return typeof value === 'string' && Object.hasOwn(CUSTOM_CARD_PAYLOAD_MEMBERS, value)
}

/** An optional text member: trimmed, '' when missing; reported and '' when it is not text. */
function optionalText(payload: Record<string, unknown>, member: string, pointer: string, drop: Drop): string {
  const value = payload[member]
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value.trim()
  drop(`${pointer}/${member}`, `${member} must be text`)
  return ''
}

/**
 * Reads one entry of a document's `cards`, `[name, payload]`, into a block; `null` (and a drop)
 * when the name is unknown or the payload unusable. Members a block does not take are reported
 * and ignored: the block still renders.
 */
export function readCardBlock(card: unknown, pointer: string, drop: Drop): CustomCardBlock | null {
  if (!Array.isArray(card)) {
    drop(pointer, 'must be [name, payload]')
    return null
  }
  const [name, payload = {}] = card as [unknown, unknown?]
  if (!isCustomCardName(name)) {
    drop(`${pointer}/0`, `unknown card ${quoted(name)}`)
    return null
  }
  const at = `${pointer}/1`
  if (!isRecord(payload)) {
    drop(at, `the ${name} payload must be an object`)
    return null
  }
  const members: readonly string[] = CUSTOM_CARD_PAYLOAD_MEMBERS[name]
  for (const member of Object.keys(payload)) {
    if (!members.includes(member)) drop(`${at}/${escapePointerToken(member)}`, `${name} takes no ${quoted(member)}`)
  }
  switch (name) {
    case 'listing-photos':
    case 'listing-actions':
      return { kind: name }
    case 'listing-attribute': {
      const { attribute } = payload
      if (!isCustomCardAttribute(attribute)) {
        drop(
          `${at}/attribute`,
          attribute === undefined ? 'attribute is required' : `unknown attribute ${quoted(attribute)}`,
        )
        return null
      }
      // A label the admin cleared ('') shows no label; a missing one shows the attribute's own.
      const label = typeof payload.label === 'string' ? payload.label.trim() : CUSTOM_CARD_ATTRIBUTES[attribute].label
      if (payload.label !== undefined && typeof payload.label !== 'string') drop(`${at}/label`, 'label must be text')
      return { kind: 'listing-attribute', attribute, label }
    }
    case 'meme': {
      const src = safeImageSrc(payload.src)
      if (src === null) {
        drop(`${at}/src`, `image ${quoted(payload.src)} is not an http(s), relative or data:image URL`)
        return null
      }
      return {
        kind: 'meme',
        src,
        alt: optionalText(payload, 'alt', at, drop),
        topText: optionalText(payload, 'topText', at, drop),
        bottomText: optionalText(payload, 'bottomText', at, drop),
      }
    }
  }
}
