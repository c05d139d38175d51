import { describe, expect, it } from 'vitest'
import { formatYesNo } from './yes-no.js'

describe('formatYesNo', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ] as const)('shows booleans as Yes/No: %j -> %s', (input, expected) => {
    expect(formatYesNo(input)).toBe(expected)
  })
})
