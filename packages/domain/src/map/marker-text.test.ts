import { describe, expect, it } from 'vitest'
import {
  clusterMarkerLabel,
  clusterMarkerText,
  listingMarkerLabel,
  listingMarkerText,
  multiListingMarkerLabel,
  multiListingMarkerText,
  savedListingMarkerLabel,
  savedMultiListingMarkerLabel,
} from './marker-text.js'

describe('clusterMarkerText (clusters show their count)', () => {
  it.each([
    [1, '1'],
    [42, '42'],
    [1234, '1,234'],
    [9999, '9,999'],
    [10000, '10K'],
    [12345, '12.3K'],
    [123456, '123K'],
    [1234567, '1.23M'],
  ])('%j shows %s', (count, text) => {
    expect(clusterMarkerText(count)).toBe(text)
  })
})

describe('clusterMarkerLabel', () => {
  it.each([
    [1, '1 listing in this area. Zoom in'],
    [240, '240 listings in this area. Zoom in'],
    [1234567, '1,234,567 listings in this area. Zoom in'],
  ])('announces the exact count of %j', (count, label) => {
    expect(clusterMarkerLabel(count)).toBe(label)
  })
})

describe('listingMarkerText (markers show abbreviated price or N/A)', () => {
  it.each([
    [450000, '$450K'],
    [1250000, '$1.3M'],
    ['9500', '$9,500'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [0, 'N/A'],
  ])('%j shows %s', (price, text) => {
    expect(listingMarkerText({ price_in_dollars: price })).toBe(text)
  })
})

describe('listingMarkerLabel', () => {
  it('reads the price and the address', () => {
    expect(listingMarkerLabel({ price_in_dollars: 450000, title: '1 Test St', subtitle: 'Austin, TX 78704' })).toBe(
      '$450K, 1 Test St, Austin, TX 78704',
    )
  })

  it('skips blank parts and says N/A without a price', () => {
    expect(listingMarkerLabel({ price_in_dollars: null, title: '1 Test St', subtitle: ' ' })).toBe('N/A, 1 Test St')
  })
})

describe('multiListingMarkerText (a multi-listing marker shows {n} listings)', () => {
  it.each([
    [2, '2 listings'],
    [12, '12 listings'],
    [1500, '1,500 listings'],
  ])('%j shows %s', (count, text) => {
    expect(multiListingMarkerText(count)).toBe(text)
  })
})

describe('multiListingMarkerLabel', () => {
  it('names the count and the first address', () => {
    const units = [
      { title: '100 Congress Ave #1', subtitle: 'Austin, TX 78701' },
      { title: '100 Congress Ave #2', subtitle: 'Austin, TX 78701' },
    ]
    expect(multiListingMarkerLabel(units)).toBe('2 listings at 100 Congress Ave #1, Austin, TX 78701')
  })

  it('is the count alone without an address', () => {
    expect(multiListingMarkerLabel([{}, {}, {}])).toBe('3 listings')
  })
})

describe('saved marker labels', () => {
  it("ends a saved listing's name with Saved", () => {
    expect(savedListingMarkerLabel('$450K, 1 Test St, Austin, TX 78704')).toBe(
      '$450K, 1 Test St, Austin, TX 78704, Saved',
    )
  })

  it('counts the saved listings of a multi-listing marker, and says nothing when none is', () => {
    expect(savedMultiListingMarkerLabel('4 listings at 100 Congress Ave #1', 2)).toBe(
      '4 listings at 100 Congress Ave #1, 2 saved',
    )
    expect(savedMultiListingMarkerLabel('4 listings at 100 Congress Ave #1', 0)).toBe(
      '4 listings at 100 Congress Ave #1',
    )
  })
})
