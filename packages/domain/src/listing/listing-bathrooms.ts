import { formatBathrooms } from '../format/bathrooms.js'
import { formatNumber } from '../format/number.js'
import { formatYesNo } from '../format/yes-no.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import type { LabelledValue, Listing } from './types.js'
import { NOT_AVAILABLE_TEXT } from '../format/not-available.js'

/** Options of `listingBathrooms` and `detailFieldText`. */
export type BathroomsDisplayOptions = {
  /** The site's `features.fraction_display.enabled`: '2 1/2' rather than '2.5'. */
  fractionDisplay: boolean
}

/** '2 1/2' → 2.5, '1/2' → 0.5, '3' → 3; null for any other text. */
function countOfFractionText(text: string): number | null {
  const match = /^(?:(\d+)\s+)?(\d+)\/(\d+)$|^(\d+(?:\.\d+)?)$/.exec(text.trim())
  if (!match) return null
  if (match[4] !== undefined) return Number(match[4])
  const bottom = Number(match[3])
  return bottom === 0 ? null : Number(match[1] ?? 0) + Number(match[2]) / bottom
}

/**
 * A listing's bathrooms as every place on the site writes them (the card's BA, the detail's
 * facts row and its labelled Bathrooms field, the page's description for search engines): one
 * count, `bathrooms` or else the API's `bathrooms_fraction` read back as a number, through
 * `formatBathrooms` with the site's fraction display. So a page never says '3 1/2 Baths' beside
 * 'Bathrooms 3.5'. Only a `bathrooms_fraction` text that is not a count is shown as sent; no
 * bathrooms (or a negative count) is `null`, and the fact is left out.
 *
 * @example
 * listingBathrooms({ bathrooms: 3.5 }, { fractionDisplay: true })  // '3 1/2'
 * listingBathrooms({ bathrooms_fraction: '3 1/2' }, { fractionDisplay: false }) // '3.5'
 * listingBathrooms({ bathrooms: null }, { fractionDisplay: true }) // null
 */
export function listingBathrooms(
  listing: Pick<Listing, 'bathrooms' | 'bathrooms_fraction'>,
  options: BathroomsDisplayOptions,
): string | null {
  const sent = typeof listing.bathrooms_fraction === 'string' ? listing.bathrooms_fraction.trim() : ''
  const count =
    toFiniteNumber(listing.bathrooms) ?? toFiniteNumber(listing.bathrooms_fraction) ?? countOfFractionText(sent)
  if (count !== null) return count < 0 ? null : formatBathrooms(count, options)
  return sent === '' ? null : sent
}

/** Labels a feed gives its bathroom count under ('Bathrooms', 'Baths', 'Bathrooms Total', 'Total Baths'). */
const BATHROOMS_LABEL = /^(?:total\s+)?(?:bathrooms|baths)(?:\s+total)?$/i

/**
 * A labelled detail-section value as text: booleans Yes/No, numbers formatted, blank 'N/A', any
 * other text as sent. A bathroom count (see `BATHROOMS_LABEL`) goes through the same rule as the
 * facts row (`listingBathrooms`), so the sections agree with the header.
 *
 * @example
 * detailFieldText({ label: 'Bathrooms', value: 3.5 }, { fractionDisplay: true }) // '3 1/2'
 * detailFieldText({ label: 'Pool', value: false }, { fractionDisplay: true })    // 'No'
 */
export function detailFieldText(field: LabelledValue, options: BathroomsDisplayOptions): string {
  const { label, value } = field
  if (BATHROOMS_LABEL.test(label.trim()) && (typeof value === 'number' || typeof value === 'string')) {
    return listingBathrooms({ bathrooms_fraction: value }, options) ?? NOT_AVAILABLE_TEXT
  }
  if (typeof value === 'boolean') return formatYesNo(value)
  if (typeof value === 'number') return formatNumber(value)
  const text = value?.trim()
  return text ? text : NOT_AVAILABLE_TEXT
}
