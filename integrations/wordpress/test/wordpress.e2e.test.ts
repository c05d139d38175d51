// The IDX Search plugin in Debian's WordPress, in Chromium at 1366×900 against the built idx server:
// an administrator sets it up through Settings → IDX Search (a bad URL is refused), its shortcodes
// print the custom elements and /embed.js once, and a visitor on the WordPress page (at
// http://localhost, another site than the idx server's http://127.0.0.1) searches, opens a listing
// whose path the page's ?idx= keeps across a reload, and signs in inside the frame for good.
// WordPress runs on MariaDB in a temp folder (./wordpress-site.ts); nothing is skipped: without
// Debian's packages every test fails saying which are missing.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { browserAndServer, DEMO_SHOPPER, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { DEMO_CLIENT_ID } from '../../../tooling/e2e/demo-accounts.js'
import { freePort } from '../../../tooling/e2e/free-port.js'
import { startServer, type RunningServer } from '../../../tooling/e2e/server.js'
import { publishPage, savedSettings, startWordPress, WP_ADMIN, type WordPressSite } from './wordpress-site.js'

const PLUGIN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'idx-search')
const DESKTOP = { width: 1366, height: 900 }
const SETTLE = { timeout: 20_000, interval: 200 }
const NOT_SET_UP = "IDX Search is not set up: enter your IDX site's address under Settings → IDX Search."

type Pages = { search: string; listing: string }
type Site = RunningServer & { wordpress: WordPressSite; pages: Pages; listingId: string }

/** A demo listing that is for sale and open to everyone, as the site's API serves it. */
async function activeListingId(idx: string): Promise<string> {
  const ids = Array.from({ length: 40 }, (_, index) => index + 1).join(',')
  const res = await fetch(`${idx}/api/v3/listings?filter[id][value]=${ids}`, {
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}` },
  })
  expect(res.status).toBe(200)
  const { data } = (await res.json()) as {
    data: { id: string; attributes: { listing_status?: string; locked?: boolean } }[]
  }
  const listing = data.find((each) => each.attributes.listing_status === 'Active' && !each.attributes.locked)
  if (!listing) throw new Error('no active demo listing among the first 40')
  return listing.id
}

const e2e = browserAndServer<Site>({
  server: async () => {
    const port = await freePort()
    const origin = `http://localhost:${port}`
    // The idx server lets the WordPress site frame it (and answers its cross-origin calls).
    const [idx, wordpress] = await Promise.allSettled([
      startServer({ IDX_FRAME_ANCESTORS: origin }),
      startWordPress({ port, pluginDir: PLUGIN_DIR }),
    ])
    if (idx.status === 'rejected' || wordpress.status === 'rejected') {
      if (idx.status === 'fulfilled') await idx.value.stop()
      if (wordpress.status === 'fulfilled') await wordpress.value.stop()
      throw idx.status === 'rejected' ? idx.reason : (wordpress as PromiseRejectedResult).reason
    }
    const site = wordpress.value
    try {
      const listingId = await activeListingId(idx.value.baseUrl)
      const pages = {
        search: publishPage(site, 'Search homes', '<!-- wp:shortcode -->\n[idx_search]\n<!-- /wp:shortcode -->'),
        listing: publishPage(
          site,
          'Featured home',
          `<!-- wp:shortcode -->\n[idx_listing id="${listingId}"]\n<!-- /wp:shortcode -->\n\n<!-- wp:shortcode -->\n[idx_saved_homes]\n<!-- /wp:shortcode -->`,
        ),
      }
      return {
        ...idx.value,
        wordpress: site,
        pages,
        listingId,
        stop: async () => {
          await site.stop()
          return idx.value.stop()
        },
      }
    } catch (error) {
      await site.stop()
      await idx.value.stop()
      throw error
    }
  },
})

const wp = () => e2e.server.wordpress

/** What a visitor's browser gets for `url`, without cookies. */
async function visitorHtml(url: string): Promise<string> {
  const res = await fetch(url)
  expect(res.status, url).toBe(200)
  return res.text()
}

const embedScripts = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc=['"]([^'"]*\/embed\.js)['"][^>]*>/g)]

async function logInToWordPress(page: Page): Promise<void> {
  await page.goto(`${wp().origin}/wp-login.php`)
  await page.getByLabel('Username or Email Address').fill(WP_ADMIN.user)
  await page.getByLabel('Password', { exact: true }).fill(WP_ADMIN.password)
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.getByRole('button', { name: 'Log In' }).click()])
}

async function saveSettings(page: Page, siteUrl: string, clientId: string): Promise<void> {
  await page.getByLabel('IDX site URL').fill(siteUrl)
  await page.getByLabel('Client id').fill(clientId)
  await Promise.all([
    page.waitForURL(/settings-updated=true/),
    page.getByRole('button', { name: 'Save Changes' }).click(),
  ])
}

