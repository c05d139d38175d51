import { describe, expect, it } from 'vitest'
import { CUSTOM_CARD_NAMES, readCardBlock } from './card-blocks.js'
import type { CustomCardDrop } from './custom-card-tree.js'

function read(card: unknown) {
  const dropped: CustomCardDrop[] = []
  const block = readCardBlock(card, '/cards/0', (pointer, detail) => dropped.push({ pointer, detail }))
  return { block, dropped }
}

describe('readCardBlock', () => {
  it('names the four blocks of the listing-card editor', () => {
    expect(CUSTOM_CARD_NAMES).toEqual(['listing-photos', 'listing-attribute', 'listing-actions', 'meme'])
  })

  it.each([
    [['listing-photos', {}], { kind: 'listing-photos' }],
    [['listing-photos'], { kind: 'listing-photos' }],
    [['listing-actions', {}], { kind: 'listing-actions' }],
    [
      ['listing-attribute', { attribute: 'bedrooms' }],
      { kind: 'listing-attribute', attribute: 'bedrooms', label: 'Beds' },
    ],
    [
      ['listing-attribute', { attribute: 'bedrooms', label: ' Bedrooms ' }],
      { kind: 'listing-attribute', attribute: 'bedrooms', label: 'Bedrooms' },
    ],
    [
      ['listing-attribute', { attribute: 'mls_number', label: '' }],
      { kind: 'listing-attribute', attribute: 'mls_number', label: '' },
    ],
    [
      ['listing-attribute', { attribute: 'price_in_dollars' }],
      { kind: 'listing-attribute', attribute: 'price_in_dollars', label: '' },
    ],
    [
      [
        'meme',
        { src: 'https://cdn.example/cat.jpg', topText: ' Just listed ', bottomText: 'Open Sunday', alt: 'A cat' },
      ],
      {
        kind: 'meme',
        src: 'https://cdn.example/cat.jpg',
        alt: 'A cat',
        topText: 'Just listed',
        bottomText: 'Open Sunday',
      },
    ],
    [['meme', { src: '/memes/1.png' }], { kind: 'meme', src: '/memes/1.png', alt: '', topText: '', bottomText: '' }],
  ])('reads each payload into its block (%j)', (card, expected) => {
    expect(read(card)).toEqual({ block: expected, dropped: [] })
  })

  it.each([
    ['listing-gallery', {}, '/cards/0/0', 'unknown card "listing-gallery"'],
    ['listing-attribute', {}, '/cards/0/1/attribute', 'attribute is required'],
    ['listing-attribute', { attribute: 'pool_size' }, '/cards/0/1/attribute', 'unknown attribute "pool_size"'],
    ['listing-attribute', { attribute: 'constructor' }, '/cards/0/1/attribute', 'unknown attribute "constructor"'],
    ['meme', { topText: 'x' }, '/cards/0/1/src', 'image undefined is not an http(s), relative or data:image URL'],
    [
      'meme',
      { src: 'javascript:alert(1)' },
      '/cards/0/1/src',
      'image "javascript:alert(1)" is not an http(s), relative or data:image URL',
    ],
    ['listing-photos', 'all', '/cards/0/1', 'the listing-photos payload must be an object'],
    ['listing-actions', null, '/cards/0/1', 'the listing-actions payload must be an object'],
  ])('drops a card it cannot render and says why (%s %j)', (name, payload, pointer, detail) => {
    expect(read([name, payload])).toEqual({ block: null, dropped: [{ pointer, detail }] })
  })

  it.each([[null], ['listing-photos'], [{ name: 'listing-photos' }]])(
    'drops an entry that is not [name, payload] (%j)',
    (card) => {
      expect(read(card)).toEqual({ block: null, dropped: [{ pointer: '/cards/0', detail: 'must be [name, payload]' }] })
    },
  )

  it('reports members a block does not take but still renders it', () => {
    expect(read(['listing-photos', { size: 'large', 'a/b': 1 }])).toEqual({
      block: { kind: 'listing-photos' },
      dropped: [
        { pointer: '/cards/0/1/size', detail: 'listing-photos takes no "size"' },
        { pointer: '/cards/0/1/a~1b', detail: 'listing-photos takes no "a/b"' },
      ],
    })
  })

  it.each([
    [
      ['listing-attribute', { attribute: 'city', label: 3 }],
      { kind: 'listing-attribute', attribute: 'city', label: '' },
      '/cards/0/1/label',
    ],
    [
      ['meme', { src: '/m.png', topText: ['x'] }],
      { kind: 'meme', src: '/m.png', alt: '', topText: '', bottomText: '' },
      '/cards/0/1/topText',
    ],
  ])('reports a text member that is not text and renders without it (%j)', (card, block, pointer) => {
    const result = read(card)
    expect(result.block).toEqual(block)
    expect(result.dropped.map((drop) => drop.pointer)).toEqual([pointer])
  })
})
