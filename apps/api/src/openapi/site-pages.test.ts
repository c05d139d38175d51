import { describe, expect, it } from 'vitest'
import { isSitePage } from './site-pages.js'

describe('isSitePage', () => {
  it("takes the built apps' pages and assets and the root's redirect as no API", () => {
    for (const url of ['/', '/app', '/app/', '/app/*', '/admin', '/admin/', '/admin/*', '/admin/assets/index.js']) {
      expect(isSitePage(url), url).toBe(true)
    }
  })

  it('leaves the API, OAuth and health routes, and look-alike paths, in the document', () => {
    for (const url of ['/api/v3/listings', '/oauth/token', '/healthz', '/apps', '/administrator', '/api/v3/admin']) {
      expect(isSitePage(url), url).toBe(false)
    }
  })
})
