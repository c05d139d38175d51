import { describe, expect, it } from 'vitest'
import { LEASE_PRICE_OPTIONS, SALE_PRICE_OPTIONS } from './price-dropdown.js'
import { priceChoices, priceDigits, priceLadder } from './price-input.js'

describe('price dropdown options', () => {
  it('uses the lease ladder for rentals and the sale ladder otherwise', () => {
    expect(priceLadder(null, { purchase_type: { value: 'Lease' } })).toBe(LEASE_PRICE_OPTIONS)
    expect(priceLadder(null, { purchase_type: { value: 'Purchase' } })).toBe(SALE_PRICE_OPTIONS)
    expect(priceLadder(null, {})).toBe(SALE_PRICE_OPTIONS)
    expect(priceLadder(null, { purchase_type: { value: ['Purchase', 'Lease'] } })).toBe(SALE_PRICE_OPTIONS)
  })

  it("prefers the market's own price options", () => {
    expect(priceLadder([1000, 2000], { purchase_type: { value: 'Lease' } })).toEqual([1000, 2000])
    expect(priceLadder([], {})).toBe(SALE_PRICE_OPTIONS)
  })

  it('limits min options to the max and max options to the min', () => {
    expect(priceChoices([100, 200, 300], 200, 200)).toEqual({ min: [100, 200], max: [200, 300] })
    expect(priceChoices([100, 200, 300], null, null)).toEqual({ min: [100, 200, 300], max: [100, 200, 300] })
  })

  it('adds a typed value not in the list as an option', () => {
    expect(priceChoices([100, 200, 300], 150, 250)).toEqual({ min: [100, 150, 200, 250], max: [150, 200, 250, 300] })
    expect(priceChoices([100, 200], 175, null).max).toEqual([175, 200])
  })

  it('keeps only the digits of pasted text', () => {
    expect(priceDigits('$250,000')).toBe('250000')
    expect(priceDigits('abc')).toBe('')
  })
})
