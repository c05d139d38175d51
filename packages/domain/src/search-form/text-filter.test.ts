import { describe, expect, it } from 'vitest'
import type { JsonObject } from '../json/types.js'
import { textFilterError } from './text-filter-error.js'
import { formatTextFilter, parseTextFilter } from './text-filter.js'

describe('typed filter values', () => {
  it.each([
    [' 78704, 78745,,78704 ', true, ['78704', '78745']],
    ['Austin, TX', false, ['Austin, TX']],
    ['   ', false, []],
    ['', true, []],
  ])('reads %j (several: %s) as %j', (text, multiple, values) => {
    expect(parseTextFilter(text, multiple)).toEqual(values)
  })

  it('shows values again comma-separated', () => {
    expect(formatTextFilter(['78704', '78745'])).toBe('78704, 78745')
  })

  const zip: JsonObject = {
    anyOf: [
      { type: 'string', pattern: '^[0-9]{5}$' },
      { type: 'array', items: { pattern: '^[0-9]{5}$' } },
    ],
  }

  it.each([
    [['78704'], null],
    [['78704', '78745'], null],
    [['787'], 'Enter a valid Zip Code'],
    [['78704', 'abcde'], 'Enter a valid Zip Code'],
    [[], null],
  ])("checks %j against the market's schema", (values, message) => {
    expect(textFilterError(zip, 'Zip Code', values)).toBe(message)
  })

  it('does not block on a schema ajv cannot compile', () => {
    expect(textFilterError({ type: 'string', pattern: '(' }, 'City', ['Austin'])).toBeNull()
  })
})
