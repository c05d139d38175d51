import { describe, expect, it } from 'vitest'
import { applySlugChanges, uniqueSlugs } from './listing-slugs.js'

describe('uniqueSlugs', () => {
  it('gives a listing its address as slug unless another listing holds it, then appends its id', () => {
    const taken = new Map([['12-elm-st-austin-tx-78701', 1]])
    const slugs = uniqueSlugs(
      [
        { id: 7, base: '12-elm-st-austin-tx-78701' },
        { id: 8, base: '14-elm-st-austin-tx-78701' },
        { id: 9, base: '14-elm-st-austin-tx-78701' },
      ],
      taken,
    )
    expect([...slugs]).toEqual([
      [7, '12-elm-st-austin-tx-78701-7'],
      [8, '14-elm-st-austin-tx-78701'],
      [9, '14-elm-st-austin-tx-78701-9'],
    ])
  })

  it('frees the slug of a listing the same page deleted, but not one another listing still holds', () => {
    const taken = new Map([
      ['gone', 1],
      ['shared', 2],
    ])
    const slugs = uniqueSlugs(
      [
        { id: 7, base: 'gone' },
        { id: 8, base: 'shared' },
      ],
      taken,
      ['gone', 'shared'],
    )
    expect([...slugs]).toEqual([
      [7, 'gone'],
      [8, 'shared-8'],
    ])
  })
})

describe('applySlugChanges', () => {
  it('counts the slugs a committed page gave and forgets those no listing holds any more', () => {
    const counts = new Map([
      ['a', 1],
      ['b', 2],
    ])
    applySlugChanges(counts, { added: ['c', 'a'], removed: ['a', 'b'] })
    expect([...counts].sort()).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ])
    applySlugChanges(counts, { added: [], removed: ['c'] })
    expect(counts.has('c')).toBe(false)
  })
})
