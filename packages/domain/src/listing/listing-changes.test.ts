import { describe, expect, it } from 'vitest'
import { listingChanges } from './listing-changes.js'

const active = { listing_status: 'Active', price_in_dollars: 500000 }

describe('listingChanges', () => {
  it('records an insert as listed with the new status and price', () => {
    expect(listingChanges(null, active)).toEqual([
      { kind: 'listed', old_value: null, new_value: { status: 'Active', price: 500000 } },
    ])
  })

  it('records nothing when neither status nor list price changed', () => {
    expect(listingChanges(active, { ...active })).toEqual([])
    expect(listingChanges(null, null)).toEqual([])
  })

  it('records a list price change with the old and new price', () => {
    expect(listingChanges(active, { ...active, price_in_dollars: 485000 })).toEqual([
      {
        kind: 'price',
        old_value: { status: 'Active', price: 500000 },
        new_value: { status: 'Active', price: 485000 },
      },
    ])
  })

  it('records Active to Pending to Sold as status changes, the sale with its closing price', () => {
    const pending = { ...active, listing_status: 'Pending' }
    expect(listingChanges(active, pending)).toEqual([
      {
        kind: 'status',
        old_value: { status: 'Active', price: 500000 },
        new_value: { status: 'Pending', price: 500000 },
      },
    ])
    const sold = { ...active, listing_status: 'Sold', sold_price_in_dollars: 492000 }
    expect(listingChanges(pending, sold)).toEqual([
      { kind: 'status', old_value: { status: 'Pending', price: 500000 }, new_value: { status: 'Sold', price: 492000 } },
    ])
  })

  it('records a withdrawal by status or by the listing leaving the store, once', () => {
    const withdrawn = { ...active, listing_status: 'Withdrawn' }
    expect(listingChanges(active, withdrawn).map((c) => c.kind)).toEqual(['withdrawn'])
    expect(listingChanges(active, null)).toEqual([
      { kind: 'withdrawn', old_value: { status: 'Active', price: 500000 }, new_value: null },
    ])
    // Already off the market: removing it adds nothing.
    expect(listingChanges(withdrawn, null)).toEqual([])
  })

  it('records a return to market from Pending or from off the market as back_on_market', () => {
    const pending = { ...active, listing_status: 'Pending' }
    expect(listingChanges(pending, active).map((c) => c.kind)).toEqual(['back_on_market'])
    expect(listingChanges({ ...active, listing_status: 'Expired' }, active).map((c) => c.kind)).toEqual([
      'back_on_market',
    ])
    // Coming Soon going Active is the first showing, not a return.
    expect(listingChanges({ ...active, listing_status: 'Coming Soon' }, active).map((c) => c.kind)).toEqual(['status'])
  })

  it('records a status change before a price change made in the same write', () => {
    const changes = listingChanges({ ...active, listing_status: 'Pending' }, { ...active, price_in_dollars: 475000 })
    expect(changes.map((c) => c.kind)).toEqual(['back_on_market', 'price'])
    expect(changes[1]!.new_value).toEqual({ status: 'Active', price: 475000 })
  })

  it('records a price appearing or disappearing as a price change', () => {
    expect(listingChanges({ ...active, price_in_dollars: null }, active)[0]).toMatchObject({
      kind: 'price',
      old_value: { price: null },
      new_value: { price: 500000 },
    })
  })
})
