// Site-editor components for the stories (not part of the package's API): Mobiledoc 0.3 documents
// as the listing-card editor saves them.
import { EMPTY_MOBILEDOC } from '@idx/domain'
import type { IdxComponent, Mobiledoc } from '@idx/domain'
import { photo } from '../listing-card/story-fixtures.js'

const text = (value: string, opened: number[] = [], closed = 0) => [0, opened, closed, value]

function component(id: string, mobiledoc: Mobiledoc, stylesheet: string | null = null): IdxComponent {
  return { id, category: 'listing-card', name: 'Custom Listing Card', stylesheet, mobiledoc }
}

/** A new component: the empty document the editor starts from. */
export const emptyCard = component('1', { ...EMPTY_MOBILEDOC })

/** Photos, the title, price, beds and baths, and the actions: a lean card many brokers ask for. */
const TYPICAL_CARDS = [
  ['listing-photos', {}],
  ['listing-attribute', { attribute: 'title' }],
  ['listing-attribute', { attribute: 'price_in_dollars' }],
  ['listing-attribute', { attribute: 'bedrooms' }],
  ['listing-attribute', { attribute: 'bathrooms' }],
  ['listing-actions', {}],
]
export const typicalCard = component('2', {
  version: '0.3.1',
  markups: [],
  atoms: [],
  cards: TYPICAL_CARDS,
  sections: TYPICAL_CARDS.map((_, index) => [10, index]),
})

/** A document with mistakes of every kind beside blocks that are fine. */
export const brokenCard = component('3', {
  version: '0.3.1',
  markups: [['a', ['href', 'javascript:alert(1)']], ['blink']],
  atoms: [],
  cards: [
    ['listing-gallery', { size: 'large' }],
    ['listing-attribute', { attribute: 'title' }],
    ['listing-attribute', { attribute: 'pool_size' }],
    ['listing-attribute', { attribute: 'square_feet' }],
  ],
  sections: [
    [10, 0],
    [10, 1],
    [10, 2],
    [7, 'marquee'],
    [1, 'p', [text('Open Sunday '), text('1-4pm', [1], 1), text(' call us', [0], 1)]],
    [1, 'p', [[0, [], 0, 42]]],
    [10, 3],
    [10, 9],
  ],
})

/** Something that is not a Mobiledoc document at all (say, a bad import). */
export const unreadableCard = component('4', {
  version: '0.2.0',
  markups: [],
  atoms: [],
  cards: [],
  sections: [[1, 'p']],
})

const EDGE_STYLESHEET = `
/* Scoped to this component: the rest of the page keeps its look. </style><script>alert(1)</script> */
& { border-color: rebeccapurple; border-width: 2px; }
h4 { color: rebeccapurple; letter-spacing: 0.02em; }
.idx-custom-card__meme-line { font-size: 1rem; }
} body { background: red; }
`

/** Every block, long texts, a link that must be dropped, and a stylesheet (with a stray '}'). */
export const everyBlockCard = component(
  '5',
  {
    version: '0.3.2',
    markups: [
      ['strong'],
      ['em'],
      ['a', ['href', 'https://example.com/open-house', 'target', '_blank']],
      ['a', ['href', 'JavaScript:alert(document.cookie)']],
      ['a', ['href', 'tel:+15125550100']],
    ],
    atoms: [
      ['mention', '@Ana Diaz', { id: 3 }],
      ['-soft-return', '', {}],
    ],
    cards: [
      [
        'meme',
        { src: photo(3), alt: 'The backyard', topText: 'When the backyard has a pool', bottomText: 'and a hot tub' },
      ],
      ['listing-photos', {}],
      ['listing-attribute', { attribute: 'title', label: '' }],
      ['listing-attribute', { attribute: 'subtitle' }],
      ['listing-attribute', { attribute: 'price_in_dollars' }],
      ['listing-attribute', { attribute: 'bedrooms', label: 'Bedrooms' }],
      ['listing-attribute', { attribute: 'bathrooms', label: 'Bathrooms' }],
      ['listing-attribute', { attribute: 'square_feet' }],
      ['listing-attribute', { attribute: 'lot_acre' }],
      ['listing-attribute', { attribute: 'year_built' }],
      ['listing-attribute', { attribute: 'listing_status', label: 'Status' }],
      ['listing-attribute', { attribute: 'mls_number' }],
      ['listing-attribute', { attribute: 'description' }],
      ['listing-actions', {}],
    ],
    sections: [
      [10, 0],
      [10, 1],
      [10, 2],
      [10, 3],
      [1, 'h1', [text('Just listed in Bouldin Creek')], ['data-md-text-align', 'center']],
      [10, 4],
      [10, 5],
      [10, 6],
      [10, 7],
      [10, 8],
      [10, 9],
      [10, 10],
      [10, 11],
      [
        1,
        'p',
        [
          text('Ask ', [0]),
          [1, [], 1, 0],
          text(' about the '),
          text('open house', [2], 1),
          [1, [], 0, 1],
          text('or the '),
          text('seller disclosures', [3], 1),
          text(', or call '),
          text('(512) 555-0100', [4], 1),
          text('.'),
        ],
      ],
      [3, 'ul', [[text('Pool and hot tub', [1], 1)], [text('Detached studio with its own entrance')]]],
      [1, 'blockquote', [text('“The best porch on the street.”')]],
      [2, photo(5)],
      [10, 12],
      [1, 'aside', [text('Square footage is approximate.')]],
      [10, 13],
    ],
  },
  EDGE_STYLESHEET,
)

/**
 * A stylesheet that tries every way out of the card: a page-wide overlay, a fixed banner, a huge
 * shadow, selectors of the page and of the card's siblings, remote images and fonts.
 */
export const HOSTILE_STYLESHEET = `
@import url(https://evil.example/steal.css);
@font-face { font-family: Evil; src: url(https://evil.example/evil.woff2); }
& { position: fixed !important; inset: 0; z-index: 2147483647; transform: translateY(-200px); margin: -300px; box-shadow: 0 0 0 4000px red; }
&::before { content: 'PWNED'; position: fixed; inset: 0; background: red; z-index: 2147483647; }
h3 { position: absolute; top: -500px; left: -500px; width: 3000px; height: 3000px; background: red; }
:not(&) { visibility: hidden; }
& + *, & ~ * { display: none !important; }
html:has(&) { background: red; }
body { display: none; }
p { background: url(https://tracker.example/pixel.gif); font-family: Evil; }
`

/** The typical card with `HOSTILE_STYLESHEET`: it must stay a card among others. */
export const hostileCard = component('8', typicalCard.mobiledoc, HOSTILE_STYLESHEET)
