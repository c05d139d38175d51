// An embed's unreadable `style` and `font` parameters in Chromium, against the built server: the
// page still renders, in the default colours, and the visitor's console names each problem once
// (the server lists them in the page's idx-theme-warnings meta; main.tsx writes them out).
import { describe, expect, it } from 'vitest'
import type { ConsoleMessage, Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'

const env = browserAndServer({ server: 'shared' })

/** The default brand colour (DEFAULT_THEME_COLOURS.accent, #0b5cad) as getComputedStyle writes it. */
const DEFAULT_ACCENT_RGB = 'rgb(11, 92, 173)'

/** The colour a widget drawing in `var(--idx-accent, #0b5cad)` (@idx/ui's THEME.accent) gets on the page. */
const accentOf = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'))
    probe.style.color = 'var(--idx-accent, #0b5cad)'
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  })

describe('theme parameters the server could not use', () => {
  it('are named in the console, one warning each, and the page renders in the default colours', async () => {
    const page = await env.newPage()
    const warnings: string[] = []
    const errors: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning' && message.text().startsWith('idx: ')) warnings.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const style = encodeURIComponent('{"bordr":"1px solid red","accent":"#ffd400","radius":"huge"}')
    await page.goto(`${env.server.baseUrl}/app/?style=${style}&font=comic_sans`)
    const card = page.getByRole('list', { name: 'Search results' }).locator('article').first()
    await card.waitFor({ timeout: 30_000 })
    await expect.poll(() => warnings.length, { timeout: 10_000 }).toBe(4)
    expect(warnings).toEqual([
      expect.stringMatching(/^idx: font parameter: unknown font "comic_sans"; the site fonts are rubik, /),
      expect.stringMatching(/^idx: style parameter: unknown key "bordr"; the keys are /),
      'idx: style parameter: "radius" must be a length such as 4px or 0.5rem, got "huge"',
      'idx: style parameter: "accent" #ffd400 has a contrast of 1.4:1 on the surface\'s #ffffff; WCAG AA needs 4.5:1: ignored',
    ])
    expect(errors).toEqual([])
    // The yellow was not used: what the widgets draw in the accent is the default colour.
    expect(await accentOf(page)).toBe(DEFAULT_ACCENT_RGB)
  })

  it('say nothing for a page whose parameters are all used', async () => {
    const page = await env.newPage()
    const warnings: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning' && message.text().startsWith('idx: ')) warnings.push(message.text())
    })
    const style = encodeURIComponent('{"accent":"#7a1f3d","radius":"2px","card_shadow":"soft"}')
    await page.goto(`${env.server.baseUrl}/app/?style=${style}&font=lato`)
    const card = page.getByRole('list', { name: 'Search results' }).locator('article').first()
    await card.waitFor({ timeout: 30_000 })
    expect(await page.locator('meta[name="idx-theme-warnings"]').count()).toBe(0)
    expect(await accentOf(page)).toBe('rgb(122, 31, 61)')
    expect(
      await card.evaluate((article) => getComputedStyle(article.closest('.idx-card') ?? article).borderTopLeftRadius),
    ).toBe('2px')
    expect(warnings).toEqual([])
  })
})
