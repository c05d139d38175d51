import { describe, expect, it } from 'vitest'
import { searchCollections } from './search-collections.js'

const lake = { id: '2', name: 'Lake house' }
const loft = { id: '1', name: 'city loft' }
const blank = { id: '3', name: null }

describe('searchCollections', () => {
  it('keeps those whose name holds the text, whatever the case, sorted by name', () => {
    expect(searchCollections([lake, loft, blank], ' L ')).toEqual([loft, lake])
    expect(searchCollections([lake, loft, blank], 'HOUSE')).toEqual([lake])
  })

  it('keeps them all for a blank search, sorted by name then id, and leaves the input alone', () => {
    const input = [lake, { id: '9', name: 'Lake house' }, loft, blank]
    expect(searchCollections(input).map((c) => c.id)).toEqual(['3', '1', '2', '9'])
    expect(input.map((c) => c.id)).toEqual(['2', '9', '1', '3'])
  })
})
