// The search map as a first-time visitor uses it, at desktop (1366x900) and phone (390x844) sizes:
// Debian's Chromium (playwright-core) against the built API server with its seeded Austin market,
// one server and one browser for the file. Each test reads what a person sees and does: boxes on
// screen, the URL, names of buttons.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchChromium } from '../../../tooling/e2e/chromium.js'
import { startServer, type RunningServer } from '../../../tooling/e2e/server.js'
import { pollFor, resultCount } from './helpers/result-count.js'

const SIZES = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const
/** Searches, clusters and the map's reports wait on debounces (500 ms) and a shared 2-core machine. */
const SETTLE = { timeout: 15_000, interval: 100 }
/** A test waits on several of those in turn: a page, its map, a search and the map's answer. */
const TEST_TIMEOUT = 60_000
/** A box over empty West Texas ranch land (north, west, south, east): no listing of the market. */
const EMPTY_BOX = '31.5,-103.6,31.3,-103.3'
/** A box over Round Rock, north of Austin: Zilker (south-central Austin) lies well outside it. */
const ROUND_ROCK_BOX = '30.56,-97.74,30.46,-97.6'

/** One listing's marker: its price pill, or its dot where pills would overlap (@idx/domain's layout). */
const LISTING_MARKERS = '.idx-map-pin:not(.idx-map-pin--multi), .idx-map-dot'

let server: RunningServer
let browser: Browser
const pages: Page[] = []

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchChromium()])
}, 120_000)
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.close()))
})
afterAll(async () => {
  await browser?.close()
  expect(await server?.stop()).toBe(0)
})

// ---------------------------------------------------------------------------------------------
// Reading the screen

type Box = { x: number; y: number; width: number; height: number }

/** Opens the search at `/app/?map=true&{search}` (the map is off by default on phones). */
async function openMap(size: keyof typeof SIZES, search = ''): Promise<{ page: Page; map: Locator }> {
  const page = await browser.newPage({ viewport: SIZES[size] })
  pages.push(page)
  await page.goto(`${server.baseUrl}/app/?map=true${search ? `&${search}` : ''}`)
  const map = page.getByRole('region', { name: 'Map of listings' })
  await map.waitFor({ timeout: SETTLE.timeout })
  // Laid out, with its first report made and its first clusters asked for and answered.
  await expect.poll(() => map.getAttribute('data-last-move'), SETTLE).toBe('opened')
  await expect.poll(() => map.getAttribute('aria-busy'), SETTLE).toBe('false')
  return { page, map }
}

function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams
}

/** The results count once settled (`N Results`, `No Results`). */
function settledCount(page: Page): Promise<number> {
  return pollFor(() => resultCount(page))
}

/**
 * Markers (`selector` inside the map) a visitor can click: the centre of each is painted by the
 * marker itself, not covered by a control, the results toolbar or another marker; top first.
 */
async function clickableMarkers(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; name: string; index: number }[]> {
  return page.evaluate((wanted) => {
    const map = document.querySelector('[aria-roledescription="map"]')!.getBoundingClientRect()
    return [...document.querySelectorAll<HTMLElement>(`[aria-roledescription="map"] ${wanted}`)]
      .map((marker, index) => {
        const box = marker.getBoundingClientRect()
        const x = box.left + box.width / 2
        const y = box.top + box.height / 2
        const inside = x > map.left + 60 && x < map.right - 20 && y > map.top + 60 && y < map.bottom - 60
        const hit = inside ? document.elementFromPoint(x, y) : null
        return { x, y, name: marker.textContent ?? '', index, ok: hit !== null && marker.contains(hit) }
      })
      .filter((marker) => marker.ok)
      .sort((a, b) => a.y - b.y)
      .map(({ x, y, name, index }) => ({ x, y, name, index }))
  }, selector)
}

/** A point on the bare map (no marker, control or button there), near a fraction of its box. */
async function bareMapPoint(page: Page, fx: number, fy: number): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    ([fx, fy]: [number, number]) => {
      const map = document.querySelector('[aria-roledescription="map"]')!
      const box = map.getBoundingClientRect()
      for (let step = 0; step <= 120; step += 6)
        for (const [dx, dy] of [
          [0, 0],
          [step, 0],
          [-step, 0],
          [0, step],
          [0, -step],
        ]) {
          const x = box.left + box.width * fx + dx!
          const y = box.top + box.height * fy + dy!
          const hit = document.elementFromPoint(x, y)
          if (
            hit &&
            map.contains(hit) &&
            !hit.closest('.leaflet-marker-icon, .leaflet-control-container, .leaflet-popup, button, a')
          )
            return { x, y }
        }
      return null
    },
    [fx, fy] as [number, number],
  )
  expect(point).not.toBeNull()
  return point!
}