/** The frame of the page's <idx-…> element, once embed.js has made it and it has loaded the site. */
async function idxFrame(page: Page, tag: string): Promise<Frame> {
  const iframe = page.locator(`${tag} iframe`)
  // Said first when it is so: the frames come from the idx server's /embed.js.
  const script = await fetch(`${e2e.server.baseUrl}/embed.js`)
  expect(script.status, `GET ${e2e.server.baseUrl}/embed.js`).toBe(200)
  expect(script.headers.get('content-type')).toMatch(/javascript/)
  await iframe.waitFor({ state: 'attached', timeout: SETTLE.timeout })
  let frame: Frame | null = null
  await expect
    .poll(async () => {
      frame = await (await iframe.elementHandle())!.contentFrame()
      return frame?.url() ?? ''
    }, SETTLE)
    .toMatch(new RegExp(`^${e2e.server.baseUrl.replace(/[.:/]/g, '\\$&')}/app/`))
  return frame!
}

/** The opened listing's heading: h2 in the split view beside the results, h1 on its own page (the cards' are h3). */
const listingHeading = (frame: Frame, title: string) => frame.locator('h1, h2', { hasText: title }).first()

const searchResults = (frame: Frame) => frame.getByRole('list', { name: 'Search results' }).locator('article')

describe('the IDX Search plugin in WordPress', () => {
  it('is a WordPress plugin: its PHP parses, its header names it under the GPL, and it is active', () => {
    for (const file of readdirSync(PLUGIN_DIR).filter((name) => name.endsWith('.php'))) {
      const lint = spawnSync('php', ['-l', join(PLUGIN_DIR, file)], { encoding: 'utf8' })
      expect(lint.status, `${file}: ${lint.stdout}${lint.stderr}`).toBe(0)
    }
    const active = wp().php(
      "require ABSPATH . 'wp-load.php';\nrequire_once ABSPATH . 'wp-admin/includes/plugin.php';\n" +
        "$data = get_plugin_data(WP_PLUGIN_DIR . '/idx-search/idx-search.php');\n" +
        "echo wp_json_encode(array('name' => $data['Name'], 'active' => is_plugin_active('idx-search/idx-search.php')));",
    )
    expect(JSON.parse(active)).toEqual({ name: 'IDX Search', active: true })
  })

  it('before it is set up, shows editors a notice where the shortcode is and visitors nothing', async () => {
    expect(savedSettings(wp())).toBeNull()
    const html = await visitorHtml(e2e.server.pages.search)
    expect(html).toContain('Search homes')
    expect(html).not.toContain('IDX Search is not set up')
    expect(html).not.toContain('<idx-search')
    expect(embedScripts(html)).toHaveLength(0)

    const page = await e2e.newPage({ viewport: DESKTOP })
    await logInToWordPress(page)
    await page.goto(e2e.server.pages.search)
    const notice = page.locator('.idx-search-notice')
    await expect.poll(() => notice.textContent()).toBe(NOT_SET_UP)
    expect(await notice.isVisible()).toBe(true)
    // It leads the administrator to the settings page.
    await Promise.all([page.waitForURL(/options-general\.php\?page=idx-search/), notice.getByRole('link').click()])
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('IDX Search')
  })

  it('is set up under Settings → IDX Search: a URL with a path is refused with a notice, an origin is saved', async () => {
    const idx = e2e.server.baseUrl
    const page = await e2e.newPage({ viewport: DESKTOP })
    await logInToWordPress(page)
    await page.goto(`${wp().origin}/wp-admin/options-general.php`)
    await Promise.all([
      page.waitForURL(/page=idx-search/),
      page.locator('#menu-settings').getByRole('link', { name: 'IDX Search', exact: true }).click(),
    ])
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('IDX Search')
    // The note names this WordPress site's origin and the idx command that registers it.
    const note = await page.locator('#idx-search-embedding-note').textContent()
    expect(note).toContain(wp().origin)
    expect(note).toContain('Sites allowed to embed the search')
    expect(await page.locator('.wrap pre').textContent()).toBe(
      `npm run -s idx -- embed-origins --site homes.example.com --origin ${wp().origin}`,
    )

    // A path is not an origin: refused, with the reason, and nothing is saved for it.
    await saveSettings(page, `${idx}/app/`, DEMO_CLIENT_ID)
    const error = page.locator('#setting-error-idx_search_site_url')
    expect(await error.isVisible()).toBe(true)
    expect(await error.textContent()).toContain('must be an http:// or https:// address without a path')
    expect(await page.getByText('Settings saved.').count()).toBe(0)
    expect(await page.getByLabel('IDX site URL').inputValue()).toBe('')
    expect(await page.getByLabel('Client id').inputValue()).toBe(DEMO_CLIENT_ID)

    // The origin (a trailing slash is dropped) is saved and shown back.
    await saveSettings(page, `${idx}/`, DEMO_CLIENT_ID)
    expect(await page.getByText('Settings saved.').isVisible()).toBe(true)
    expect(await page.locator('#setting-error-idx_search_site_url').count()).toBe(0)
    expect(await page.getByLabel('IDX site URL').inputValue()).toBe(idx)
    expect(await page.getByLabel('Client id').inputValue()).toBe(DEMO_CLIENT_ID)
    expect(savedSettings(wp())).toEqual({ site_url: idx, client_id: DEMO_CLIENT_ID })
    expect(await page.locator('.wrap pre').textContent()).toBe(
      `npm run -s idx -- embed-origins --site ${new URL(idx).hostname} --origin ${wp().origin}`,
    )
  })

  it('prints the custom elements and the embed script once, async, with the client id', async () => {
    const idx = e2e.server.baseUrl
    const search = await visitorHtml(e2e.server.pages.search)
    expect(search.match(/<idx-search><\/idx-search>/g)).toHaveLength(1)
    const scripts = embedScripts(search)
    expect(scripts.map((script) => script[1])).toEqual([`${idx}/embed.js`])
    expect(scripts[0]![0]).toContain(`data-client-id="${DEMO_CLIENT_ID}"`)
    expect(scripts[0]![0]).toMatch(/\sasync[\s>=]/)
    // In the footer: after the element.
    expect(search.indexOf(scripts[0]![0])).toBeGreaterThan(search.indexOf('<idx-search>'))

    const listing = await visitorHtml(e2e.server.pages.listing)
    expect(listing).toContain(`<idx-listing listing-id="${e2e.server.listingId}"></idx-listing>`)
    expect(listing).toContain('<idx-saved-homes></idx-saved-homes>')
    // Two shortcodes, one script.
    expect(embedScripts(listing).map((script) => script[1])).toEqual([`${idx}/embed.js`])
    expect(listing).not.toContain('IDX Search is not set up')
  })

  it("shows a visitor the search in a frame that fits its results, keeps an opened listing in the page's ?idx= across a reload", async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto(e2e.server.pages.search)
    let frame = await idxFrame(page, 'idx-search')
    await searchResults(frame).first().waitFor({ state: 'visible', timeout: SETTLE.timeout })
    expect(await searchResults(frame).count()).toBeGreaterThan(0)

    // The frame grows to its content: taller than the window, and nothing scrolls inside it.
    const iframe = page.locator('idx-search iframe')
    await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0, SETTLE).toBeGreaterThan(DESKTOP.height)
    const inner = await frame.evaluate(() => ({
      scrollHeight: document.scrollingElement!.scrollHeight,
      innerHeight: window.innerHeight,
    }))
    expect(inner.scrollHeight).toBeLessThanOrEqual(inner.innerHeight + 1)
    expect(Math.round((await iframe.boundingBox())!.height)).toBeGreaterThanOrEqual(inner.innerHeight)

    // Opening a listing puts its path in the WordPress page's address and shows it in the frame.
    const card = searchResults(frame).first()
    const title = (await card.locator('h3').textContent())?.trim() ?? ''
    expect(title).not.toBe('')
    await card.getByRole('link', { name: title }).first().click()
    await expect.poll(() => new URL(page.url()).searchParams.get('idx') ?? '', SETTLE).toMatch(/^listing\//)
    expect(new URL(page.url()).searchParams.get('page_id')).toBe(
      new URL(e2e.server.pages.search).searchParams.get('page_id'),
    )
    await listingHeading(frame, title).waitFor({ timeout: SETTLE.timeout })

    // A reload opens the same listing.
    const address = page.url()
    await page.reload()
    expect(page.url()).toBe(address)
    frame = await idxFrame(page, 'idx-search')
    await listingHeading(frame, title).waitFor({ timeout: SETTLE.timeout })
  })

  it('shows the listing of [idx_listing] to a visitor', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto(e2e.server.pages.listing)
    const frame = await idxFrame(page, 'idx-listing')
    expect(new URL(frame.url()).pathname).toMatch(new RegExp(`/app/listing/.+/${e2e.server.listingId}$`))
    await frame.getByRole('heading', { level: 1 }).waitFor({ timeout: SETTLE.timeout })
  })

  it('signs a visitor in inside the frame, and they are still signed in after reloading the WordPress page', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto(e2e.server.pages.search)
    let frame = await idxFrame(page, 'idx-search')
    const header = (f: Frame) => f.getByRole('banner').getByRole('button').first()
    await expect.poll(() => header(frame).textContent(), SETTLE).toContain('Get Started')
    await header(frame).click()
    const dialog = frame.getByRole('dialog')
    await dialog.getByLabel('Email').fill(DEMO_SHOPPER.email)
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password)
    await dialog.getByRole('button', { name: 'Log In' }).click()
    await expect.poll(() => header(frame).textContent(), SETTLE).toContain('Hi, Jane')

    await page.reload()
    frame = await idxFrame(page, 'idx-search')
    await searchResults(frame).first().waitFor({ state: 'visible', timeout: SETTLE.timeout })
    await expect.poll(() => header(frame).textContent(), SETTLE).toContain('Hi, Jane')
  })

  it('removes its settings when it is deleted under Plugins (uninstall.php)', () => {
    expect(savedSettings(wp())).not.toBeNull()
    wp().php(
      "require ABSPATH . 'wp-load.php';\nrequire_once ABSPATH . 'wp-admin/includes/plugin.php';\n" +
        "deactivate_plugins('idx-search/idx-search.php');\nuninstall_plugin('idx-search/idx-search.php');",
    )
    expect(savedSettings(wp())).toBeNull()
  })
})
