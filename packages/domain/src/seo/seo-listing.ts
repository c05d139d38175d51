import { isAddressUndisclosed } from '../listing/address.js'
import { priceText } from '../listing/price-text.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import type { Listing } from '../listing/types.js'

/**
 * A listing as the SEO builders read it: the domain `Listing`, plus what the API's listing
 * resource says about its password (`password_protected`, and `locked` while the request has not
 * unlocked it).
 */
export type SeoListing = Listing & { locked?: boolean | null; password_protected?: boolean | null }

/** Options of `listingSeoHead` and `listingJsonLd`. */
export type ListingSeoOptions = {
  /** The site's name: `og:site_name` and the end of the page title. */
  siteName: string
  /**
   * Where the site is reached, e.g. 'https://homes.example' (a path prefix the site is served under
   * is kept): the canonical URL and every image URL are absolute against it.
   */
  origin: string
  /** The site's `features.fraction_display.enabled`: bathrooms as the page writes them ('2 1/2'). Default false, as the page's. */
  fractionDisplay?: boolean
}

/** What a listing page may tell search engines and link previews. */
export type SeoDisclosure = {
  /** The asking price may appear (descriptions, the JSON-LD offer). */
  price: boolean
  /** The street, the coordinates and the listing's own title may appear. */
  address: boolean
  /** Bathrooms are written as the page writes them (`listingBathrooms`): '2 1/2' when true. */
  fractionDisplay: boolean
}

/**
 * What a listing page's meta tags and JSON-LD may disclose. The price is withheld when the listing
 * hides it (`disclose_price` false), needs a password (`locked`, `password_protected` or a
 * `password`: the page is public and cached by crawlers, so even an unlocked session's page must
 * not carry it), is Sold (the spec hides a Sold price), or has no price. The address is withheld
 * when `disclose_address` is false or the street is 'Undisclosed Address'.
 *
 * @example
 * seoDisclosure({ id: '7', listing_status: 'Active', price_in_dollars: 450000 }) // { price: true, address: true, fractionDisplay: false }
 * seoDisclosure({ id: '7', listing_status: 'Sold', price_in_dollars: 450000 })   // { price: false, address: true, fractionDisplay: false }
 */
export function seoDisclosure(
  listing: SeoListing,
  options: Pick<ListingSeoOptions, 'fractionDisplay'> = {},
): SeoDisclosure {
  const passwordProtected =
    listing.locked === true || listing.password_protected === true || Boolean(listing.password?.trim())
  const price = toFiniteNumber(listing.price_in_dollars)
  return {
    price:
      listing.disclose_price !== false &&
      !passwordProtected &&
      priceText(listing) !== null &&
      price !== null &&
      price > 0,
    address: listing.disclose_address !== false && !isAddressUndisclosed(listing),
    fractionDisplay: options.fractionDisplay ?? false,
  }
}

/**
 * `origin` without trailing slashes, checked to be an absolute http(s) URL. Throws otherwise: a
 * relative canonical URL is a programmer mistake that crawlers would silently misread.
 */
export function seoBase(origin: string): string {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    throw new Error(`SEO options need an absolute origin such as 'https://homes.example', got '${origin}'`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SEO options need an http(s) origin such as 'https://homes.example', got '${origin}'`)
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/** `url` made absolute against `base` (a root-relative path keeps base's path prefix), or null when it is not http(s). */
export function absoluteUrl(url: string | null | undefined, base: string): string | null {
  const trimmed = url?.trim()
  if (!trimmed) return null
  let resolved: URL
  try {
    resolved = trimmed.startsWith('/') && !trimmed.startsWith('//') ? new URL(base + trimmed) : new URL(trimmed, base)
  } catch {
    return null
  }
  return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : null
}
