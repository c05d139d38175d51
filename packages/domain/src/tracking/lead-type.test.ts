import { describe, expect, it } from 'vitest'
import { LEAD_TYPES, leadTypeOf } from './lead-type.js'

describe('leadTypeOf', () => {
  it('calls an inquiry about a listing for sale a buyer lead', () => {
    expect(leadTypeOf('Purchase')).toBe('buyer')
  })

  it('calls an inquiry about a listing for lease a rental lead, whichever spelling the feed uses', () => {
    expect(leadTypeOf('Lease')).toBe('rental')
    expect(leadTypeOf('Leased')).toBe('rental')
  })

  it('answers Unknown for no listing, a blank purchase type or one it does not know', () => {
    expect(leadTypeOf(null)).toBe('Unknown')
    expect(leadTypeOf(undefined)).toBe('Unknown')
    expect(leadTypeOf('')).toBe('Unknown')
    expect(leadTypeOf('purchase')).toBe('Unknown')
    expect(leadTypeOf('Auction')).toBe('Unknown')
  })

  it('only ever answers one of the spec’s three lead types', () => {
    for (const value of ['Purchase', 'Lease', 'Leased', null, 'x']) expect(LEAD_TYPES).toContain(leadTypeOf(value))
  })
})
