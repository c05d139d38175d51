import { describe, expect, it } from 'vitest'
import { cardDesignBlocks, cardDesignMobiledoc, cardTextRuns, type CardDesignBlock } from './card-design-blocks.js'
import { readCustomCard } from './read-custom-card.js'

const blocks: CardDesignBlock[] = [
  { kind: 'listing-photos' },
  { kind: 'listing-attribute', attribute: 'price_in_dollars', label: '' },
  { kind: 'listing-attribute', attribute: 'bedrooms', label: 'Beds' },
  { kind: 'text', tag: 'p', text: 'Open **Sunday**, *2-4pm*: [book](https://example.com/book)' },
  { kind: 'meme', src: 'https://cdn.example/m.jpg', alt: 'Pool', topText: 'Top', bottomText: 'Bottom' },
  { kind: 'listing-actions' },
]

describe('cardTextRuns', () => {
  it('reads bold, italic and links, and leaves the rest plain', () => {
    expect(cardTextRuns('a **b** *c* [d](/e) f*')).toEqual([
      { text: 'a ', bold: false, italic: false, href: null },
      { text: 'b', bold: true, italic: false, href: null },
      { text: ' ', bold: false, italic: false, href: null },
      { text: 'c', bold: false, italic: true, href: null },
      { text: ' ', bold: false, italic: false, href: null },
      { text: 'd', bold: false, italic: false, href: '/e' },
      { text: ' f*', bold: false, italic: false, href: null },
    ])
  })
})

describe('cardDesignMobiledoc and cardDesignBlocks', () => {
  it('writes a document the card reads without dropping anything, and reads it back as the same blocks', () => {
    const document = cardDesignMobiledoc(blocks)
    expect(readCustomCard(document).dropped).toEqual([])
    expect(cardDesignBlocks(document)).toEqual(blocks)
  })

  it('writes an unsafe link that the card then drops (and names)', () => {
    const document = cardDesignMobiledoc([{ kind: 'text', tag: 'p', text: '[x](javascript:alert(1))' }])
    expect(readCustomCard(document).dropped.map((drop) => drop.pointer)).toEqual(['/markups/0'])
  })

  it('reads nothing from a document the card cannot read', () => {
    expect(cardDesignBlocks({ version: '9' })).toEqual([])
    expect(cardDesignMobiledoc([])).toEqual({ version: '0.3.1', markups: [], atoms: [], cards: [], sections: [] })
  })
})
