import { describe, expect, it } from 'vitest'
import { cardDesignProblems } from './card-design-problems.js'
import { EMPTY_MOBILEDOC } from './empty-mobiledoc.js'

const document = {
  version: '0.3.1',
  markups: [],
  atoms: [],
  cards: [
    ['listing-photos', {}],
    ['listing-attribute', { attribute: 'price_in_dollars' }],
  ],
  sections: [
    [10, 0],
    [10, 1],
  ],
}

describe('cardDesignProblems', () => {
  it('finds nothing wrong with a design the designer writes', () => {
    expect(
      cardDesignProblems({
        category: 'listing-card',
        name: 'Custom Listing Card',
        mobiledoc: document,
        stylesheet: 'h3 { color: teal }',
      }),
    ).toEqual([])
    expect(cardDesignProblems({ mobiledoc: EMPTY_MOBILEDOC, stylesheet: '' })).toEqual([])
  })

  it('names what the card cannot read in the document', () => {
    expect(
      cardDesignProblems({
        mobiledoc: { ...document, cards: [['listing-attribute', { attribute: 'pool_size' }]], sections: [[10, 0]] },
      }),
    ).toEqual([{ field: 'mobiledoc', pointer: '/cards/0/1/attribute', detail: 'unknown attribute "pool_size"' }])
    expect(cardDesignProblems({ mobiledoc: 'hello' })).toEqual([
      { field: 'mobiledoc', pointer: '', detail: 'must be a Mobiledoc document (an object)' },
    ])
  })

  it('names each stylesheet rule that reaches outside the card, with its line', () => {
    expect(cardDesignProblems({ stylesheet: 'h3 { color: teal }\n@font-face { font-family: X }' })).toEqual([
      { field: 'stylesheet', pointer: 'line 2', detail: '@font-face: @font-face loads a font' },
    ])
    expect(cardDesignProblems({ stylesheet: 42 })).toEqual([
      { field: 'stylesheet', pointer: '', detail: 'stylesheet must be text' },
    ])
  })

  it('checks the category and name when given', () => {
    expect(cardDesignProblems({ category: 'listing-page', name: ' ' }).map((problem) => problem.field)).toEqual([
      'category',
      'name',
    ])
  })
})
