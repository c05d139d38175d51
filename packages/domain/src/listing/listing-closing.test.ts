import { describe, expect, it } from 'vitest'
import { closingHistory, listingClosing } from './listing-closing.js'

const sold = {
  listing_status: 'Sold',
  canonical_listing_status: 'Sold',
  purchase_type: 'Purchase',
  closing_date: '2026-07-28',
  sold_price_in_dollars: 620000,
  mls_number: 'ACT1681751',
} as const

describe('listingClosing', () => {
  it('says when a Sold listing sold and for how much', () => {
    expect(listingClosing(sold)).toEqual({
      verb: 'Sold',
      date: 'July 28th, 2026',
      price: '$620,000',
      text: 'Sold on July 28th, 2026 for $620,000',
    })
  })

  it('leaves the price out where the feed withholds it', () => {
    expect(listingClosing({ ...sold, disclose_price: false })?.text).toBe('Sold on July 28th, 2026')
    expect(listingClosing({ ...sold, sold_price_in_dollars: null })?.text).toBe('Sold on July 28th, 2026')
    expect(listingClosing({ ...sold, sold_price_in_dollars: 0 })?.price).toBeNull()
  })

  it('says Leased for a lease', () => {
    expect(listingClosing({ ...sold, purchase_type: 'Lease', sold_price_in_dollars: 2400 })?.text).toBe(
      'Leased on July 28th, 2026 for $2,400',
    )
    expect(listingClosing({ ...sold, listing_status: 'Leased/Rented', canonical_listing_status: null })?.verb).toBe(
      'Leased',
    )
  })

  it('is nothing for a listing that has not closed, or without a closing date', () => {
    expect(listingClosing({ ...sold, listing_status: 'Active', canonical_listing_status: 'Active' })).toBeNull()
    expect(listingClosing({ ...sold, closing_date: null })).toBeNull()
    expect(listingClosing({ ...sold, closing_date: 'someday' })).toBeNull()
  })

  it('reads the date in the zone asked for', () => {
    expect(listingClosing({ ...sold, closing_date: '2026-07-28T02:00:00Z' }, { zone: 'America/Chicago' })?.date).toBe(
      'July 27th, 2026',
    )
  })
})

describe('closingHistory', () => {
  const earlier = { closing_date: '2018-07-15', sold_price_in_dollars: 421000 }

  it("puts the listing's own closing first, so a Sold listing without history rows still has one", () => {
    expect(closingHistory(sold, [])).toEqual([
      { mls_number: 'ACT1681751', closing_date: '2026-07-28', sold_price_in_dollars: 620000 },
    ])
    expect(closingHistory(sold, [earlier]).map((entry) => entry.closing_date)).toEqual(['2026-07-28', '2018-07-15'])
  })

  it('does not repeat the own closing when the feed sent it as a history row too', () => {
    const same = { closing_date: '2026-07-28T00:00:00Z', sold_price_in_dollars: 620000 }
    expect(closingHistory(sold, [same, earlier])).toHaveLength(2)
  })

  it('withholds the own sold price where the feed does', () => {
    expect(closingHistory({ ...sold, disclose_price: false }, null)[0]?.sold_price_in_dollars).toBeNull()
  })

  it('is the history as sent for a listing that has not closed', () => {
    expect(
      closingHistory({ ...sold, listing_status: 'Active', canonical_listing_status: 'Active' }, [earlier]),
    ).toEqual([earlier])
  })
})
