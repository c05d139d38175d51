import { describe, expect, it } from 'vitest'
import { listboxMove, stepIndex, tabsMove } from './list-navigation.js'

describe('stepIndex (combobox listbox and tabs)', () => {
  it.each([
    [null, 5, 'next', 0],
    [null, 5, 'previous', 4],
    [0, 5, 'next', 1],
    [4, 5, 'next', 0],
    [0, 5, 'previous', 4],
    [2, 5, 'first', 0],
    [2, 5, 'last', 4],
    [9, 5, 'next', 0],
    [null, 0, 'next', null],
  ] as const)('from %s of %s items, %s lands on %s', (current, count, move, expected) => {
    expect(stepIndex(current, count, move)).toBe(expected)
  })

  it('moves a listbox with Up and Down only (Home and End stay in the text box)', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'ArrowLeft'].map(listboxMove)).toEqual([
      'next',
      'previous',
      null,
      null,
      null,
    ])
  })

  it('moves tabs with the side arrows, Home and End', () => {
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End', 'ArrowDown'].map(tabsMove)).toEqual([
      'next',
      'previous',
      'first',
      'last',
      null,
    ])
  })
})
