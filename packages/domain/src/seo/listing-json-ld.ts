import { usableCoordinates } from '../listing/coordinates.js'
import { displayStatus } from '../listing/status.js'
import { APP_ROOT } from '../routes/app-root.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import { listingCanonicalUrl } from './listing-canonical-url.js'
import { seoBase, seoDisclosure, type ListingSeoOptions, type SeoListing } from './seo-listing.js'
import { seoDescription, seoHeadline, seoImages } from './seo-texts.js'

/** schema.org's GoodRelations business functions: selling, or leasing out. */
const SELL = 'http://purl.org/goodrelations/v1#Sell'
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut'

/** schema.org ItemAvailability by listing status; other statuses say none. */
const AVAILABILITY: Readonly<Record<string, string>> = {
  Active: 'https://schema.org/InStock',
  // Pending is still for sale in the spec (backup offers; 'Ask a Question' shows).
  Pending: 'https://schema.org/LimitedAvailability',
  'Coming Soon': 'https://schema.org/PreOrder',
  Sold: 'https://schema.org/SoldOut',
  'Leased/Rented': 'https://schema.org/SoldOut',
}

/**
 * The schema.org type of the place a listing offers. Houses of every kind are
 * SingleFamilyResidence or House, flats Apartment; commercial space and land are a Place (schema.org
 * has no type for them that takes rooms or a floor size).
 */
const RESIDENCE_TYPES: Readonly<Record<string, string>> = {
  House: 'SingleFamilyResidence',
  'Mobile Home': 'SingleFamilyResidence',
  Townhouse: 'House',
  Duplex: 'House',
  Apartment: 'Apartment',
  Condominium: 'Apartment',
}

/** Types that are an Accommodation, so they may carry rooms and a floor size. */
const ACCOMMODATIONS = new Set(['SingleFamilyResidence', 'House', 'Apartment', 'Accommodation'])

/** UN/CEFACT units of a rent's period. */
const RENT_UNITS: Readonly<Record<string, string>> = { Monthly: 'MON', Weekly: 'WEE', Daily: 'DAY' }

function residenceType(listing: SeoListing): string {
  const mapped = RESIDENCE_TYPES[listing.property_type ?? '']
  if (mapped) return mapped
  const type = listing.type ?? 'Residential'
  return type === 'Residential' ? 'Accommodation' : 'Place'
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function positive(value: unknown): number | undefined {
  const number = toFiniteNumber(value)
  return number !== null && number > 0 ? number : undefined
}

/** Drops undefined members, so the JSON-LD has no empty keys. */
function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined))
}

function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/**
 * The schema.org JSON-LD of a listing page: a `RealEstateListing` (name, description, canonical
 * url, absolute images, `datePosted` from `listed_at`) whose `mainEntity` is the place (a
 * `SingleFamilyResidence`, `House`, `Apartment`, `Accommodation` or `Place` by property type) with
 * its `PostalAddress`, `GeoCoordinates`, bedrooms, bathrooms and floor size when known, and whose
 * `offers` is an `Offer`: price in USD, availability by status, `businessFunction` sell or lease.
 * Nothing the page withholds is in it: no price when `seoDisclosure` hides it (undisclosed,
 * password-protected, Sold), no street and no coordinates when the address is hidden.
 *
 * @example
 * listingJsonLd({ id: '7', title: '7 Main St', listing_status: 'Active', price_in_dollars: 450000 },
 *   { siteName: 'Lone Star Realty', origin: 'https://homes.example' }).offers
 * // { '@type': 'Offer', price: 450000, priceCurrency: 'USD', availability: 'https://schema.org/InStock', … }
 */
export function listingJsonLd(listing: SeoListing, options: ListingSeoOptions): Record<string, unknown> {
  const base = seoBase(options.origin)
  const disclosure = seoDisclosure(listing, options)
  const url = listingCanonicalUrl(listing, base)
  const status = displayStatus(listing)
  const type = residenceType(listing)
  const coordinates = disclosure.address ? usableCoordinates(listing) : null
  const lease = listing.purchase_type === 'Lease' || listing.purchase_type === 'Leased'
  const price = disclosure.price ? positive(listing.price_in_dollars) : undefined
  const rentUnit = lease ? RENT_UNITS[listing.rent_frequency ?? ''] : undefined
  const squareFeet = positive(listing.square_feet)
  const bathrooms = positive(listing.bathrooms)

  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: disclosure.address ? text(listing.street) : undefined,
    addressLocality: text(listing.city),
    addressRegion: text(listing.state_code),
    postalCode: text(listing.zip),
    addressCountry: 'US',
  })
  const accommodation = ACCOMMODATIONS.has(type)
  const place = compact({
    '@type': type,
    name: seoHeadline(listing, disclosure),
    address,
    geo: coordinates ? { '@type': 'GeoCoordinates', latitude: coordinates[0], longitude: coordinates[1] } : undefined,
    numberOfBedrooms: accommodation ? positive(listing.bedrooms) : undefined,
    // schema.org counts bathrooms as a whole number: a half bath is a bathroom.
    numberOfBathroomsTotal: accommodation && bathrooms !== undefined ? Math.ceil(bathrooms) : undefined,
    floorSize:
      accommodation && squareFeet !== undefined
        ? { '@type': 'QuantitativeValue', value: squareFeet, unitCode: 'FTK', unitText: 'sq. ft.' }
        : undefined,
    yearBuilt: accommodation ? positive(listing.year_built) : undefined,
  })
  const broker = text(listing.listing_broker)
  const offer = compact({
    '@type': 'Offer',
    url,
    price,
    priceCurrency: price !== undefined ? 'USD' : undefined,
    priceSpecification:
      price !== undefined && rentUnit
        ? { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', unitCode: rentUnit }
        : undefined,
    availability: AVAILABILITY[status],
    businessFunction: lease ? LEASE_OUT : SELL,
    offeredBy: broker ? { '@type': 'RealEstateAgent', name: broker } : undefined,
  })
  const images = seoImages(listing, base)
  const siteName = text(options.siteName)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    name: seoHeadline(listing, disclosure),
    description: seoDescription(listing, disclosure),
    url,
    image: images.length > 0 ? images : undefined,
    datePosted: isoDate(listing.listed_at),
    isPartOf: siteName ? { '@type': 'WebSite', name: siteName, url: `${base}${APP_ROOT}` } : undefined,
    mainEntity: place,
    offers: offer,
  })
}
