import { describe, expect, it } from 'vitest'
import { resultsToolbarLink } from './toolbar-link.js'

describe('resultsToolbarLink', () => {
  it.each([
    ['search', 'save-search'],
    ['collection', 'back-to-search'],
    ['saved-search', 'back-to-search'],
  ] as const)(
    "offers 'Save Search' outside a collection or saved search and 'Back to Search' inside one (%s)",
    (context, link) => {
      expect(resultsToolbarLink(context)).toBe(link)
    },
  )
})
