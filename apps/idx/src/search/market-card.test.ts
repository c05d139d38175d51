import { CUSTOM_CARD_ATTRIBUTES, LISTING_CARD_FIELDS, type Market } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { cardFields, marketCardId } from './market-card.js'

const market = (idx_layout: Market['idx_layout']): Market => ({ id: '1', market_name: 'Austin', idx_layout })

describe("the market's listing card", () => {
  it('is the custom card its layout names, else the default card', () => {
    expect(marketCardId(market({ 'listing-card': '4' }))).toBe('4')
    expect(marketCardId(market({ 'map-callout': '4' }))).toBeNull()
    expect(marketCardId(market({ 'listing-card': null }))).toBeNull()
    expect(marketCardId(market(null))).toBeNull()
    expect(marketCardId(null)).toBeNull()
  })

  it("asks for the default card's attributes, and for every attribute a custom card can show when there is one", () => {
    expect(cardFields(null)).toBe(LISTING_CARD_FIELDS)
    const custom = cardFields('4')
    for (const name of [...LISTING_CARD_FIELDS, ...Object.keys(CUSTOM_CARD_ATTRIBUTES)]) expect(custom).toContain(name)
    expect(new Set(custom).size).toBe(custom.length)
  })
})
