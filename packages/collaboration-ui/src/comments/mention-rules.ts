import { formatPrice } from '@idx/domain'
import type { Listing } from '@idx/domain'

/** A listing a comment may mention; `withdrawn` marks one gone from the feed (kept, shown as 'No longer available'). */
export type MentionListing = Pick<
  Listing,
  'id' | 'street' | 'city' | 'title' | 'price_in_dollars' | 'photo_urls' | 'cover_photo_url'
> & { withdrawn?: boolean | null }

/** The '@…' being typed: where its '@' is and the text after it. */
export type MentionQuery = { start: number; query: string }

/** The longest text after '@' still read as a mention (an address and a bit). */
const MAX_QUERY = 60

/**
 * The mention being typed just before the caret: an '@' at the start or after a space, followed by
 * no line break. Null when there is none.
 *
 * @example
 * mentionQuery('see @12 La', 10) // { start: 4, query: '12 La' }
 * mentionQuery('me@x.com', 8)    // null (an e-mail, not a mention)
 */
export function mentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret)
  const at = before.lastIndexOf('@')
  if (at < 0) return null
  if (at > 0 && !/\s/.test(before[at - 1] ?? '')) return null
  const query = before.slice(at + 1)
  if (query.includes('\n') || query.length > MAX_QUERY) return null
  return { start: at, query }
}

/** A listing's one-line address: 'street, city', else its title, else its id. */
export function listingAddress(listing: MentionListing): string {
  const parts = [listing.street, listing.city].filter((p): p is string => Boolean(p?.trim()))
  return parts.length ? parts.join(', ') : listing.title?.trim() || `Listing ${listing.id}`
}

/** The listing's price as the card shows it ('$450,000', or 'N/A'). */
export function listingPrice(listing: MentionListing): string {
  return formatPrice(listing.price_in_dollars ?? null)
}

/** The first photo, if any. */
export function listingPhoto(listing: MentionListing): string | null {
  return listing.cover_photo_url || listing.photo_urls?.[0] || null
}

/**
 * The listings matching a mention query by address (no case), withdrawn ones left out.
 *
 * @example
 * mentionMatches(listings, 'lake') // the listings whose address contains 'lake'
 */
export function mentionMatches(listings: readonly MentionListing[], query: string): MentionListing[] {
  const wanted = query.trim().toLocaleLowerCase()
  return listings.filter((l) => !l.withdrawn && listingAddress(l).toLocaleLowerCase().includes(wanted))
}

/**
 * The text with the mention (from its '@' to the caret) removed: the listing becomes the comment's
 * attachment instead. Returns the new text and where the caret goes.
 *
 * @example
 * removeMention('see @12 La now', { start: 4, query: '12 La' }) // { text: 'see  now', caret: 4 }
 */
export function removeMention(text: string, mention: MentionQuery): { text: string; caret: number } {
  const end = mention.start + 1 + mention.query.length
  return { text: text.slice(0, mention.start) + text.slice(end), caret: mention.start }
}
