import { describe, expect, it } from 'vitest'
import { priceHistoryRow } from './price-history.js'

const at = '2026-03-02T15:00:00Z'

describe('priceHistoryRow', () => {
  it('reads a price cut with the amount and share taken off', () => {
    expect(
      priceHistoryRow({
        date: at,
        kind: 'price',
        old: { status: 'Active', price: 500000 },
        new: { status: 'Active', price: 485000 },
      }),
    ).toEqual({ date: 'March 2nd, 2026', event: 'Price cut', change: '-$15,000 (3.0%)', price: '$485,000' })
  })

  it('reads a price increase with a plus sign', () => {
    const row = priceHistoryRow({
      date: at,
      kind: 'price',
      old: { status: 'Active', price: 400000 },
      new: { status: 'Active', price: 410000 },
    })
    expect(row.event).toBe('Price increase')
    expect(row.change).toBe('+$10,000 (2.5%)')
  })

  it('says only Price change, and N/A, when a price is withheld', () => {
    expect(
      priceHistoryRow({
        date: at,
        kind: 'price',
        old: { status: 'Active', price: null },
        new: { status: 'Active', price: null },
      }),
    ).toEqual({ date: 'March 2nd, 2026', event: 'Price change', change: null, price: 'N/A' })
  })

  it('names listed, status, withdrawn and back-on-market events', () => {
    const value = { status: 'Active', price: 500000 }
    expect(priceHistoryRow({ date: at, kind: 'listed', old: null, new: value }).event).toBe('Listed')
    expect(
      priceHistoryRow({ date: at, kind: 'status', old: value, new: { status: 'Pending', price: 500000 } }).event,
    ).toBe('Pending')
    const sold = priceHistoryRow({ date: at, kind: 'status', old: value, new: { status: 'Sold', price: 492000 } })
    expect([sold.event, sold.price]).toEqual(['Sold', '$492,000'])
    const withdrawn = priceHistoryRow({ date: at, kind: 'withdrawn', old: value, new: null })
    expect([withdrawn.event, withdrawn.price]).toEqual(['Withdrawn', '$500,000'])
    expect(priceHistoryRow({ date: at, kind: 'back_on_market', old: value, new: value }).event).toBe('Back on market')
  })
})
