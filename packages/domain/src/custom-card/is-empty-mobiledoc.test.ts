import { describe, expect, it } from 'vitest'
import { EMPTY_MOBILEDOC } from './empty-mobiledoc.js'
import type { CustomCardBlock } from './custom-card-tree.js'
import { isBlankBlock, isEmptyMobiledoc } from './is-empty-mobiledoc.js'

const doc = (fields: Record<string, unknown>) => ({ ...EMPTY_MOBILEDOC, ...fields })

describe('isEmptyMobiledoc', () => {
  it.each([
    ['the empty document', EMPTY_MOBILEDOC],
    ['a cleared editor (one blank paragraph)', doc({ sections: [[1, 'p', []]] })],
    [
      'only spaces and line breaks',
      doc({
        atoms: [['-soft-return', '', {}]],
        sections: [
          [
            1,
            'p',
            [
              [0, [], 0, '  '],
              [1, [], 0, 0],
            ],
          ],
        ],
      }),
    ],
    ['a list of blank items', doc({ sections: [[3, 'ul', [[], [[0, [], 0, ' ']]]]] })],
    [
      'only sections that are dropped',
      doc({
        cards: [['gallery', {}]],
        sections: [
          [10, 0],
          [2, 'javascript:x'],
        ],
      }),
    ],
    ['another Mobiledoc version', { ...EMPTY_MOBILEDOC, version: '0.2.0', sections: [[1, 'p', [[0, [], 0, 'x']]]] }],
    ['not a document', 'Custom Listing Card'],
  ])('is empty for %s, so the host shows the default card', (_, document) => {
    expect(isEmptyMobiledoc(document)).toBe(true)
  })

  it.each([
    ['text', doc({ sections: [[1, 'p', [[0, [], 0, 'Hello']]]] })],
    ['formatted text', doc({ markups: [['b']], sections: [[1, 'p', [[0, [0], 1, 'Hello']]]] })],
    ['an atom', doc({ atoms: [['mention', '@Ana', {}]], sections: [[1, 'p', [[1, [], 0, 0]]]] })],
    ['a list item', doc({ sections: [[3, 'ol', [[], [[0, [], 0, 'One']]]]] })],
    ['an image', doc({ sections: [[2, '/plan.png']] })],
    ['a card block', doc({ cards: [['listing-actions', {}]], sections: [[10, 0]] })],
  ])('is not empty with %s', (_, document) => {
    expect(isEmptyMobiledoc(document)).toBe(false)
  })
})

describe('isBlankBlock', () => {
  it.each([
    [{ kind: 'text', tag: 'h2', align: null, content: [] }, true],
    [
      {
        kind: 'text',
        tag: 'p',
        align: null,
        content: [{ kind: 'markup', tag: 'b', children: [{ kind: 'text', text: ' ' }] }],
      },
      true,
    ],
    [
      {
        kind: 'text',
        tag: 'p',
        align: null,
        content: [{ kind: 'link', href: '/', target: 'self', children: [{ kind: 'text', text: 'Go' }] }],
      },
      false,
    ],
    [{ kind: 'list', tag: 'ul', align: null, items: [[]] }, true],
    [{ kind: 'listing-photos' }, false],
    [{ kind: 'meme', src: '/m.png', alt: '', topText: '', bottomText: '' }, false],
  ] as const)('is blank only for text without visible characters (%j)', (block, expected) => {
    expect(isBlankBlock(block as CustomCardBlock)).toBe(expected)
  })
})
