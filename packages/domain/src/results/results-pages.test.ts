import { describe, expect, it } from 'vitest'
import { acceptedPage, resultsPageCount } from './results-pages.js'

describe('resultsPageCount', () => {
  it.each([
    [0, 0],
    [1, 1],
    [40, 1],
    [41, 2],
    [123, 4],
    [9999, 250],
    [10000, 250],
    [25000, 250],
    [null, 0],
    [-5, 0],
  ])('pages 40 results at a time up to the 10000 cap (%j results -> %i pages)', (total, pages) => {
    expect(resultsPageCount(total)).toBe(pages)
  })

  it('honours another page size', () => {
    expect(resultsPageCount(25, 10)).toBe(3)
  })

  it('refuses a page size below 1', () => {
    expect(() => resultsPageCount(10, 0)).toThrow(/pageSize must be 1 or more/)
  })
})

describe('acceptedPage', () => {
  it.each([
    [1, 1],
    [250, 250],
    ['3', 3],
    [' 7 ', 7],
    [0, null],
    [-1, null],
    [251, null],
    [2.5, null],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('accepts only pages 1..last (%j of 250 -> %j)', (value, expected) => {
    expect(acceptedPage(value, 250)).toBe(expected)
  })

  it('accepts nothing when there are no pages', () => {
    expect(acceptedPage(1, 0)).toBeNull()
  })
})
