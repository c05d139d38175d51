// A branded site as a visitor sees it, in Chromium against the built server: an administrator sets
// the brand through the real admin API (PATCH /api/v3/site_settings: brand colour, accent colour,
// font Lato, a logo), and the server's HTML and CSS alone (JavaScript off) already show the logo,
// the colour and the font; the page with JavaScript paints the same header, pixel for pixel, at
// desktop (1366x900) and phone (390x844) sizes. A brand colour too light to read falls back to the
// default. axe-core finds no serious or critical violation on the themed search and listing pages.
// The file has a server of its own (the brand changes what every page of the site shows); it
// still puts the brand back at the end. IDX_E2E_SCREENSHOTS=<folder> keeps the screenshots.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { browserAndServer, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { siteSettingsApi, type SiteSettings, type SiteSettingsApi } from './helpers/site-settings-api.js'
import { axeViolations } from './helpers/axe.js'

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const
const BRAND = {
  primary_color: '#7a1f3d',
  accent_color: '#1f6f50',
  font: 'lato',
  logo_url: '/api/v3/sites/1/logo.svg',
}
/** BRAND.primary_color as getComputedStyle writes it. */
const BRAND_RGB = 'rgb(122, 31, 61)'
/** The default brand colour (DEFAULT_THEME_COLOURS.accent, #0b5cad), used when the site's would not read on white. */
const DEFAULT_ACCENT_RGB = 'rgb(11, 92, 173)'
/** Pixels of the header strip allowed to differ between the two paints (anti-aliasing). */
const PIXEL_TOLERANCE = 0.005

const env = browserAndServer()
const shots = process.env.IDX_E2E_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'idx-branding-'))
mkdirSync(shots, { recursive: true })

let settings: SiteSettingsApi | null = null
let original: SiteSettings | null = null

/** Changes the site's settings from the version the server has now. */
const patchSettings = (attributes: Record<string, unknown>) => settings!.set(attributes)

beforeAll(async () => {
  settings = await siteSettingsApi(env.server.baseUrl)
  original = await settings.get()
  await patchSettings(BRAND)
})

afterAll(async () => {
  if (!original || !settings) return
  const { primary_color, accent_color, font, logo_url } = original
  await patchSettings({ primary_color, accent_color, font, logo_url })
})

/** The site's name, the logo's alt text. */
async function siteName(): Promise<string> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/site?me=true`, {
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}` },
  })
  return ((await res.json()) as { data: { attributes: { name: string } } }).data.attributes.name
}

/** A page of the site at `size`, with or without JavaScript, once its fonts and logo have loaded. */
async function openPage(path: string, size: { width: number; height: number }, javaScriptEnabled: boolean) {
  const page = await env.newPage({ viewport: size, javaScriptEnabled })
  await page.goto(`${env.server.baseUrl}${path}`, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return page
}

type Look = { logoAlt: string | null; logoVisible: boolean; linkColour: string; font: string }

/** What the page shows: the header's logo, the colour of its 'Save Search' link and the page's font. */
async function headerLook(page: Page): Promise<Look> {
  const logo = page.getByRole('banner').locator('img.site-header__logo')
  const link = page.getByRole('link', { name: 'Save Search' })
  return {
    logoAlt: await logo.getAttribute('alt'),
    logoVisible:
      (await logo.isVisible()) &&
      (await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)),
    linkColour: await link.evaluate((el) => getComputedStyle(el).color),
    font: await page.evaluate(() => getComputedStyle(document.body).fontFamily),
  }
}

/**
 * The header strip as a PNG: the site bar from the left edge to `width` (the brand's part: the
 * bar, the logo and the name, and its rule under them).
 */
async function headerShot(page: Page, name: string, width: number): Promise<Buffer> {
  const bar = await page.locator('.site-bar').boundingBox()
  if (!bar) throw new Error('the site bar is not shown')
  const png = await page.screenshot({ clip: { x: 0, y: bar.y, width, height: bar.height }, animations: 'disabled' })
  writeFileSync(join(shots, `${name}.png`), png)
  await page.screenshot({ path: join(shots, `${name}-page.png`) })
  return png
}

