import { describe, expect, it } from 'vitest'
import { formatAcres, formatSquareFeet } from './units.js'

describe('formatAcres', () => {
  it.each([
    [0.25, '0.25 acres'],
    [1, '1 acres'],
    ['2.5', '2.5 acres'],
    [0.1725, '0.173 acres'],
    [1234.5, '1,234.5 acres'],
    [0, '0 acres'],
  ] as const)('shows lot size with the acres unit: %j -> %s', (input, expected) => {
    expect(formatAcres(input)).toBe(expected)
  })

  it.each([null, undefined, '', 'big'])('shows N/A without a unit for blank acres (%j)', (input) => {
    expect(formatAcres(input)).toBe('N/A')
  })
})

describe('formatSquareFeet', () => {
  it.each([
    [1850, '1,850 sq. ft.'],
    ['2500', '2,500 sq. ft.'],
    [1850.6, '1,851 sq. ft.'],
    [0, '0 sq. ft.'],
  ] as const)('shows areas with the sq. ft. unit: %j -> %s', (input, expected) => {
    expect(formatSquareFeet(input)).toBe(expected)
  })

  it.each([null, undefined, '', 'large'])('shows N/A without a unit for blank square feet (%j)', (input) => {
    expect(formatSquareFeet(input)).toBe('N/A')
  })
})
