import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Pagination } from './Pagination.js'

describe('Pagination rendered on the server', () => {
  it('is real links that work before any JavaScript runs', () => {
    const html = renderToString(
      <Pagination page={3} lastPage={20} pageHref={(page) => `/app/?page=${page}`} layout="wide" />,
    )
    expect(html).toContain('<nav aria-label="Pagination"')
    expect(html).toContain('href="/app/?page=4" class="idx-pager__link" rel="next" aria-label="Next page"')
    expect(html).toContain('href="/app/?page=3" class="idx-pager__link" aria-label="Page 3" aria-current="page"')
    expect(html.match(/aria-label="Page \d+"/g)).toHaveLength(7)
    // The stylesheet travels with the markup, so the pager is styled on first paint.
    expect(html).toMatch(/<style data-precedence="idx-search-ui" data-href="[^"]*\bidx-pager\b/)
  })

  it('asks for no page outside 1..last', () => {
    const asked: number[] = []
    renderToString(
      <Pagination
        page={500}
        lastPage={250}
        pageHref={(page) => {
          asked.push(page)
          return `?page=${page}`
        }}
      />,
    )
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.every((page) => page >= 1 && page <= 250)).toBe(true)
  })
})
