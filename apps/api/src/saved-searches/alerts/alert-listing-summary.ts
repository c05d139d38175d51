import { listingFullPath, listingPublicSlug } from '@idx/domain'
import { photoUrl } from '../../photos/index.js'

/**
 * A listing's card facts as an alert shows them, kept with each match (migration 0024): a
 * withdrawn listing's row is gone by the time its alert goes out, so its card is drawn from here.
 * `price` is the public price only (null when the listing hides it), as searches read it.
 */
export interface AlertListingSummary {
  title: string
  /** Root-relative path of the listing's full page, `/app/listing/{slug}/{id}`. */
  path: string
  /** Root-relative URL of its first photo; null without photos. */
  photo: string | null
  price: number | null
  bedrooms: number | null
  bathrooms: number | null
  status: string
  /** For a price change: the public price before it (null when hidden). */
  old_price?: number | null
  /** For a status change: the status before it. */
  old_status?: string
}

/** The listing columns a summary is made from. */
export interface SummarySourceRow {
  id: number
  title: string
  slug: string
  street: string | null
  city: string | null
  state_code: string | null
  zip: string | null
  disclose_address: boolean
  /** The public price (listings.search_price). */
  search_price: number | null
  bedrooms: number | null
  bathrooms: number | null
  photo_count: number
  listing_status: string
}

/** What a change record says the listing was before (listing_changes.old_value). */
export type ChangeBefore = { status: string; price: number | null } | null

/**
 * The summary of `row` for a match of `kind`; a price change keeps the old public price beside
 * the new one, a status change the old status.
 *
 * @example
 * alertListingSummary(row, 'price', { status: 'Active', price: 500000 }).old_price // 500000
 */
export function alertListingSummary(row: SummarySourceRow, kind: string, before: ChangeBefore): AlertListingSummary {
  const summary: AlertListingSummary = {
    title: row.disclose_address ? row.title : 'Undisclosed Address',
    path: listingFullPath({ id: row.id, slug: listingPublicSlug(row) }),
    photo: row.photo_count > 0 ? photoUrl(row.id, 0, '640x400') : null,
    price: row.search_price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    status: row.listing_status,
  }
  // The old price is shown only where the current one is (a hidden price stays hidden).
  if (kind === 'price' && before) summary.old_price = row.search_price === null ? null : before.price
  if (kind === 'status' && before) summary.old_status = before.status
  return summary
}
