import { describe, expect, it } from 'vitest'
import {
  appHref,
  flagOn,
  fullListingPath,
  searchWithoutDetailParams,
  splitListingPath,
  withFlag,
} from './listing-paths.js'

describe('listing paths', () => {
  it('keeps the search in the split view path but drops the detail parameters', () => {
    expect(splitListingPath('17', '?q=%7B%7D&inquiry=true&fullscreen=true&_vid=v1')).toBe(
      '/listing/17?q=%7B%7D&_vid=v1',
    )
    expect(splitListingPath('17', '')).toBe('/listing/17')
  })

  it('names the full page by slug and id, the id standing in for a missing slug', () => {
    expect(fullListingPath({ id: '17', slug: '1105-w-mary-st' })).toBe('/listing/1105-w-mary-st/17')
    expect(fullListingPath({ id: '17', slug: ' ' })).toBe('/listing/17/17')
  })

  it('returns the search without inquiry and fullscreen, or nothing when only they were there', () => {
    expect(searchWithoutDetailParams('?inquiry=true')).toBe('')
    expect(searchWithoutDetailParams('?sort=bedrooms&fullscreen=true')).toBe('?sort=bedrooms')
  })

  it('sets and clears a flag parameter and reads false and 0 as off', () => {
    expect(withFlag('?q=1', 'inquiry', true)).toBe('?q=1&inquiry=true')
    expect(withFlag('?q=1&inquiry=true', 'inquiry', false)).toBe('?q=1')
    expect(flagOn('?inquiry', 'inquiry')).toBe(true)
    expect(flagOn('?inquiry=false', 'inquiry')).toBe(false)
    expect(flagOn('?inquiry=0', 'inquiry')).toBe(false)
  })

  it('puts router paths under the app root for plain links', () => {
    expect(appHref('/listing/a/17')).toBe('/app/listing/a/17')
  })
})
