import { describe, expect, it } from 'vitest'
import { closedHistoryLine, closedHistoryTitle } from './closed-history.js'

describe('closedHistoryTitle', () => {
  it('is Sold History for a purchase and Leased History for a lease', () => {
    expect(closedHistoryTitle({ purchase_type: 'Purchase', listing_status: 'Sold' })).toBe('Sold History')
    expect(closedHistoryTitle({ purchase_type: 'Lease', listing_status: 'Sold' })).toBe('Leased History')
    expect(closedHistoryTitle({ purchase_type: 'Lease', listing_status: 'Active' })).toBe('Leased History')
    expect(closedHistoryTitle({})).toBe('Sold History')
  })
})

describe('closedHistoryLine', () => {
  it('reads Closed on {date} for {sold price}', () => {
    expect(closedHistoryLine({ closing_date: '2021-06-15', sold_price_in_dollars: 410000 })).toBe(
      'Closed on June 15th, 2021 for $410,000',
    )
  })

  it('shows N/A for a missing price and drops an entry without a date', () => {
    expect(closedHistoryLine({ closing_date: '2019-03-02', sold_price_in_dollars: null })).toBe(
      'Closed on March 2nd, 2019 for N/A',
    )
    expect(closedHistoryLine({ closing_date: null, sold_price_in_dollars: 1 })).toBeNull()
  })
})
