import { describe, expect, it } from 'vitest'
import { isInAppHref } from './link-rules.js'

describe('isInAppHref', () => {
  it('lets a router take paths, queries and fragments', () => {
    for (const href of ['/app/listing/7', 'account', '?page=2', '#photos', '../search']) {
      expect(isInAppHref(href)).toBe(true)
    }
  })

  it('leaves URLs with a scheme or another host to the browser', () => {
    for (const href of [
      'https://example.com/',
      'mailto:agent@example.com',
      'tel:+15125550100',
      '//cdn.example.com/x',
    ]) {
      expect(isInAppHref(href)).toBe(false)
    }
  })
})
