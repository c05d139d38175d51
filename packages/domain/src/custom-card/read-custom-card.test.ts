import { describe, expect, it } from 'vitest'
import { EMPTY_MOBILEDOC } from './empty-mobiledoc.js'
import { readCustomCard } from './read-custom-card.js'

const text = (value: string) => [0, [], 0, value]
const doc = (fields: Record<string, unknown>) => ({ ...EMPTY_MOBILEDOC, ...fields })

describe('readCustomCard', () => {
  it('reads every kind of section in order', () => {
    const card = readCustomCard({
      version: '0.3.2',
      markups: [['a', ['href', 'mailto:ana@example.com']]],
      atoms: [],
      cards: [
        ['listing-photos', {}],
        ['listing-attribute', { attribute: 'price_in_dollars' }],
        ['listing-actions', {}],
      ],
      sections: [
        [10, 0],
        [1, 'h2', [text('Just listed')], ['data-md-text-align', 'center']],
        [10, 1],
        [3, 'ul', [[text('Pool')], [text('Garage')]]],
        [2, 'https://cdn.example/plan.png'],
        [1, 'p', [[0, [0], 1, 'Ask Ana']]],
        [10, 2],
      ],
    })
    expect(card).toEqual({
      blocks: [
        { kind: 'listing-photos' },
        { kind: 'text', tag: 'h2', align: 'center', content: [{ kind: 'text', text: 'Just listed' }] },
        { kind: 'listing-attribute', attribute: 'price_in_dollars', label: '' },
        {
          kind: 'list',
          tag: 'ul',
          align: null,
          items: [[{ kind: 'text', text: 'Pool' }], [{ kind: 'text', text: 'Garage' }]],
        },
        { kind: 'image', src: 'https://cdn.example/plan.png' },
        {
          kind: 'text',
          tag: 'p',
          align: null,
          content: [
            {
              kind: 'link',
              href: 'mailto:ana@example.com',
              target: 'self',
              children: [{ kind: 'text', text: 'Ask Ana' }],
            },
          ],
        },
        { kind: 'listing-actions' },
      ],
      dropped: [],
    })
  })

  it.each(['0.3.0', '0.3.1', '0.3.2'])('reads Mobiledoc %s', (version) => {
    expect(readCustomCard({ ...EMPTY_MOBILEDOC, version, sections: [[1, 'P', [text('x')]]] }).blocks).toEqual([
      { kind: 'text', tag: 'p', align: null, content: [{ kind: 'text', text: 'x' }] },
    ])
  })

  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'aside'])('reads a %s text section', (tag) => {
    expect(readCustomCard(doc({ sections: [[1, tag, []]] })).blocks).toEqual([
      { kind: 'text', tag, align: null, content: [] },
    ])
  })

  it.each([
    [null, '', 'must be a Mobiledoc document (an object)'],
    ['{"version":"0.3.1"}', '', 'must be a Mobiledoc document (an object)'],
    [[], '', 'must be a Mobiledoc document (an object)'],
    [{ ...EMPTY_MOBILEDOC, version: '0.2.0' }, '/version', 'version must be 0.3.0, 0.3.1, 0.3.2, not "0.2.0"'],
    [{ ...EMPTY_MOBILEDOC, version: undefined }, '/version', 'version must be 0.3.0, 0.3.1, 0.3.2, not undefined'],
  ])('reads nothing from what is not a Mobiledoc 0.3 document (%j)', (document, pointer, detail) => {
    expect(readCustomCard(document)).toEqual({ blocks: [], dropped: [{ pointer, detail }] })
  })

  it.each([
    [[1, 'script', [text('x')]], '/sections/0/1', 'unknown text section tag "script"'],
    [[1, 'pull-quote', []], '/sections/0/1', 'unknown text section tag "pull-quote"'],
    [[3, 'dl', []], '/sections/0/1', 'unknown list tag "dl"'],
    [
      [2, 'javascript:alert(1)'],
      '/sections/0/1',
      'image "javascript:alert(1)" is not an http(s), relative or data:image URL',
    ],
    [[10, 5], '/sections/0/1', 'refers to card 5, which the document does not have'],
    [[10, '0'], '/sections/0/1', 'refers to card "0", which the document does not have'],
    [[7, 'x'], '/sections/0/0', 'unknown section type 7'],
    ['p', '/sections/0', 'must be a section: [type, …]'],
  ])('drops a section it cannot render, keeps the rest, and says why (%j)', (section, pointer, detail) => {
    const card = readCustomCard(doc({ sections: [section, [1, 'p', [text('kept')]]] }))
    expect(card.blocks).toEqual([{ kind: 'text', tag: 'p', align: null, content: [{ kind: 'text', text: 'kept' }] }])
    expect(card.dropped).toEqual([{ pointer, detail }])
  })

  it('points a dropped card at its entry in the cards list', () => {
    const card = readCustomCard(doc({ cards: [['listing-attribute', { attribute: 'pool' }]], sections: [[10, 0]] }))
    expect(card).toEqual({
      blocks: [],
      dropped: [{ pointer: '/cards/0/1/attribute', detail: 'unknown attribute "pool"' }],
    })
  })

  it.each([
    [['data-md-text-align', 'right'], 'right', []],
    [['data-md-text-align', 'middle'], null, [{ pointer: '/sections/0/3', detail: 'unknown text alignment "middle"' }]],
    [['class', 'big'], null, [{ pointer: '/sections/0/3', detail: 'unknown section attribute "class"' }]],
    ['center', null, [{ pointer: '/sections/0/3', detail: 'section attributes must be a list' }]],
  ])('keeps only the text alignment of a section (%j)', (attributes, align, dropped) => {
    const card = readCustomCard(doc({ sections: [[1, 'p', [], attributes]] }))
    expect(card).toEqual({ blocks: [{ kind: 'text', tag: 'p', align, content: [] }], dropped })
  })

  it('reads missing lists as empty and reports them', () => {
    expect(readCustomCard({ version: '0.3.1', sections: [[1, 'p', [text('x')]]] })).toEqual({
      blocks: [{ kind: 'text', tag: 'p', align: null, content: [{ kind: 'text', text: 'x' }] }],
      dropped: [
        { pointer: '/markups', detail: 'markups must be a list' },
        { pointer: '/atoms', detail: 'atoms must be a list' },
        { pointer: '/cards', detail: 'cards must be a list' },
      ],
    })
  })

  it('never throws, whatever the value', () => {
    const strange: unknown[] = [
      undefined,
      0,
      'x',
      { version: '0.3.1', markups: 'x', atoms: {}, cards: null, sections: {} },
      {
        version: '0.3.1',
        markups: [[null]],
        atoms: [[1, 2]],
        cards: [[{}]],
        sections: [[1], [2], [3], [10], [], [null]],
      },
      doc({ sections: [[1, 'p', [[0, [null, -1, 1.5, 'x'], 99, 'x'], [1, [], 0, -1], null]]] }),
      doc({ sections: [[3, 'ol', [null, 'x', [[0, [], 0, 'x']]]]] }),
    ]
    for (const document of strange) expect(() => readCustomCard(document)).not.toThrow()
  })
})