/** Whether a click at a viewport point lands on the map itself (not a control, button or panel over it). */
function onMapAt(page: Page, x: number, y: number): Promise<boolean> {
  return page.evaluate(
    ([x, y]: [number, number]) => {
      const map = document.querySelector('[aria-roledescription="map"]')!
      const hit = document.elementFromPoint(x, y)
      return hit !== null && map.contains(hit) && hit.closest('.leaflet-control-container, button, a') === null
    },
    [x, y] as [number, number],
  )
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The boxes of the map's own buttons that are on screen: zoom, area tools, disclaimers. */
async function mapButtonBoxes(page: Page): Promise<Box[]> {
  const names = ['Zoom in', 'Zoom out', 'Search this area', 'Draw area', 'Disclaimer(s)']
  const boxes = await Promise.all(
    names.map((name) =>
      page
        .getByRole('region', { name: 'Map of listings' })
        .locator('..')
        .getByRole('button', { name, exact: true })
        .first()
        .boundingBox(),
    ),
  )
  return boxes.filter((box): box is Box => box !== null)
}

// ---------------------------------------------------------------------------------------------

describe.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('the search map on a %s', (size) => {
  it(
    'opens a popup with a click without changing the search, though the popup pans the map into view',
    async () => {
      const { page, map } = await openMap(size)
      const before = page.url()
      // The top-most single listing (a price pill, or a dot where pills would overlap): its 270 px
      // popup opens above it, past the map's top edge, so Leaflet pans the map down to show it.
      await expect.poll(async () => (await clickableMarkers(page, LISTING_MARKERS)).length, SETTLE).toBeGreaterThan(0)
      const [marker] = await clickableMarkers(page, LISTING_MARKERS)
      await page.mouse.click(marker!.x, marker!.y)
      const popup = page.getByRole('dialog', { name: 'Listing details' })
      await popup.waitFor({ timeout: SETTLE.timeout })
      // The map reported its new box as a popup's nudge: the URL, and so the search, stayed. It
      // reports once the pan has ended (moveend), so only then is the popup where the pan put it:
      // read earlier, on a busy machine, its box was still partly above the map.
      await expect.poll(() => map.getAttribute('data-last-move'), SETTLE).toBe('popup')
      const popupBox = (await popup.boundingBox())!
      const mapBox = (await map.boundingBox())!
      expect(popupBox.y).toBeGreaterThanOrEqual(mapBox.y) // panned into view
      expect(page.url()).toBe(before)
      expect(params(page).get('box')).toBeNull()
    },
    TEST_TIMEOUT,
  )

  it(
    'opens a popup from the keyboard without changing the search',
    async () => {
      const { page, map } = await openMap(size)
      const before = page.url()
      await expect.poll(async () => (await clickableMarkers(page, LISTING_MARKERS)).length, SETTLE).toBeGreaterThan(0)
      const [first] = await clickableMarkers(page, LISTING_MARKERS)
      await map.locator(LISTING_MARKERS).nth(first!.index).focus()
      await page.keyboard.press('Enter')
      const popup = page.getByRole('dialog', { name: 'Listing details' })
      await popup.waitFor({ timeout: SETTLE.timeout })
      // Focus moves to the listing's link in the popup, as for any dialog.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), SETTLE)
        .toBe(true)
      await expect.poll(() => map.getAttribute('data-last-move'), SETTLE).toMatch(/^(popup|focus)$/)
      expect(page.url()).toBe(before)
      await page.keyboard.press('Escape')
      await expect.poll(() => popup.count(), SETTLE).toBe(0)
      expect(page.url()).toBe(before)
    },
    TEST_TIMEOUT,
  )

  it(
    'narrows the search to the box when the visitor drags the map, and goes back to page 1',
    async () => {
      const { page, map } = await openMap(size, 'page=2')
      expect(params(page).get('page')).toBe('2')
      const from = await bareMapPoint(page, 0.5, 0.3)
      await page.mouse.move(from.x, from.y)
      await page.mouse.down()
      for (let step = 1; step <= 8; step++) await page.mouse.move(from.x - step * 12, from.y + step * 6)
      await page.mouse.up()
      await expect.poll(() => params(page).get('box'), SETTLE).not.toBeNull()
      expect(await map.getAttribute('data-last-move')).toBe('visitor')
      expect(params(page).get('page')).toBeNull()
    },
    TEST_TIMEOUT,
  )

  it(
    'places a corner where a cluster is while drawing, never zooms, names the corners, and Escape cancels',
    async () => {
      const { page, map } = await openMap(size)
      // Clusters a visitor can see and click (not under a control or the disclaimers).
      await expect.poll(async () => (await clickableMarkers(page, '.cluster-marker')).length, SETTLE).toBeGreaterThan(0)
      const clusters = await clickableMarkers(page, '.cluster-marker')
      await page.getByRole('button', { name: 'Draw area' }).click()
      await page.getByRole('button', { name: 'Finish shape' }).waitFor({ timeout: SETTLE.timeout })
      // A cluster with room for a small triangle beside it, on the map itself.
      const offsets = [
        [0, 0],
        [70, 10],
        [30, 60],
      ] as const
      let cluster: (typeof clusters)[number] | undefined
      let sign = 1
      for (const candidate of clusters) {
        for (const direction of [1, -1]) {
          const points = offsets.map(([dx, dy]) => [candidate.x + dx * direction, candidate.y + dy] as const)
          if ((await Promise.all(points.map(([x, y]) => onMapAt(page, x, y)))).every(Boolean)) {
            cluster = candidate
            sign = direction
            break
          }
        }
        if (cluster) break
      }
      expect(cluster).toBeDefined()
      const bubble = map.locator('.cluster-marker').nth(cluster!.index)
      const bubbleBefore = (await bubble.boundingBox())!
      await page.mouse.click(cluster!.x, cluster!.y)
      await map.getByRole('button', { name: 'Corner 1 of 1' }).waitFor({ timeout: SETTLE.timeout })
      expect(await bubble.boundingBox()).toEqual(bubbleBefore) // not zoomed: the bubble has not moved
      for (const [dx, dy] of offsets.slice(1)) await page.mouse.click(cluster!.x + dx * sign, cluster!.y + dy)
      for (const name of ['Corner 1 of 3', 'Corner 2 of 3', 'Corner 3 of 3']) {
        await map.getByRole('button', { name }).waitFor({ timeout: SETTLE.timeout })
      }
      expect(await page.getByRole('dialog').count()).toBe(0) // no popup opened either

      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Draw area' }).waitFor({ timeout: SETTLE.timeout })
      expect(await map.getByRole('button', { name: /^Corner / }).count()).toBe(0)
      expect(await bubble.boundingBox()).toEqual(bubbleBefore)
      expect(await map.getAttribute('data-last-move')).toBe('opened') // the map never moved
      expect(params(page).get('box')).toBeNull()
      expect(params(page).get('q') ?? '').not.toContain('geo_shape')
    },
    TEST_TIMEOUT,
  )

  it(
    'says a filter with no match anywhere is the cause, offers Clear Filters, and never covers the map’s buttons',
    async () => {
      const q = encodeURIComponent(JSON.stringify({ price_in_dollars: { min: 900_000_000 } }))
      const { page, map } = await openMap(size, `q=${q}`)
      const notice = map.locator('..').locator('.idx-map__notice')
      await expect
        .poll(() => notice.locator('[role="status"]').textContent(), SETTLE)
        .toBe('No listings match these filters anywhere in this market.')
      const clear = notice.getByRole('button', { name: 'Clear Filters' })
      expect(await clear.isVisible()).toBe(true)
      const noticeBox = (await notice.boundingBox())!
      const buttons = await mapButtonBoxes(page)
      expect(buttons.length).toBeGreaterThanOrEqual(4)
      for (const button of buttons) expect(intersects(noticeBox, button)).toBe(false)

      await clear.click()
      await expect.poll(() => notice.locator('[role="status"]').textContent(), SETTLE).toBe('')
      expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0)
      expect(await settledCount(page)).toBeGreaterThan(0)
    },
    TEST_TIMEOUT,
  )

  it(
    'asks to zoom out only when this area is empty, without covering the map’s buttons',
    async () => {
      const { page, map } = await openMap(size, `box=${EMPTY_BOX}`)
      const notice = map.locator('..').locator('.idx-map__notice')
      await expect
        .poll(() => notice.locator('[role="status"]').textContent(), SETTLE)
        .toBe('No listings in this area. Zoom out or move the map to see more.')
      expect(await notice.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0)
      const noticeBox = (await notice.boundingBox())!
      for (const button of await mapButtonBoxes(page)) expect(intersects(noticeBox, button)).toBe(false)
    },
    TEST_TIMEOUT,
  )

  it(
    'moves the map to a picked neighbourhood and outlines it; the list drops the old box',
    async () => {
      const { page, map } = await openMap(size, `box=${ROUND_ROCK_BOX}`)
      const omnibox = page.getByRole('combobox', { name: 'Search listings' })
      await omnibox.fill('Zilker')
      const option = page
        .getByRole('listbox', { name: 'Suggestions' })
        .getByRole('group', { name: 'Neighborhoods' })
        .getByRole('option', { name: /^Zilker/ })
        .first()
      await option.waitFor({ timeout: SETTLE.timeout })
      await option.click()

      await expect.poll(() => params(page).get('suggestions'), SETTLE).toMatch(/^area:\d+$/)
      expect(params(page).get('box')).toBeNull() // the list shows the whole neighbourhood, as the map does
      const outline = map.locator('path.idx-map-place')
      await outline.waitFor({ timeout: SETTLE.timeout })
      // The map fits the neighbourhood: its outline is whole on the map and fills a good part of it.
      await expect
        .poll(async () => {
          const shape = await outline.boundingBox()
          const box = (await map.boundingBox())!
          if (!shape) return false
          const inside =
            shape.x >= box.x &&
            shape.y >= box.y &&
            shape.x + shape.width <= box.x + box.width &&
            shape.y + shape.height <= box.y + box.height
          return inside && (shape.width > box.width * 0.4 || shape.height > box.height * 0.4)
        }, SETTLE)
        .toBe(true)
      await expect.poll(() => map.getAttribute('data-last-move'), SETTLE).toBe('view')
      expect(await settledCount(page)).toBeGreaterThan(0)
      expect(params(page).get('box')).toBeNull() // fitting is the page's move, not the visitor's
    },
    TEST_TIMEOUT,
  )
})
