import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAGER_VISIBLE_PAGES } from '../search/paging.js'
import { pagerItems } from './pager-items.js'
import type { PagerItem } from './pager-items.js'

/** The pager as it reads: '1 … 8 9 [10] 11 12 … 250'. */
function render(items: PagerItem[]): string {
  return items.map((item) => (item.kind === 'ellipsis' ? '…' : item.isCurrent ? `[${item.page}]` : item.page)).join(' ')
}

const pageNumbers = (items: PagerItem[]) => items.flatMap((item) => (item.kind === 'page' ? [item.page] : []))

describe('pagerItems', () => {
  it.each([
    [1, 250, '[1] 2 3 4 5 6 … 250'],
    [4, 250, '1 2 3 [4] 5 6 … 250'],
    [5, 250, '1 2 3 4 [5] 6 … 250'],
    [6, 250, '1 … 4 5 [6] 7 8 … 250'],
    [10, 250, '1 … 8 9 [10] 11 12 … 250'],
    [245, 250, '1 … 243 244 [245] 246 247 … 250'],
    [246, 250, '1 … 245 [246] 247 248 249 250'],
    [250, 250, '1 … 245 246 247 248 249 [250]'],
    [3, 7, '1 2 [3] 4 5 6 7'],
    [1, 8, '[1] 2 3 4 5 6 7 8'],
    [1, 9, '[1] 2 3 4 5 6 … 9'],
    [1, 1, '[1]'],
  ])('shows 7 pages with first, last and ellipses (page %i of %i: %s)', (page, last, expected) => {
    expect(render(pagerItems(page, last, PAGER_VISIBLE_PAGES.default))).toBe(expected)
  })

  it.each([
    [1, 250, '[1] 2 3 4 … 250'],
    [4, 250, '1 2 3 [4] … 250'],
    [5, 250, '1 … 4 [5] 6 … 250'],
    [10, 250, '1 … 9 [10] 11 … 250'],
    [247, 250, '1 … 247 248 249 250'.replace('247', '[247]')],
    [250, 250, '1 … 247 248 249 [250]'],
    [2, 5, '1 [2] 3 4 5'],
    [2, 6, '1 [2] 3 4 5 6'],
  ])('shows 5 pages on small screens (page %i of %i: %s)', (page, last, expected) => {
    expect(render(pagerItems(page, last, PAGER_VISIBLE_PAGES.small))).toBe(expected)
  })

  it('clamps a page outside 1..last onto the nearest real page', () => {
    expect(render(pagerItems(300, 250, 7))).toBe('1 … 245 246 247 248 249 [250]')
    expect(render(pagerItems(0, 250, 7))).toBe('[1] 2 3 4 5 6 … 250')
    expect(render(pagerItems(Number.NaN, 3, 7))).toBe('[1] 2 3')
  })

  it('has no pages when there are no results', () => {
    expect(pagerItems(1, 0, 7)).toEqual([])
  })

  it('tells the two ellipses apart', () => {
    const sides = pagerItems(10, 250, 7).flatMap((item) => (item.kind === 'ellipsis' ? [item.side] : []))
    expect(sides).toEqual(['start', 'end'])
  })

  it('refuses a pager too small for first, current and last', () => {
    expect(() => pagerItems(1, 10, 2)).toThrow(/visiblePages must be 3 or more/)
  })

  it('always shows first, current and last, ascending, with no ellipsis for a single page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 3, max: 11 }),
        (rawPage, last, visible) => {
          const page = Math.min(rawPage, last)
          const items = pagerItems(page, last, visible)
          const numbers = pageNumbers(items)
          expect(numbers[0]).toBe(1)
          expect(numbers.at(-1)).toBe(last)
          expect(numbers).toContain(page)
          expect(items.filter((item) => item.kind === 'page' && item.isCurrent)).toHaveLength(1)
          for (let i = 1; i < numbers.length; i++) expect(numbers[i]!).toBeGreaterThan(numbers[i - 1]!)
          // At least `visible` numbers once there are that many pages; a filled one-page gap adds at most two.
          expect(numbers.length).toBeGreaterThanOrEqual(Math.min(visible, last))
          expect(numbers.length).toBeLessThanOrEqual(visible + 2)
          items.forEach((item, index) => {
            if (item.kind !== 'ellipsis') return
            const before = items[index - 1]
            const after = items[index + 1]
            if (before?.kind !== 'page' || after?.kind !== 'page') throw new Error('an ellipsis sits between pages')
            expect(after.page - before.page).toBeGreaterThan(2)
          })
        },
      ),
    )
  })
})
