import { IMAGE_SIZES } from '../listing/image-sizes.js'
import { UNDISCLOSED_ADDRESS } from '../listing/constants.js'
import { listingTitle } from '../custom-card/listing-title.js'
import { formatNumber } from '../format/number.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import { formatAcres, formatSquareFeet } from '../format/units.js'
import { truncateDescription } from '../listing/description.js'
import { isLeased } from '../listing/leased.js'
import { displayStatus } from '../listing/status.js'
import { listingCardPrice } from '../results/card-price.js'
import { sizedPhotoUrl } from '../results/photo-url.js'
import { listingBathrooms } from '../listing/listing-bathrooms.js'
import { absoluteUrl, type SeoDisclosure, type SeoListing } from './seo-listing.js'

// The texts of a listing page's head, shared by the meta tags and the JSON-LD. Internal to seo/.

/** Longest meta description we write; search engines show about 160 characters and cut the rest. */
export const SEO_DESCRIPTION_LENGTH = 300

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim()
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * `text` with a hidden street replaced by 'Undisclosed Address'. Only a raw listing still carries
 * its street (the API already blanks it), and the free texts it came with may repeat it.
 */
export function withoutStreet(text: string, listing: SeoListing, disclosure: SeoDisclosure): string {
  const street = clean(listing.street)
  if (disclosure.address || street === '' || street === UNDISCLOSED_ADDRESS) return text
  return text.replace(new RegExp(escapeRegExp(street), 'gi'), UNDISCLOSED_ADDRESS)
}

/**
 * The listing's headline: the `seo.og_title` (for twitter, `seo.twitter_title` first), else its
 * title and subtitle. A hidden address never uses the listing's own titles, which usually are the
 * street: it reads 'Undisclosed Address, {subtitle}'.
 */
export function seoHeadline(listing: SeoListing, disclosure: SeoDisclosure, channel: 'og' | 'twitter' = 'og'): string {
  const subtitle = clean(listing.subtitle)
  const join = (first: string) => [first, subtitle].filter((part) => part).join(', ')
  if (!disclosure.address) return withoutStreet(join(UNDISCLOSED_ADDRESS), listing, disclosure)
  const seoTitle = channel === 'twitter' ? clean(listing.seo?.twitter_title) || clean(listing.seo?.og_title) : ''
  return seoTitle || clean(listing.seo?.og_title) || join(listingTitle(listing))
}

/** 'House for sale', 'Condominium for rent', 'House sold'…: what the listing is and where it stands. */
function offerPhrase(listing: SeoListing): string {
  const kind = clean(listing.property_type) || clean(listing.type) || 'Property'
  const status = displayStatus(listing)
  const lease = listing.purchase_type === 'Lease' || listing.purchase_type === 'Leased'
  if (status === 'Leased/Rented' || isLeased(listing)) return `${kind} leased`
  if (status === 'Sold') return `${kind} sold`
  if (status === 'Coming Soon') return `${kind} coming soon ${lease ? 'for rent' : 'for sale'}`
  if (status === 'Pending') return `${kind} ${lease ? 'for rent' : 'for sale'}, pending`
  return `${kind} ${lease ? 'for rent' : 'for sale'}`
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many
}

/**
 * The listing's facts as a search result shows them: price (only when disclosed), beds, baths,
 * square feet (lot acres for land), formatted by the domain formatters.
 */
export function seoFacts(listing: SeoListing, disclosure: SeoDisclosure): string[] {
  const facts: string[] = []
  if (disclosure.price) {
    const price = listingCardPrice(listing)
    if (price !== null) facts.push(price)
  }
  const beds = toFiniteNumber(listing.bedrooms)
  if (beds !== null && beds > 0) facts.push(`${formatNumber(beds)} ${plural(beds, 'bed', 'beds')}`)
  const baths = listingBathrooms(listing, { fractionDisplay: disclosure.fractionDisplay })
  if (baths !== null && baths !== '0') facts.push(`${baths} ${baths === '1' ? 'bath' : 'baths'}`)
  const squareFeet = toFiniteNumber(listing.square_feet)
  if (squareFeet !== null && squareFeet > 0) facts.push(formatSquareFeet(squareFeet))
  const acres = toFiniteNumber(listing.lot_acre)
  if ((squareFeet === null || squareFeet <= 0) && acres !== null && acres > 0) facts.push(formatAcres(acres))
  return facts
}

/** The listing's own words: `seo.og_description` (twitter: `seo.twitter_description` first), else its description. */
export function seoText(listing: SeoListing, disclosure: SeoDisclosure, channel: 'og' | 'twitter' = 'og'): string {
  const seo = listing.seo
  const text =
    (channel === 'twitter' ? clean(seo?.twitter_description) : '') ||
    clean(seo?.og_description) ||
    clean(listing.description)
  return withoutStreet(text, listing, disclosure)
}

/**
 * The meta description: 'House for sale in Austin, TX 78704: $450,000, 3 beds, 2 baths, 1,850 sq.
 * ft. {the listing's own words}', cut to `SEO_DESCRIPTION_LENGTH` characters.
 */
export function seoDescription(listing: SeoListing, disclosure: SeoDisclosure): string {
  const place = clean(listing.subtitle) || [clean(listing.city), clean(listing.state_code)].filter(Boolean).join(', ')
  const facts = seoFacts(listing, disclosure)
  const sentence = `${offerPhrase(listing)}${place ? ` in ${withoutStreet(place, listing, disclosure)}` : ''}${
    facts.length > 0 ? `: ${facts.join(', ')}` : ''
  }`
  // 'sq. ft.' already ends the sentence.
  const summary = sentence.endsWith('.') ? sentence : `${sentence}.`
  const text = seoText(listing, disclosure)
  return truncateDescription(text ? `${summary} ${text}` : summary, SEO_DESCRIPTION_LENGTH).text
}

/**
 * The listing's photos as absolute URLs, largest size first: the gallery photos (1280x720), else
 * the cover photo at the gallery size. URLs that are not http(s) are dropped.
 */
export function seoImages(listing: SeoListing, base: string): string[] {
  const gallery = (listing.photo_urls ?? []).filter((url) => typeof url === 'string' && url.trim() !== '')
  const cover = clean(listing.cover_photo_url)
  const photos = gallery.length > 0 ? gallery : cover ? [cover] : []
  return photos
    .map((url) => absoluteUrl(sizedPhotoUrl(url.trim(), IMAGE_SIZES.gallery), base))
    .filter((url): url is string => url !== null)
}
