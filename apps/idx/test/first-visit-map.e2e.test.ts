// The search map as a first-time visitor uses it, at desktop (1366x900) and phone (390x844) sizes:
// Debian's Chromium (playwright-core) against the built API server with its seeded Austin market,
// one server and one browser for the file. Each test reads what a person sees and does: boxes on
// screen, the URL, names of buttons.
import { describe, expect, it } from 'vitest'
import type { BoundingBox } from '@idx/domain'
import type { Locator, Page, Request } from 'playwright-core'
import { browserAndServer, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { countWhere, pollFor, resultCount } from './helpers/result-count.js'

const SIZES = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const
/** Searches, clusters and the map's reports wait on debounces (500 ms) and a shared 2-core machine. */
const SETTLE = { timeout: 15_000, interval: 100 }
/** A test waits on several of those in turn: a page, its map, a search and the map's answer. */
const TEST_TIMEOUT = 60_000
/** A City filter's test waits on more: the filter panel, the search, the places and the map's move. */
const CITY_TEST_TIMEOUT = 2 * TEST_TIMEOUT
/** A box over empty West Texas ranch land (north, west, south, east): no listing of the market. */
const EMPTY_BOX = '31.5,-103.6,31.3,-103.3'
/** A box over Round Rock, north of Austin: Zilker (south-central Austin) lies well outside it. */
const ROUND_ROCK_BOX = '30.56,-97.74,30.46,-97.6'

/** The seeded market's city the City filter tests choose, and its omnibox suggestion. */
const CITY = 'Round Rock'
const CITY_SUGGESTION = 'city:round-rock-tx'
/** Where a collection's extent is asked over; a city's listings are asked over it too. */
const WORLD: BoundingBox = { top_left: { lat: 85, lng: -180 }, bottom_right: { lat: -85, lng: 180 } }

/** One listing's marker: its price pill, or its dot where pills would overlap (@idx/domain's layout). */
const LISTING_MARKERS = '.idx-map-pin:not(.idx-map-pin--multi), .idx-map-dot'

const e2e = browserAndServer({ server: 'shared' })

// ---------------------------------------------------------------------------------------------
// Reading the screen

type Box = { x: number; y: number; width: number; height: number }

/** Opens the search at `/app/?map=true&{search}` (the map is off by default on phones). */
async function openMap(size: keyof typeof SIZES, search = ''): Promise<{ page: Page; map: Locator }> {
  const page = await e2e.newPage({ viewport: SIZES[size] })
  await page.goto(`${e2e.server.baseUrl}/app/?map=true${search ? `&${search}` : ''}`)
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

// ---------------------------------------------------------------------------------------------
// The map and the list count the same listings

type ClusterAnswer = {
  data: { attributes: { document_count: number; bounding_box: BoundingBox } }[]
  meta: { total: number; not_on_map: number }
}
type ClusterCall = { body: { bounding_box: BoundingBox; filter?: Record<string, unknown> }; answer: ClusterAnswer }

/** Records the page's cluster requests and their answers, latest last. */
function recordClusterCalls(page: Page): ClusterCall[] {
  const calls: ClusterCall[] = []
  page.on('requestfinished', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v3/listings/map/clusters')) return
    void request
      .response()
      .then((response) => response?.json())
      .then((answer: ClusterAnswer | undefined) => {
        if (answer) calls.push({ body: request.postDataJSON() as ClusterCall['body'], answer })
      })
      .catch(() => undefined)
  })
  return calls
}

/** What the map counts in a cluster answer: its clusters' listings and those it cannot place. */
function mapCount(answer: ClusterAnswer): number {
  return answer.data.reduce((sum, cluster) => sum + cluster.attributes.document_count, 0) + answer.meta.not_on_map
}

/** The note under the map ('149 homes not on the map'), or null when the map shows every listing. */
async function notOnMapNote(page: Page): Promise<string | null> {
  const note = page.locator('.idx-map__not-on-map')
  return (await note.count()) > 0 ? await note.textContent() : null
}

/** Waits until the results answer a search for the URL's current box, then reads the settled count. */
async function countForUrlBox(page: Page): Promise<number> {
  const box = params(page).get('box')
  await expect
    .poll(async () => {
      const count = await resultCount(page)
      return count !== null && params(page).get('box') === box
    }, SETTLE)
    .toBe(true)
  // The list waits 500 ms before it searches: a count read at once may be the last box's.
  await page.waitForTimeout(1_000)
  return settledCount(page)
}

function width(box: BoundingBox): number {
  return box.bottom_right.lng - box.top_left.lng
}
function height(box: BoundingBox): number {
  return box.top_left.lat - box.bottom_right.lat
}
function holds(outer: BoundingBox, inner: BoundingBox): boolean {
  return (
    inner.top_left.lat <= outer.top_left.lat &&
    inner.bottom_right.lat >= outer.bottom_right.lat &&
    inner.top_left.lng >= outer.top_left.lng &&
    inner.bottom_right.lng <= outer.bottom_right.lng
  )
}

/** The API's answer to a GET or POST as the demo site, read as JSON. */
async function api<T>(page: Page, path: string, body?: object): Promise<T> {
  const url = `${e2e.server.baseUrl}/api/v3/${path}`
  const headers = { authorization: `Bearer ${DEMO_SITE_TOKEN}` }
  const response = body
    ? await page.request.post(url, { headers, data: body })
    : await page.request.get(url, { headers })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

describe.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('the map and the list on a %s', (size) => {
  it(
    'keep the result count when the visitor zooms the map out past the whole market, and the map says what it cannot show',
    async () => {
      const { page, map } = await openMap(size)
      const calls = recordClusterCalls(page)
      const before = await settledCount(page)
      expect(params(page).get('box')).toBeNull()
      const zoomOut = page.getByRole('button', { name: 'Zoom out', exact: true })
      // Zoom 10 to 8, a level at a time: each move writes the map's box into the search.
      for (let step = 0; step < 2; step++) {
        const box = params(page).get('box')
        await zoomOut.click()
        await expect.poll(() => params(page).get('box'), SETTLE).not.toBe(box)
        await expect.poll(() => map.getAttribute('data-last-move'), SETTLE).toBe('visitor')
      }
      expect(await countForUrlBox(page)).toBe(before)
      // The map's clusters (of the search's box) and the listings it cannot place add up to the
      // same count, and it says so.
      const [north, west, south, east] = params(page).get('box')!.split(',').map(Number)
      const last = await pollFor(() => {
        const call = calls.at(-1)
        const box = call?.body.bounding_box
        const same =
          box !== undefined &&
          box.top_left.lat === north &&
          box.top_left.lng === west &&
          box.bottom_right.lat === south &&
          box.bottom_right.lng === east
        return same ? call! : null
      })
      expect(mapCount(last.answer)).toBe(before)
      expect(last.answer.meta.not_on_map).toBeGreaterThan(0)
      await expect
        .poll(() => notOnMapNote(page), SETTLE)
        .toBe(`${last.answer.meta.not_on_map.toLocaleString('en-US')} homes not on the map`)
    },
    TEST_TIMEOUT,
  )

  it(
    'moves the map to the city a City filter names, and the map counts what the list does',
    async () => {
      const { page, map } = await openMap(size, `box=${EMPTY_BOX}`)
      const calls = recordClusterCalls(page)
      await page.getByRole('button', { name: /^Filter( \d+ chosen)?$/ }).click()
      await page.getByRole('button', { name: /^More/ }).click()
      const city = page.getByRole('textbox', { name: 'City' })
      await city.fill(CITY)
      await city.press('Enter')

      await expect.poll(() => JSON.parse(params(page).get('q') ?? '{}').city_state, SETTLE).toEqual({ value: CITY })
      expect(params(page).get('box')).toBeNull() // the map's old box is dropped, as for a place picked
      const filter = JSON.parse(params(page).get('q')!) as Record<string, unknown>
      // West Texas held no listing: the city's search answers with some.
      const count = await countWhere(page, (found) => found > 0)
      // The filter panel's See N homes closes it (on a phone it lies over the map).
      await page.getByRole('button', { name: /^See [\d,]+ homes?$/ }).click()
      // Where the city is (as its omnibox suggestion outlines it), and the city's listings the search finds.
      const cityBox = (
        await api<{ data: { attributes: { bounding_box: BoundingBox } }[] }>(page, `places?ids=${CITY_SUGGESTION}`)
      ).data[0]!.attributes.bounding_box
      const cityListings = await api<ClusterAnswer>(page, 'listings/map/clusters', {
        bounding_box: WORLD,
        zoom: 3,
        filter,
      })
      // The map goes there: its view (the box its clusters are asked for) holds the city, and not
      // much more than the city. It stayed in West Texas before.
      const near = (box: BoundingBox) =>
        holds(box, cityBox) && width(box) < width(cityBox) * 4 && height(box) < height(cityBox) * 4
      const shown = await pollFor(
        () =>
          calls.findLast((call) => call.body.filter?.city_state !== undefined && near(call.body.bounding_box)) ?? null,
        undefined,
        SETTLE,
      )
      expect(await map.getAttribute('data-last-move')).toMatch(/^(view|resize)$/) // the page's move, not the visitor's
      expect(params(page).get('box')).toBeNull()
      for (const cluster of cityListings.data)
        expect(holds(shown.body.bounding_box, cluster.attributes.bounding_box)).toBe(true)
      // The city's clusters and its listings without a place on the map make the list's count.
      expect(mapCount(shown.answer)).toBe(count)
      expect(mapCount(cityListings)).toBe(count)
      const unplaced = shown.answer.meta.not_on_map
      expect(await notOnMapNote(page)).toBe(
        unplaced === 0 ? null : `${unplaced} ${unplaced === 1 ? 'home' : 'homes'} not on the map`,
      )
    },
    CITY_TEST_TIMEOUT,
  )
})

describe('the disclaimers on a first desktop visit', () => {
  it(
    'lie over at most one line of the map, and a click near each corner of the map reaches it',
    async () => {
      const { page, map } = await openMap('desktop')
      const button = page.getByRole('button', { name: 'Disclaimer(s)' })
      expect(await button.getAttribute('aria-expanded')).toBe('true') // open: the spec's default
      const panel = page.getByRole('region', { name: 'Disclaimers' })
      const mapBox = (await map.boundingBox())!
      const lineHeight = await panel.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight))
      expect(lineHeight).toBeGreaterThan(0)
      for (const part of [button, panel]) {
        const box = (await part.boundingBox())!
        const covered = Math.max(0, Math.min(box.y + box.height, mapBox.y + mapBox.height) - Math.max(box.y, mapBox.y))
        const across = Math.min(box.x + box.width, mapBox.x + mapBox.width) - Math.max(box.x, mapBox.x)
        expect(across > 0 ? covered : 0).toBeLessThanOrEqual(lineHeight)
      }
      // Near each corner, clear of the zoom buttons, the area tools and the attribution: a click
      // there is the map's. While drawing, each places a corner of the area.
      const inset = 56
      const corners: [number, number][] = [
        [mapBox.x + inset, mapBox.y + inset],
        [mapBox.x + mapBox.width - inset, mapBox.y + inset],
        [mapBox.x + mapBox.width - inset, mapBox.y + mapBox.height - inset],
        [mapBox.x + inset, mapBox.y + mapBox.height - inset],
      ]
      for (const [x, y] of corners) expect(await onMapAt(page, x, y), `${x}, ${y}`).toBe(true)
      // The bottom corners are where the open disclaimers used to lie; the top right one may hold
      // the drawing hint under the area tools.
      await page.getByRole('button', { name: 'Draw area' }).click()
      await page.getByRole('button', { name: 'Finish shape' }).waitFor({ timeout: SETTLE.timeout })
      for (const [x, y] of [corners[3]!, corners[2]!, corners[0]!]) await page.mouse.click(x, y)
      await map.getByRole('button', { name: 'Corner 3 of 3' }).waitFor({ timeout: SETTLE.timeout })
      await page.keyboard.press('Escape')
    },
    TEST_TIMEOUT,
  )
})