/** The share of pixels that differ between two PNGs of one size (decoded by the browser). */
async function differingShare(browser: Browser, a: Buffer, b: Buffer): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    return await page.evaluate(
      async ([first, second]) => {
        const pixels = async (base64: string) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
          const context2d = canvas.getContext('2d')!
          context2d.drawImage(bitmap, 0, 0)
          return {
            width: bitmap.width,
            height: bitmap.height,
            data: context2d.getImageData(0, 0, bitmap.width, bitmap.height).data,
          }
        }
        const [x, y] = await Promise.all([pixels(first), pixels(second)])
        if (x.width !== y.width || x.height !== y.height) return 1
        let differing = 0
        for (let i = 0; i < x.data.length; i += 4) {
          const delta = Math.max(
            Math.abs(x.data[i]! - y.data[i]!),
            Math.abs(x.data[i + 1]! - y.data[i + 1]!),
            Math.abs(x.data[i + 2]! - y.data[i + 2]!),
          )
          if (delta > 24) differing++
        }
        return differing / (x.width * x.height)
      },
      [a.toString('base64'), b.toString('base64')] as const,
    )
  } finally {
    await context.close()
  }
}

describe('a branded site', () => {
  for (const [label, size] of SIZES) {
    it(`shows its logo, colour and font in the first paint, as the page with JavaScript does (${label})`, async () => {
      const name = await siteName()
      const served = await openPage('/app/?map=false', size, false)
      const hydrated = await openPage('/app/?map=false', size, true)
      // Hydrated: the search has drawn its results and the support chat its launcher.
      await hydrated.getByRole('list', { name: 'Search results' }).getByRole('article').first().waitFor()
      await hydrated.getByRole('button', { name: 'Chat with us' }).waitFor()
      // The support chat's launcher ('Chat with us') joins the bar's right end once the page runs,
      // moving 'Get Started' left: the strip compared ends before the account button in both.
      const accountLeft = async (page: Page) =>
        (await page.locator('.idx-header-account').boundingBox())?.x ?? size.width
      const width = Math.floor(Math.min(await accountLeft(served), await accountLeft(hydrated))) - 4
      const firstPaint = await headerShot(served, `branded-header-${label}-no-js`, width)
      const withScript = await headerShot(hydrated, `branded-header-${label}-js`, width)
      for (const look of [await headerLook(served), await headerLook(hydrated)]) {
        expect(look.logoAlt).toBe(name)
        expect(look.logoVisible).toBe(true)
        expect(look.linkColour).toBe(BRAND_RGB)
        expect(look.font).toMatch(/^"?Lato"?,/)
      }
      expect(await differingShare(env.browser, firstPaint, withScript)).toBeLessThanOrEqual(PIXEL_TOLERANCE)
    })
  }

  it('falls back to the default brand colour when the site’s would not read on white', async () => {
    await patchSettings({ primary_color: '#ffff00' })
    try {
      for (const javaScript of [false, true]) {
        const page = await openPage('/app/?map=false', DESKTOP, javaScript)
        expect((await headerLook(page)).linkColour).toBe(DEFAULT_ACCENT_RGB)
        expect(await page.locator('#idx-site-theme').textContent()).not.toContain('#ffff00')
      }
    } finally {
      await patchSettings({ primary_color: BRAND.primary_color })
    }
  })

  for (const [label, size] of SIZES) {
    it(`has no serious or critical accessibility violation on its search and listing pages (${label})`, async () => {
      const search = await openPage('/app/?map=false', size, true)
      await search.getByRole('list', { name: 'Search results' }).getByRole('article').first().waitFor()
      const listing = await openPage(await firstListingPath(), size, true)
      await listing.getByRole('heading', { level: 1 }).waitFor()
      for (const [pageName, page] of [
        ['search', search],
        ['listing', listing],
      ] as const) {
        const severe = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(severe, `${pageName} at ${label}`).toEqual([])
        await page.screenshot({ path: join(shots, `branded-${pageName}-${label}.png`) })
      }
    })
  }
})

/** The full page of the market's first listing, `/app/listing/{slug}/{id}`. */
async function firstListingPath(): Promise<string> {
  const res = await fetch(`${env.server.baseUrl}/api/v3/listings/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ page: { size: 1, number: 1 } }),
  })
  const body = (await res.json()) as { data: { links: { full: string } }[] }
  return body.data[0]!.links.full
}
