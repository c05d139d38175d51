import { readSuggestionNames, searchQueryFromUrlParams } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { applySearchChange, nextSearchParams } from './search-url.js'

const austin = { top_left: { lat: 30.4, lng: -97.9 }, bottom_right: { lat: 30.1, lng: -97.6 } }

function next(url: string, change: Parameters<typeof nextSearchParams>[2]) {
  const current = new URLSearchParams(url)
  return nextSearchParams(current, searchQueryFromUrlParams(current), change)
}

describe('search changes in the URL', () => {
  it('resets the page on a new filter, sort or map box, and keeps it on a page change', () => {
    const state = searchQueryFromUrlParams('page=4')
    expect(applySearchChange(state.query, { filter: { bedrooms: { min: 2 } } }).page.number).toBe(1)
    expect(applySearchChange(state.query, { sort: '-price_in_dollars' }).page.number).toBe(1)
    expect(applySearchChange(state.query, { bounding_box: austin }).page.number).toBe(1)
    expect(applySearchChange(state.query, { bounding_box: null }).page.number).toBe(1)
    expect(applySearchChange(state.query, { page: 7 }).page.number).toBe(7)
    expect(applySearchChange(state.query, { map: false }).page.number).toBe(4)
  })

  it('keeps the application parameters and rewrites only the search ones', () => {
    const params = next('_cycagt=12&_vid=v1&font=lato&menu=true&page=3&sort=bedrooms', { sort: '-price_in_dollars' })
    expect(params.get('_cycagt')).toBe('12')
    expect(params.get('_vid')).toBe('v1')
    expect(params.get('font')).toBe('lato')
    expect(params.get('menu')).toBe('true')
    expect(params.get('sort')).toBe('-price_in_dollars')
    expect(params.has('page')).toBe(false)
  })

  it('writes the map toggle and the box, and removes the box', () => {
    const withBox = next('q={"bedrooms":{"min":2}}', { bounding_box: austin, map: true })
    expect(withBox.get('box')).toBe('30.4,-97.9,30.1,-97.6')
    expect(withBox.get('map')).toBe('true')
    expect(JSON.parse(withBox.get('q') ?? '')).toEqual({ bedrooms: { min: 2 } })
    const without = next(withBox.toString(), { bounding_box: null })
    expect(without.has('box')).toBe(false)
    expect(without.get('map')).toBe('true')
  })

  it('round-trips through the URL: what is written reads back as the same search', () => {
    const params = next('', {
      filter: { price_in_dollars: { min: 300000, max: 600000 }, suggestion: { value: ['zip:78704'] } },
      sort: '-bedrooms',
    })
    const read = searchQueryFromUrlParams(next(params.toString(), { page: 3 }))
    expect(read.query.filter).toEqual({
      price_in_dollars: { min: 300000, max: 600000 },
      suggestion: { value: ['zip:78704'] },
    })
    expect(read.query.sort).toBe('-bedrooms')
    expect(read.query.page.number).toBe(3)
    expect(read.ignored).toEqual([])
  })

  it('keeps the names of picked suggestions while they are picked, so chips read the same after a reload', () => {
    const picked = next('_vid=v1', {
      filter: { suggestion: { value: ['area:12', 'city:austin-tx'] } },
      names: { 'area:12': 'Mueller', 'city:austin-tx': 'Austin, TX' },
    })
    const reloaded = new URLSearchParams(picked.toString())
    expect(readSuggestionNames(reloaded)).toEqual({ 'area:12': 'Mueller', 'city:austin-tx': 'Austin, TX' })
    // A later change without names keeps them; removing a chip drops its name.
    const sorted = nextSearchParams(reloaded, searchQueryFromUrlParams(reloaded), { sort: '-price_in_dollars' })
    expect(readSuggestionNames(sorted)).toEqual({ 'area:12': 'Mueller', 'city:austin-tx': 'Austin, TX' })
    const removed = nextSearchParams(sorted, searchQueryFromUrlParams(sorted), {
      filter: { suggestion: { value: ['city:austin-tx'] } },
    })
    expect(readSuggestionNames(removed)).toEqual({ 'city:austin-tx': 'Austin, TX' })
    const cleared = nextSearchParams(removed, searchQueryFromUrlParams(removed), { filter: {} })
    expect(cleared.has('suggestion_names')).toBe(false)
    expect(cleared.get('_vid')).toBe('v1')
  })

  it('reads an old link without names as the same search', () => {
    const old = new URLSearchParams('suggestions=area:12')
    expect(readSuggestionNames(old)).toEqual({})
    expect(searchQueryFromUrlParams(old).query.filter).toEqual({ suggestion: { value: ['area:12'] } })
    expect(next('suggestions=area:12', { page: 2 }).get('suggestions')).toBe('area:12')
  })
})
