import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LEASE_PRICE_OPTIONS,
  SALE_PRICE_OPTIONS,
  acceptsPriceKey,
  defaultPriceOptions,
  maxOptions,
  minOptions,
  parseTypedPrice,
  priceRangeError,
  priceRangeMessage,
  withTypedValue,
} from './price-dropdown.js'

const isAscending = (values: readonly number[]) =>
  values.every((value, i) => i === 0 || (values[i - 1] ?? -Infinity) < value)

describe('priceRangeMessage', () => {
  it.each([
    [300000, 250000, 'max', 'Max can not be less than $300,000'],
    [300000, 250000, 'min', 'Min can not be greater than $250,000'],
    [1500, 1000, 'max', 'Max can not be less than $1,500'],
    [250000, 300000, 'max', 'Press enter to filter'],
    [250000, 250000, 'min', 'Press enter to filter'],
    [null, 250000, 'max', 'Press enter to filter'],
    [250000, null, 'min', 'Press enter to filter'],
    [null, null, 'min', 'Press enter to filter'],
  ] as const)('with min %j, max %j, %s edited, says %j', (min, max, edited, message) => {
    expect(priceRangeMessage(min, max, edited)).toBe(message)
  })

  it('formats the bound as whole dollars', () => {
    expect(priceRangeMessage(1_250_000.75, 1_000_000, 'max')).toBe('Max can not be less than $1,250,001')
  })

  it('is an error exactly when min is above max', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.constantFrom('min' as const, 'max' as const), (min, max, edited) => {
        expect(priceRangeError(min, max, edited) !== null).toBe(min > max)
        expect(priceRangeMessage(min, max, edited) === 'Press enter to filter').toBe(min <= max)
      }),
    )
  })
})

describe('acceptsPriceKey', () => {
  it.each(['0', '1', '5', '9', 'Backspace', 'Delete', 'Enter'])('accepts %s', (key) => {
    expect(acceptsPriceKey(key)).toBe(true)
  })

  it.each(['a', 'e', '.', ',', '-', '+', '$', ' ', 'Escape', 'Spacebar', '10'])('rejects %j', (key) => {
    expect(acceptsPriceKey(key)).toBe(false)
  })

  it('accepts no other single character than a digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), (key) => acceptsPriceKey(key) === /^[0-9]$/.test(key)),
    )
  })
})

describe('parseTypedPrice', () => {
  it('reads digits only', () => {
    expect(parseTypedPrice('450000')).toBe(450000)
    expect(parseTypedPrice('')).toBeNull()
    expect(parseTypedPrice('4.5')).toBeNull()
    expect(parseTypedPrice('450,000')).toBeNull()
  })
})

describe('default price options', () => {
  it('offers 27 lease steps from 500 to 5,000', () => {
    expect(LEASE_PRICE_OPTIONS).toHaveLength(27)
    expect(LEASE_PRICE_OPTIONS[0]).toBe(500)
    expect(LEASE_PRICE_OPTIONS.at(-1)).toBe(5000)
    expect(LEASE_PRICE_OPTIONS.slice(9, 13)).toEqual([950, 1000, 1100, 1200])
    expect(LEASE_PRICE_OPTIONS.slice(19, 23)).toEqual([1900, 2000, 2500, 3000])
  })

  it('offers sale steps from 50,000 to 10,000,000', () => {
    expect(SALE_PRICE_OPTIONS[0]).toBe(50_000)
    expect(SALE_PRICE_OPTIONS.at(-1)).toBe(10_000_000)
    expect(SALE_PRICE_OPTIONS).toHaveLength(37)
    expect(SALE_PRICE_OPTIONS).toContain(1_000_000)
    expect(SALE_PRICE_OPTIONS).toContain(1_250_000)
    expect(SALE_PRICE_OPTIONS).toContain(3_500_000)
    expect(SALE_PRICE_OPTIONS).toContain(6_000_000)
  })

  it('keeps both ladders strictly ascending', () => {
    expect(isAscending(LEASE_PRICE_OPTIONS)).toBe(true)
    expect(isAscending(SALE_PRICE_OPTIONS)).toBe(true)
  })

  it('picks the lease ladder for Lease and the sale ladder otherwise', () => {
    expect(defaultPriceOptions('Lease')).toBe(LEASE_PRICE_OPTIONS)
    expect(defaultPriceOptions('Purchase')).toBe(SALE_PRICE_OPTIONS)
    expect(defaultPriceOptions(undefined)).toBe(SALE_PRICE_OPTIONS)
  })
})

describe('min and max options', () => {
  it('limits min options to values at or below the max', () => {
    expect(minOptions([100, 200, 300], 200)).toEqual([100, 200])
    expect(minOptions([100, 200, 300], 150)).toEqual([100])
    expect(minOptions([100, 200, 300], null)).toEqual([100, 200, 300])
  })

  it('limits max options to values at or above the min', () => {
    expect(maxOptions([100, 200, 300], 200)).toEqual([200, 300])
    expect(maxOptions([100, 200, 300], 301)).toEqual([])
    expect(maxOptions([100, 200, 300], null)).toEqual([100, 200, 300])
  })

  it('keeps options sorted and bounded for any bound', () => {
    fc.assert(
      fc.property(fc.constantFrom(LEASE_PRICE_OPTIONS, SALE_PRICE_OPTIONS), fc.nat(12_000_000), (options, bound) => {
        const mins = minOptions(options, bound)
        const maxes = maxOptions(options, bound)
        expect(isAscending(mins)).toBe(true)
        expect(isAscending(maxes)).toBe(true)
        expect(mins.every((value) => value <= bound)).toBe(true)
        expect(maxes.every((value) => value >= bound)).toBe(true)
        // together they cover the list, meeting only at the bound itself
        expect(mins.length + maxes.length - (options.includes(bound) ? 1 : 0)).toBe(options.length)
      }),
    )
  })
})

describe('withTypedValue', () => {
  it('adds a typed value that is not an option, in order', () => {
    expect(withTypedValue([100, 300], 250)).toEqual([100, 250, 300])
    expect(withTypedValue([100, 300], 50)).toEqual([50, 100, 300])
  })

  it('does not duplicate a value already offered', () => {
    expect(withTypedValue([100, 300], 300)).toEqual([100, 300])
  })

  it('adds nothing for a missing value', () => {
    expect(withTypedValue([100, 300], null)).toEqual([100, 300])
    expect(withTypedValue([100, 300], Number.NaN)).toEqual([100, 300])
  })

  it('does not change the options it is given', () => {
    const options = [100, 300]
    withTypedValue(options, 200)
    expect(options).toEqual([100, 300])
  })

  it('always returns a sorted list that contains the value exactly once', () => {
    fc.assert(
      fc.property(fc.constantFrom(LEASE_PRICE_OPTIONS, SALE_PRICE_OPTIONS), fc.nat(20_000_000), (options, value) => {
        const result = withTypedValue(options, value)
        expect(isAscending(result)).toBe(true)
        expect(result.filter((option) => option === value)).toHaveLength(1)
        expect(result.length).toBe(options.length + (options.includes(value) ? 0 : 1))
      }),
    )
  })
})
