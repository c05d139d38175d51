import type { Site } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { searchMarket } from './site-market.js'

const site: Site = {
  id: '1',
  name: 'Demo',
  markets: [
    { id: '1', market_name: 'Dallas' },
    { id: '2', market_name: 'Austin', default: true },
  ],
}

describe('the market a search runs in', () => {
  it('is the asked market when the site has it, else the default one', () => {
    expect(searchMarket(site, '1')?.market_name).toBe('Dallas')
    expect(searchMarket(site, '99')?.market_name).toBe('Austin')
    expect(searchMarket(site, null)?.market_name).toBe('Austin')
  })

  it('is the first market without a default, and none before the site loads', () => {
    expect(searchMarket({ ...site, markets: [{ id: '7', market_name: 'Waco' }] }, null)?.id).toBe('7')
    expect(searchMarket(undefined, '1')).toBeNull()
    expect(searchMarket({ id: '1', name: 'Empty', markets: [] }, null)).toBeNull()
  })
})
