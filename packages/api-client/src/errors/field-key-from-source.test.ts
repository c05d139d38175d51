import { describe, expect, it } from 'vitest'
import { fieldKeyFromSource } from './field-key-from-source.js'

describe('fieldKeyFromSource', () => {
  it('names the attribute a /data/attributes pointer points at', () => {
    expect(fieldKeyFromSource({ pointer: '/data/attributes/email' })).toBe('email')
  })

  it('joins a pointer into a nested attribute with dots', () => {
    expect(fieldKeyFromSource({ pointer: '/data/attributes/address/street' })).toBe('address.street')
  })

  it('names the relationship a /data/relationships pointer points into', () => {
    expect(fieldKeyFromSource({ pointer: '/data/relationships/agents/data/0/id' })).toBe('agents')
  })

  it('joins any other pointer with dots', () => {
    expect(fieldKeyFromSource({ pointer: '/filter/price_in_dollars/min' })).toBe('filter.price_in_dollars.min')
  })

  it('decodes the JSON Pointer escapes ~1 and ~0', () => {
    expect(fieldKeyFromSource({ pointer: '/data/attributes/a~1b~0c' })).toBe('a/b~c')
  })

  it('turns a bracketed query parameter into the same dotted key as the pointer', () => {
    expect(fieldKeyFromSource({ parameter: 'filter[price_in_dollars][min]' })).toBe('filter.price_in_dollars.min')
    expect(fieldKeyFromSource({ parameter: 'include' })).toBe('include')
  })

  it('returns null for errors about the whole document or no field', () => {
    for (const source of [
      { pointer: '' },
      { pointer: '/data' },
      { pointer: '/data/attributes' },
      { header: 'Accept' },
      {},
      null,
      undefined,
    ]) {
      expect(fieldKeyFromSource(source)).toBeNull()
    }
  })
})
