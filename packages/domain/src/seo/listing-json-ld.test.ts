import { describe, expect, it } from 'vitest'
import { listingJsonLd } from './listing-json-ld.js'
import type { SeoListing } from './seo-listing.js'
import { activeHouse, OPTIONS, PRICE_TEXTS } from './seo.fixture.js'

type Node = Record<string, unknown>
const offerOf = (listing: SeoListing) => listingJsonLd(listing, OPTIONS).offers as Node
const placeOf = (listing: SeoListing) => listingJsonLd(listing, OPTIONS).mainEntity as Node

describe('listingJsonLd', () => {
  it('is a schema.org RealEstateListing of the page with its images and posting date', () => {
    const ld = listingJsonLd(activeHouse, OPTIONS)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      '@id': 'https://homes.example/app/listing/1105-w-mary-st-austin-tx-78704/7',
      url: 'https://homes.example/app/listing/1105-w-mary-st-austin-tx-78704/7',
      name: '1105 W Mary St, Austin, TX 78704',
      image: [
        'https://homes.example/api/v3/photos/7/0/1280x720.png',
        'https://homes.example/api/v3/photos/7/1/1280x720.png',
      ],
      datePosted: '2026-05-01T14:00:00.000Z',
      isPartOf: { '@type': 'WebSite', name: 'Lone Star Realty', url: 'https://homes.example/app/' },
    })
    expect(ld.description).toMatch(/^House for sale in Austin, TX 78704: \$450,000/)
  })

  it('describes the house with its address, coordinates, rooms and floor size', () => {
    expect(placeOf(activeHouse)).toEqual({
      '@type': 'SingleFamilyResidence',
      name: '1105 W Mary St, Austin, TX 78704',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1105 W Mary St',
        addressLocality: 'Austin',
        addressRegion: 'TX',
        postalCode: '78704',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 30.2489, longitude: -97.7623 },
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 3,
      floorSize: { '@type': 'QuantitativeValue', value: 1850, unitCode: 'FTK', unitText: 'sq. ft.' },
      yearBuilt: 1948,
    })
  })

  it('types the place by property type', () => {
    expect(placeOf({ ...activeHouse, property_type: 'Condominium' })['@type']).toBe('Apartment')
    expect(placeOf({ ...activeHouse, property_type: 'Townhouse' })['@type']).toBe('House')
    expect(placeOf({ ...activeHouse, property_type: null })['@type']).toBe('Accommodation')
    const land = placeOf({ ...activeHouse, type: 'Lots and Land', property_type: 'Lots and Land' })
    expect(land['@type']).toBe('Place')
    expect(land).not.toHaveProperty('numberOfBedrooms')
    expect(land).not.toHaveProperty('floorSize')
  })

  it('offers an Active purchase for sale, in stock, at its price in USD', () => {
    expect(offerOf(activeHouse)).toEqual({
      '@type': 'Offer',
      url: 'https://homes.example/app/listing/1105-w-mary-st-austin-tx-78704/7',
      price: 450000,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      offeredBy: { '@type': 'RealEstateAgent', name: 'Lone Star Realty' },
    })
  })

  it('offers a rental as a lease with the rent period', () => {
    const offer = offerOf({
      ...activeHouse,
      purchase_type: 'Lease',
      price_in_dollars: '2500',
      rent_frequency: 'Monthly',
    })
    expect(offer).toMatchObject({
      price: 2500,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 2500, priceCurrency: 'USD', unitCode: 'MON' },
    })
  })

  it.each([
    ['Pending', 'https://schema.org/LimitedAvailability'],
    ['Coming Soon', 'https://schema.org/PreOrder'],
    ['Sold', 'https://schema.org/SoldOut'],
    ['Leased/Rented', 'https://schema.org/SoldOut'],
  ])('gives a %s listing the availability %s', (status, availability) => {
    expect(offerOf({ ...activeHouse, listing_status: status, canonical_listing_status: status }).availability).toBe(
      availability,
    )
  })

  it.each([
    ['does not disclose its price', { disclose_price: false }],
    ['is password protected', { password_protected: true, locked: true }],
    ['is Sold', { listing_status: 'Sold', canonical_listing_status: 'Sold', sold_price_in_dollars: 450000 }],
  ] as const)('has no price anywhere when the listing %s', (_, overrides) => {
    const ld = listingJsonLd({ ...activeHouse, ...overrides }, OPTIONS)
    expect(ld.offers).not.toHaveProperty('price')
    expect(ld.offers).not.toHaveProperty('priceCurrency')
    const text = JSON.stringify(ld)
    for (const price of PRICE_TEXTS) expect(text).not.toContain(price)
  })

  it('has no street and no coordinates when the address is hidden', () => {
    const place = placeOf({ ...activeHouse, disclose_address: false })
    expect(place.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Austin',
      addressRegion: 'TX',
      postalCode: '78704',
      addressCountry: 'US',
    })
    expect(place).not.toHaveProperty('geo')
    expect(JSON.stringify(listingJsonLd({ ...activeHouse, disclose_address: false }, OPTIONS))).not.toContain('Mary')
  })

  it('leaves out what is unknown rather than writing empty members', () => {
    const ld = listingJsonLd({ id: '9', slug: '9-oak-ln' }, OPTIONS)
    expect(ld).not.toHaveProperty('image')
    expect(ld).not.toHaveProperty('datePosted')
    expect(ld.mainEntity).toEqual({
      '@type': 'Accommodation',
      name: 'Listing',
      address: { '@type': 'PostalAddress', addressCountry: 'US' },
    })
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'https://homes.example/app/listing/9-oak-ln/9',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    })
  })
})
