import { LISTING_CARD_FIELDS, UNDISCLOSED_ADDRESS } from '@idx/domain'
import type { ListingSummary } from '../collections.tables.js'
import { distinctResources, identifier, type Resource } from '../../jsonapi/resource.js'
import { listingResource, type ListingRow, NO_UNLOCKS, type UnlockedListings } from '../../listings/index.js'
import { userNameResource } from '../../users/index.js'
import type { CommentRow } from './comments.repository.js'

// Comment rows to JSON:API: `comments` resources with their authors and listings included.

/** The attributes of a listing a comment names: those of a card. */
export const CARD_FIELDS: ReadonlySet<string> = new Set(LISTING_CARD_FIELDS)

/** What a comment's listing was when it was named: stored with the comment for when it leaves the feed. */
export function listingSummary(row: ListingRow): ListingSummary {
  const priceShown = row.disclose_price && !row.password_protected
  return {
    title: row.disclose_address ? row.title : UNDISCLOSED_ADDRESS,
    city_state: row.city_state,
    price_in_dollars: priceShown ? row.price_in_dollars : null,
  }
}

function isoText(moment: Date | string): string {
  return new Date(moment).toISOString()
}

/**
 * A comment as a `comments` resource (spec section 3): `title` is the title of the listing it names
 * (as it was then), `property_id` that listing's id; the author is `user`, the collection
 * `commentable` (of `commentableType`: `collections`, or `saved-search` for a saved search's chat).
 */
export function commentResource(row: CommentRow, commentableType = 'collections'): Resource {
  return {
    id: String(row.id),
    type: 'comments',
    attributes: {
      body: row.body,
      title: row.listing_summary?.title ?? null,
      property_id: row.listing_id === null ? null : String(row.listing_id),
      created_at: isoText(row.created_at),
      updated_at: isoText(row.updated_at),
    },
    relationships: {
      user: { data: row.user_id === null ? null : identifier('users', row.user_id) },
      property: { data: row.listing_id === null ? null : identifier('listings', row.listing_id) },
      commentable: { data: identifier(commentableType, row.collection_id) },
    },
  }
}

/**
 * A listing no longer in the feed, as its comments still show it: the facts stored when it was
 * named, `listing_status` Withdrawn and `unavailable` true.
 */
function unavailableListingResource(id: number, summary: ListingSummary | null): Resource {
  return {
    id: String(id),
    type: 'listings',
    attributes: {
      title: summary?.title ?? null,
      city_state: summary?.city_state ?? null,
      price_in_dollars: summary?.price_in_dollars ?? null,
      listing_status: 'Withdrawn',
      unavailable: true,
    },
  }
}

/**
 * The authors and listings `rows` name, each once: a listing still in the feed (`listings`, found by
 * id) as a card (LISTING_CARD_FIELDS), one gone from it from its stored summary.
 */
export function commentIncluded(
  rows: readonly CommentRow[],
  listings: ReadonlyMap<number, ListingRow>,
  unlocked: UnlockedListings = NO_UNLOCKS,
): Resource[] {
  const authors = rows.flatMap((row) =>
    row.user_id === null
      ? []
      : [userNameResource({ id: row.user_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '' })],
  )
  const named = rows.flatMap((row) => {
    if (row.listing_id === null) return []
    const listing = listings.get(row.listing_id)
    return [
      listing
        ? listingResource(listing, 'listings', CARD_FIELDS, unlocked)
        : unavailableListingResource(row.listing_id, row.listing_summary),
    ]
  })
  return distinctResources<Resource>([...authors, ...named])
}
