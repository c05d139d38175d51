import { describe, expect, it } from 'vitest'
import type { CustomCardDrop } from './custom-card-tree.js'
import { readAtoms, readMarkers, readMarkups } from './read-inline.js'
import type { InlineContext } from './read-inline.js'

function context(markups: unknown[], atoms: unknown[] = []): { context: InlineContext; dropped: CustomCardDrop[] } {
  const dropped: CustomCardDrop[] = []
  const drop = (pointer: string, detail: string) => dropped.push({ pointer, detail })
  return { context: { markups: readMarkups(markups, drop), atoms: readAtoms(atoms, drop), drop }, dropped }
}

describe('readMarkups', () => {
  it.each([
    [['b'], { kind: 'markup', tag: 'b' }],
    [['STRONG'], { kind: 'markup', tag: 'strong' }],
    [['a', ['href', 'https://example.com']], { kind: 'link', href: 'https://example.com', target: 'self' }],
    [
      ['a', ['href', '/app/contact', 'target', '_blank', 'rel', 'x']],
      { kind: 'link', href: '/app/contact', target: 'blank' },
    ],
    [['a', ['href', 'tel:+15125550100']], { kind: 'link', href: 'tel:+15125550100', target: 'self' }],
  ])('keeps formatting and safe links (%j)', (markup, expected) => {
    expect(readMarkups([markup], () => {})).toEqual([expected])
  })

  it.each([
    [['a', ['href', 'javascript:alert(1)']], /link to "javascript:alert\(1\)" is not http\(s\)/],
    [['a', []], /link to undefined/],
    [['script'], /unknown markup "script"/],
    [['span', ['style', 'color: red']], /unknown markup "span"/],
    ['b', /must be \[tagName, attributes\]/],
    [[7], /must be \[tagName, attributes\]/],
  ])('drops unsafe links and unknown markups, and says why (%j)', (markup, detail) => {
    const dropped: CustomCardDrop[] = []
    expect(readMarkups([markup], (pointer, text) => dropped.push({ pointer, detail: text }))).toEqual([null])
    expect(dropped).toEqual([{ pointer: '/markups/0', detail: expect.stringMatching(detail) }])
  })
})

describe('readAtoms', () => {
  it.each([
    [['mention', '@Ana', { id: 3 }], { kind: 'text', text: '@Ana' }],
    [['-soft-return', '', {}], { kind: 'line-break' }],
    [['mention'], null],
    [{ name: 'mention' }, null],
  ])('reads an atom as its text, a soft return as a line break (%j)', (atom, expected) => {
    expect(readAtoms([atom], () => {})).toEqual([expected])
  })
})

describe('readMarkers', () => {
  it('nests text in the markups each marker opens and closes', () => {
    const { context: inline, dropped } = context([['b'], ['em']])
    const markers = [
      [0, [0], 0, 'Big '],
      [0, [1], 2, 'news'],
      [0, [], 0, ' today'],
    ]
    expect(readMarkers(markers, '/sections/0/2', inline)).toEqual([
      {
        kind: 'markup',
        tag: 'b',
        children: [
          { kind: 'text', text: 'Big ' },
          { kind: 'markup', tag: 'em', children: [{ kind: 'text', text: 'news' }] },
        ],
      },
      { kind: 'text', text: ' today' },
    ])
    expect(dropped).toEqual([])
  })

  it('keeps the text of a dropped markup in place and its closing count in step', () => {
    const { context: inline, dropped } = context([['a', ['href', 'javascript:x']], ['i']])
    const markers = [
      [0, [1], 0, 'Call '],
      [0, [0], 1, 'now'],
      [0, [], 1, '!'],
      [0, [], 0, ' Bye'],
    ]
    expect(readMarkers(markers, '/sections/0/2', inline)).toEqual([
      {
        kind: 'markup',
        tag: 'i',
        children: [
          { kind: 'text', text: 'Call ' },
          { kind: 'text', text: 'now' },
          { kind: 'text', text: '!' },
        ],
      },
      { kind: 'text', text: ' Bye' },
    ])
    expect(dropped.map((drop) => drop.pointer)).toEqual(['/markups/0'])
  })

  it('renders atoms as their text and soft returns as line breaks', () => {
    const { context: inline } = context(
      [],
      [
        ['mention', '@Ana', {}],
        ['-soft-return', '', {}],
      ],
    )
    expect(
      readMarkers(
        [
          [1, [], 0, 0],
          [1, [], 0, 1],
          [0, [], 0, 'x'],
        ],
        '/s',
        inline,
      ),
    ).toEqual([{ kind: 'text', text: '@Ana' }, { kind: 'line-break' }, { kind: 'text', text: 'x' }])
  })

  it('shows the text of a link inside a link without the inner link', () => {
    const { context: inline, dropped } = context([
      ['a', ['href', '/a']],
      ['a', ['href', '/b']],
    ])
    expect(readMarkers([[0, [0, 1], 2, 'x']], '/s', inline)).toEqual([
      { kind: 'link', href: '/a', target: 'self', children: [{ kind: 'text', text: 'x' }] },
    ])
    expect(dropped).toEqual([{ pointer: '/s/0', detail: 'a link inside a link shows as text' }])
  })

  it.each([
    ['not a list', 'x', [], [{ pointer: '/s', detail: 'markers must be a list' }]],
    [
      'a marker that is not a list',
      ['x'],
      [],
      [{ pointer: '/s/0', detail: 'must be [type, openedMarkups, closedCount, value]' }],
    ],
    [
      'a negative closed count',
      [[0, [], -1, 'x']],
      [],
      [{ pointer: '/s/0', detail: 'must be [type, openedMarkups, closedCount, value]' }],
    ],
    [
      'a text marker without text',
      [[0, [], 0, 7]],
      [],
      [{ pointer: '/s/0/3', detail: 'a text marker must hold text' }],
    ],
    ['an unknown marker type', [[2, [], 0, 'x']], [], [{ pointer: '/s/0/0', detail: 'unknown marker type 2' }]],
    [
      'a missing atom',
      [[1, [], 0, 4]],
      [],
      [{ pointer: '/s/0/3', detail: 'refers to atom 4, which the document does not have' }],
    ],
    [
      'a missing markup',
      [[0, [9], 1, 'x']],
      [{ kind: 'text', text: 'x' }],
      [{ pointer: '/s/0', detail: 'opens markup 9, which the document does not have' }],
    ],
    [
      'too many closes',
      [[0, [], 2, 'x']],
      [{ kind: 'text', text: 'x' }],
      [{ pointer: '/s/0/2', detail: 'closes more markups than are open' }],
    ],
  ])('drops a malformed marker and reports it: %s', (_, markers, expected, dropped) => {
    const { context: inline, dropped: reported } = context([])
    expect(readMarkers(markers, '/s', inline)).toEqual(expected)
    expect(reported).toEqual(dropped)
  })
})
