import { FONTS } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { withTestApp } from './helpers/test-app.js'

const t = withTestApp({ seed: async () => {} })

describe('the site fonts', () => {
  it("serves each site font's stylesheet, naming files the site serves itself", async () => {
    for (const font of FONTS) {
      const res = await t.app.inject({ url: `/fonts/${font}.css` })
      expect(res.statusCode, font).toBe(200)
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8')
      expect(res.body).toContain('@font-face')
      // Nothing is fetched from elsewhere: every file is under /fonts/files/.
      const urls = [...res.body.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!)
      expect(urls.length).toBeGreaterThan(0)
      for (const url of urls) expect(url).toMatch(/^\/fonts\/files\/[a-z-]+\/[a-z0-9-]+\.woff2?$/)
    }
  })

  it('draws the regular and bold weights; Typold is served as the packaged Raleway', async () => {
    const lato = (await t.app.inject({ url: '/fonts/lato.css' })).body
    expect(lato).toContain("font-family: 'Lato'")
    expect(lato).toContain('font-weight: 400')
    expect(lato).toContain('font-weight: 700')
    const typold = (await t.app.inject({ url: '/fonts/typold.css' })).body
    expect(typold).toContain("font-family: 'Raleway'")
  })

  it('serves the files the stylesheets name, as fonts, and nothing else', async () => {
    const css = (await t.app.inject({ url: '/fonts/playfair.css' })).body
    const url = /url\((\/fonts\/files\/[^)]+\.woff2)\)/.exec(css)![1]!
    const file = await t.app.inject({ url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('font/woff2')
    // A woff2 file's signature.
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2')
    for (const missing of [
      '/fonts/comic_sans.css',
      '/fonts/lato',
      '/fonts/files/lato/..%2Fpackage.json',
      '/fonts/files/lodash/index.woff2',
      '/fonts/files/lato/no-such-file.woff2',
    ]) {
      expect((await t.app.inject({ url: missing })).statusCode, missing).toBe(404)
    }
  })
})
