import { describe, expect, it } from 'vitest'
import { detailFieldText, listingBathrooms } from './listing-bathrooms.js'

const on = { fractionDisplay: true }
const off = { fractionDisplay: false }

describe('listingBathrooms', () => {
  it('writes the count with the site fraction display', () => {
    expect(listingBathrooms({ bathrooms: 3.5 }, on)).toBe('3 1/2')
    expect(listingBathrooms({ bathrooms: 3.5 }, off)).toBe('3.5')
    expect(listingBathrooms({ bathrooms: '2' }, on)).toBe('2')
  })

  it('reads the API fraction text back as a count, so it follows the same display', () => {
    expect(listingBathrooms({ bathrooms_fraction: '3 1/2' }, off)).toBe('3.5')
    expect(listingBathrooms({ bathrooms_fraction: '3 1/2' }, on)).toBe('3 1/2')
    expect(listingBathrooms({ bathrooms_fraction: '1/2' }, off)).toBe('0.5')
    expect(listingBathrooms({ bathrooms_fraction: '4' }, on)).toBe('4')
  })

  it('prefers the count to a fraction text that disagrees with it', () => {
    expect(listingBathrooms({ bathrooms: 2.5, bathrooms_fraction: '2 1/2' }, off)).toBe('2.5')
  })

  it('shows a text that is not a count as sent, and nothing for no bathrooms', () => {
    expect(listingBathrooms({ bathrooms_fraction: 'Two full, one half' }, on)).toBe('Two full, one half')
    expect(listingBathrooms({ bathrooms: null, bathrooms_fraction: null }, on)).toBeNull()
    expect(listingBathrooms({ bathrooms: -1 }, on)).toBeNull()
    expect(listingBathrooms({ bathrooms_fraction: '1/0' }, on)).toBe('1/0')
  })
})

describe('detailFieldText', () => {
  it('writes a bathroom count of the sections as the facts row does', () => {
    expect(detailFieldText({ label: 'Bathrooms', value: 3.5 }, on)).toBe('3 1/2')
    expect(detailFieldText({ label: 'Baths', value: '3.5' }, on)).toBe('3 1/2')
    expect(detailFieldText({ label: 'Bathrooms Total', value: 3.5 }, off)).toBe('3.5')
    expect(detailFieldText({ label: 'Bathrooms', value: null }, on)).toBe('N/A')
  })

  it('writes other values as Yes/No, formatted numbers or their text', () => {
    expect(detailFieldText({ label: 'Pool', value: false }, on)).toBe('No')
    expect(detailFieldText({ label: 'Square Feet', value: 2620 }, on)).toBe('2,620')
    expect(detailFieldText({ label: 'Lot Size (acres)', value: 0.5 }, on)).toBe('0.5')
    expect(detailFieldText({ label: 'Roof', value: ' Tile ' }, on)).toBe('Tile')
    expect(detailFieldText({ label: 'Roof', value: '' }, on)).toBe('N/A')
  })
})
