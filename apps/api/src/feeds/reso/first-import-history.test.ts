import type { ResoListing } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { firstImportHistory } from './first-import-history.js'

function listing(fields: Partial<ResoListing> & { reso?: Record<string, unknown> }): ResoListing {
  const { reso = {}, ...rest } = fields
  return {
    listing_status: 'Active',
    price_in_dollars: 400_000,
    sold_price_in_dollars: null,
    listed_at: null,
    closing_date: null,
    data_source_listing_updated_at: '2026-04-01T12:00:00.000Z',
    additional_details: { reso },
    ...rest,
  } as ResoListing
}

const step = (history: ReturnType<typeof firstImportHistory>) =>
  history.map((s) => ({
    from: s.before ? `${s.before.listing_status} ${s.before.price_in_dollars}` : null,
    to: `${s.after.listing_status} ${s.after.price_in_dollars}`,
    at: s.at.toISOString().slice(0, 10),
  }))

describe('firstImportHistory', () => {
  it('lists a listing for sale once, when the site learnt of it', () => {
    expect(step(firstImportHistory(7, listing({ listed_at: '2026-03-01T00:00:00.000Z' })))).toEqual([
      { from: null, to: 'Active 400000', at: '2026-04-01' },
    ])
  })

  it('gives a pending listing its listing at the original price, then its contract', () => {
    const pending = listing({
      listing_status: 'Pending',
      listed_at: '2026-02-01T00:00:00.000Z',
      reso: { OriginalListPrice: 425_000, PurchaseContractDate: '2026-03-15' },
    })
    expect(step(firstImportHistory(7, pending))).toEqual([
      { from: null, to: 'Active 425000', at: '2026-02-01' },
      { from: 'Active 425000', to: 'Pending 400000', at: '2026-03-15' },
    ])
  })

  it('leaves out a step whose date the record lacks', () => {
    const sold = listing({
      listing_status: 'Sold',
      sold_price_in_dollars: 390_000,
      closing_date: '2026-03-30',
    })
    expect(step(firstImportHistory(7, sold))).toEqual([{ from: null, to: 'Sold 400000', at: '2026-03-30' }])
  })
})
