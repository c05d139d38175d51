import { describe, expect, it } from 'vitest'
import { editableMarkets } from './editable-markets.js'

describe('editableMarkets', () => {
  it('sorts the markets by market_name, whatever their case', () => {
    const markets = editableMarkets([
      { id: '3', market_name: 'waco' },
      { id: '1', market_name: 'Austin', city: 'Austin', default: true },
      { id: '2', market_name: 'Round Rock' },
    ])
    expect(markets.map((market) => market.market_name)).toEqual(['Austin', 'Round Rock', 'waco'])
    expect(markets[0]).toEqual({ id: '1', market_name: 'Austin', city: 'Austin', default: true })
  })

  it('names a market without a name by its id, and leaves out records without an id', () => {
    expect(editableMarkets([{ id: '9' }, { market_name: 'Nowhere' }])).toEqual([
      { id: '9', market_name: 'Market 9', city: null, default: false },
    ])
  })
})
