import {
  DATE_FORMATS,
  displayStatus,
  displayedLicense,
  formatAcres,
  formatDate,
  formatPhone,
  formatNumber,
  formatSquareFeet,
  isAddressUndisclosed,
  isForSale,
  listingBadge,
  listingBathrooms,
  listingCardAttribution,
  listingCardPrice,
  listingClosing,
  listingTitle,
  statusColorClass,
  toFiniteNumber,
  phoneHref,
  usableCoordinates,
} from '@idx/domain'
import type { LatLng, Listing, ListingClosing, StatusColorClass } from '@idx/domain'

/** One fact of the detail's facts row ('3 Beds'), with the spelled-out name for assistive technology. */
export type DetailFact = { key: 'beds' | 'baths' | 'sqft' | 'acres'; value: string; unit: string }

/** What the full view shows, decided from the listing and the site's switches (no React). */
export type DetailFacts = {
  title: string
  subtitle: string | null
  /** `null` when hidden (Sold). */
  price: string | null
  /** A Sold (or leased) listing's own closing: 'Sold on July 28th, 2026 for $620,000'. */
  closing: ListingClosing | null
  facts: DetailFact[]
  /** The canonical status, else `listing_status`; `null` when blank. */
  status: { text: string; color: StatusColorClass } | null
  /** 'Featured', 'Just Listed' or 'Leased' when it says more than the status. */
  badge: string | null
  mlsNumber: string | null
  /** 'Listed By {agent} with {broker}'. */
  listedBy: string | null
  /** 'Sold By {buyer agent} with {buyer office}': Sold listings only. */
  soldBy: string | null
  /** Office phone, with the site's extra info, as every phone on the site is written ('(512) 555-0100'). */
  officePhone: { text: string; href: string } | null
  /** 'Ask a Question' is offered for for-sale statuses only. */
  canAsk: boolean
  /** Where the map toggle centres, or `null` when the map is not offered (address undisclosed or no coordinates). */
  mapPoint: LatLng | null
  /** The CA licence line. */
  licenseLine: string | null
}

export type DetailFactsOptions = {
  fractionDisplay: boolean
  extraInfo: boolean
  /** IANA zone of the closing date. Default: the runtime's. */
  timeZone?: string
}

/** Whether the listing shows where it is: not 'Undisclosed Address' and not `disclose_address: false`. */
export function isAddressShown(listing: Pick<Listing, 'street' | 'disclose_address'>): boolean {
  return listing.disclose_address !== false && !isAddressUndisclosed(listing)
}

function present(text: string | null | undefined): string | null {
  const trimmed = text?.trim()
  return trimmed ? trimmed : null
}

/**
 * The decided content of a listing's full view: price hidden when Sold ('Contact for price' as on
 * the card) and its closing said instead, beds / baths (fraction display) / sq ft / lot acres, the status and its colour, the
 * credit lines, whether to offer 'Ask a Question' and the map, and the licence line for CA.
 */
export function detailFacts(listing: Listing, options: DetailFactsOptions): DetailFacts {
  const facts: DetailFact[] = []
  const beds = toFiniteNumber(listing.bedrooms)
  if (beds !== null && beds >= 0) facts.push({ key: 'beds', value: formatNumber(beds), unit: 'Beds' })
  const baths = listingBathrooms(listing, options)
  if (baths !== null) facts.push({ key: 'baths', value: baths, unit: 'Baths' })
  const squareFeet = toFiniteNumber(listing.square_feet)
  if (squareFeet !== null && squareFeet > 0) {
    facts.push({ key: 'sqft', value: formatSquareFeet(squareFeet).replace(/ sq\. ft\.$/, ''), unit: 'Sq Ft' })
  }
  const acres = toFiniteNumber(listing.lot_acre)
  if (acres !== null && acres > 0) {
    facts.push({ key: 'acres', value: formatAcres(acres).replace(/ acres$/, ''), unit: 'Lot Acres' })
  }
  const statusText = displayStatus(listing)
  const badge = listingBadge(listing)
  const credits = listingCardAttribution(listing, { extraInfo: true })
  const license = displayedLicense(listing)
  const officeDial = options.extraInfo ? phoneHref(listing.office_phone) : null
  return {
    title: listingTitle(listing),
    subtitle: present(listing.subtitle),
    price: listingCardPrice(listing),
    closing: listingClosing(listing, options.timeZone ? { zone: options.timeZone } : {}),
    facts,
    status: statusText ? { text: statusText, color: statusColorClass(statusText) } : null,
    badge: badge !== null && badge !== statusText ? badge : null,
    mlsNumber: present(listing.mls_number),
    listedBy: credits.listedBy,
    soldBy: credits.soldBy,
    officePhone: officeDial ? { text: formatPhone(listing.office_phone), href: officeDial } : null,
    canAsk: isForSale(statusText),
    mapPoint: isAddressShown(listing) ? usableCoordinates(listing) : null,
    licenseLine: license ? `${license.state} License # ${license.license_number}` : null,
  }
}

/** An open house as 'Sun, Mar 8th - 1:00pm to 3:00 pm' in `zone`. */
export function openHouseWhen(start: string, end: string, zone?: string): string {
  const options = zone ? { zone } : {}
  const from = formatDate(start, DATE_FORMATS.dayTime, options)
  const to = formatDate(end, DATE_FORMATS.time, options)
  return to ? `${from} to ${to}` : from
}
