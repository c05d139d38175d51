import { describe, expect, it } from 'vitest'
import { visibleCollections } from './collection-list-rules.js'

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
