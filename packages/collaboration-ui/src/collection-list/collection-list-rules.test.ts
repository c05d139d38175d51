import { describe, expect, it } from 'vitest'
import { clientCollectionSummary, visibleCollections } from './collection-list-rules.js'

const named = (...names: string[]) => names.map((name, i) => ({ id: String(i), name }))

describe('visibleCollections', () => {
  it('sorts by name without regard to case and with numbers in order', () => {
    expect(visibleCollections(named('b', 'Home 10', 'A', 'Home 2'), '').map((c) => c.name)).toEqual([
      'A',
      'b',
      'Home 2',
      'Home 10',
    ])
  })
  it('keeps the names containing the query, in any case', () => {
    expect(visibleCollections(named('Lake houses', 'Condos', 'lakefront'), ' LAKE ').map((c) => c.name)).toEqual([
      'Lake houses',
      'lakefront',
    ])
  })
  it('does not reorder the array it was given', () => {
    const input = named('b', 'a')
    visibleCollections(input, '')
    expect(input.map((c) => c.name)).toEqual(['b', 'a'])
  })
})

describe('clientCollectionSummary', () => {
  it("names the client and counts the homes and the client's unviewed ones", () => {
    expect(
      clientCollectionSummary({ user: { full_name: 'Ana Garcia' }, total_count: 4, owner_unviewed_property_count: 2 }),
    ).toBe('Ana Garcia · 4 homes · 2 unviewed')
    expect(clientCollectionSummary({ user: { full_name: 'Ana Garcia' }, total_count: 1 })).toBe(
      'Ana Garcia · 1 home · 0 unviewed',
    )
    expect(
      clientCollectionSummary({
        user: { first_name: 'Ana', last_name: null },
        total_count: 1200,
        owner_unviewed_property_count: 0,
      }),
    ).toBe('Ana · 1,200 homes · 0 unviewed')
    expect(clientCollectionSummary({ user: null, total_count: 0 })).toBe('A client · 0 homes')
  })

  it('says only what is new for a row with no count of homes (a saved search)', () => {
    expect(clientCollectionSummary({ user: { full_name: 'Ana Garcia' }, owner_unviewed_property_count: 3 })).toBe(
      'Ana Garcia · 3 unviewed',
    )
    expect(clientCollectionSummary({ user: null })).toBe('A client')
  })
})
