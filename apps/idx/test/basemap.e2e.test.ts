// The offline basemap as a first-time visitor sees it, end to end: Debian's Chromium
// (playwright-core) against the built API server and its seeded Austin market. Over Austin at
// zoom 12 the map names zip codes and shows the lakes, without two names overlapping; a listing's
// map outlines and names the neighbourhood the home is in, clear of its marker. A site configured
// with a PMTiles archive draws it instead, read in byte ranges.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { tinyPmtilesArchive } from '../../../tooling/pmtiles/tiny-archive.js'
import { browserAndServer, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'

const POLL = { timeout: 15_000, interval: 100 }
const WIDE = { width: 1366, height: 900 }
/** Downtown Austin (the market's centre). */
const AUSTIN = { lat: 30.2672, lng: -97.7431 }

type Box = { x: number; y: number; width: number; height: number }
type Resource = { id: string; attributes: Record<string, unknown> }

// Only reads the demo market (its areas, listings and pages; the PMTiles archive is routed in the
// browser): the server its worker shares with the other reading files, not one started for it.
const e2e = browserAndServer({ server: 'shared' })

async function apiGet(path: string, init: RequestInit = {}): Promise<{ data: Resource[] }> {
  const response = await fetch(`${e2e.server.baseUrl}/api/v3/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json', ...init.headers },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { data: Resource[] }
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * The boxes of what `locator` matches, measured in one go: the map redraws its labels as its
 * layers arrive, and measuring them one by one waited on a label that had just been replaced.
 */
async function boxes(locator: Locator): Promise<Box[]> {
  const measured = await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height }
    }),
  )
  return measured.filter((box) => box.width > 0 && box.height > 0)
}

/** `boxes`, once two measurements 300 ms apart agree (the labels have settled). */
async function settledBoxes(locator: Locator): Promise<Box[]> {
  let last = ''
  let found: Box[] = []
  await expect
    .poll(
      async () => {
        found = await boxes(locator)
        const now = JSON.stringify(found)
        const same = now === last
        last = now
        return same
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBe(true)
  return found
}

/**
 * The search URL's box for the map to open at `zoom` over `centre`: 90% of what the map shows at
 * that zoom, so Leaflet's fit picks exactly that zoom (the next zoom in would show half as much).
 */
function boxAtZoom(map: Box, centre: typeof AUSTIN, zoom: number): string {
  const pxPerDegreeLng = (256 * 2 ** zoom) / 360
  const pxPerDegreeLat = pxPerDegreeLng / Math.cos((centre.lat * Math.PI) / 180)
  const halfLng = (0.45 * map.width) / pxPerDegreeLng
  const halfLat = (0.45 * map.height) / pxPerDegreeLat
  return [centre.lat + halfLat, centre.lng - halfLng, centre.lat - halfLat, centre.lng + halfLng]
    .map((value) => value.toFixed(6))
    .join(',')
}

async function mapRegion(page: Page): Promise<Locator> {
  const map = page.getByRole('region', { name: 'Map of listings' })
  await map.waitFor(POLL)
  return map
}

describe('the offline basemap', () => {
  it('names zip codes and shows the lakes over Austin at zoom 12, never two names overlapping', async () => {
    const page = await e2e.newPage({ viewport: WIDE })
    await page.goto(`${e2e.server.baseUrl}/app/`)
    const mapBox = (await (await mapRegion(page)).boundingBox())!
    await page.goto(`${e2e.server.baseUrl}/app/?box=${boxAtZoom(mapBox, AUSTIN, 12)}`)
    const map = await mapRegion(page)
    const zipLabels = map.locator('.idx-map-label--zip')
    await expect.poll(() => zipLabels.count(), POLL).toBeGreaterThanOrEqual(3)
    for (const text of await zipLabels.allTextContents()) expect(text).toMatch(/^7\d{4}$/)
    for (const box of await settledBoxes(zipLabels)) expect(intersects(box, mapBox)).toBe(true)

    // Lady Bird Lake runs through downtown: water drawn inside the map's box.
    const lakes = map.locator('path.idx-map-water--lake')
    await expect.poll(async () => (await boxes(lakes)).some((lake) => intersects(lake, mapBox)), POLL).toBe(true)
    await expect.poll(() => map.getByText('Lady Bird Lake').count(), POLL).toBe(1)

    const labels = await settledBoxes(map.locator('.idx-map-label'))
    expect(labels.length).toBeGreaterThan(5)
    const overlapping = labels.flatMap((a, i) => labels.slice(i + 1).filter((b) => intersects(a, b)))
    expect(overlapping).toEqual([])
  })
})

describe("the listing page's map", () => {
  it('outlines and names the neighbourhood the home is in, clear of its marker', async () => {
    const neighbourhoods = await apiGet('areas?market_id=1&kind=neighborhood')
    const zilker = neighbourhoods.data.find((area) => area.attributes.name === 'Zilker')!
    const found = await apiGet('listings/search', {
      method: 'POST',
      body: JSON.stringify({ filter: zilker.attributes.filter, page: { size: 1, number: 1 } }),
    })
    const listing = found.data[0]!

    const page = await e2e.newPage({ viewport: WIDE })
    await page.goto(`${e2e.server.baseUrl}/app/listing/${listing.id}`)
    const detail = page.getByRole('complementary', { name: 'Listing detail' })
    await detail.getByRole('heading', { level: 2 }).first().waitFor(POLL)
    await page.waitForLoadState('networkidle')
    await detail.getByRole('button', { name: 'Map', exact: true }).click()

    const map = detail.getByRole('region', { name: /^Map of / })
    const outline = map.locator('path.idx-map-area--focus')
    await outline.waitFor(POLL)
    const name = map.locator('.idx-map-label--focus')
    await expect.poll(() => name.textContent(), POLL).toBe('Zilker')

    const mapBox = (await map.boundingBox())!
    const outlineBox = (await outline.boundingBox())!
    const nameBox = (await name.boundingBox())!
    const markerBox = (await map.locator('.leaflet-marker-pane .leaflet-marker-icon').first().boundingBox())!
    // The home's marker stands on its spot, in the middle of the map, inside the outline.
    const spot = { x: mapBox.x + mapBox.width / 2, y: mapBox.y + mapBox.height / 2 }
    expect(spot.x).toBeGreaterThan(outlineBox.x)
    expect(spot.x).toBeLessThan(outlineBox.x + outlineBox.width)
    expect(spot.y).toBeGreaterThan(outlineBox.y)
    expect(spot.y).toBeLessThan(outlineBox.y + outlineBox.height)
    expect(intersects(nameBox, mapBox)).toBe(true)
    expect(intersects(nameBox, markerBox)).toBe(false)
  })
})

describe('a self-hosted PMTiles basemap', () => {
  it('is read in byte ranges and drawn in place of the offline basemap', async () => {
    const archive = tinyPmtilesArchive({ waterWestOfLng: AUSTIN.lng })
    const page = await e2e.newPage({ viewport: WIDE })
    // The site as IDX_BASEMAP_PMTILES configures it (apps/api/test/basemap-archive.test.ts covers the
    // server's side): its page configuration names the archive, which answers Range requests.
    await page.route(
      (url) => url.pathname.startsWith('/app/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback()
        const response = await route.fetch()
        const body = (await response.text()).replace(
          /(<meta name="idx-config" content=")([^"]*)"/,
          (_, start, content) => {
            const config = {
              ...JSON.parse(decodeURIComponent(content)),
              basemap_pmtiles: { url: '/test-basemap.pmtiles' },
            }
            return `${start}${encodeURIComponent(JSON.stringify(config))}"`
          },
        )
        await route.fulfill({ response, body })
      },
    )
    const ranges: string[] = []
    await page.route('**/test-basemap.pmtiles', async (route) => {
      const range = route.request().headers().range ?? ''
      ranges.push(range)
      const [, first = '0', last = String(archive.length - 1)] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? []
      const end = Math.min(Number(last || archive.length - 1), archive.length - 1)
      await route.fulfill({
        status: 206,
        headers: { 'content-range': `bytes ${first}-${end}/${archive.length}`, 'accept-ranges': 'bytes' },
        contentType: 'application/vnd.pmtiles',
        body: Buffer.from(archive.subarray(Number(first), end + 1)),
      })
    })
    await page.goto(`${e2e.server.baseUrl}/app/`)
    const mapBox = (await (await mapRegion(page)).boundingBox())!
    await page.goto(`${e2e.server.baseUrl}/app/?box=${boxAtZoom(mapBox, AUSTIN, 12)}`)
    const map = await mapRegion(page)
    const box = (await map.boundingBox())!

    // Water west of downtown, land east of it, in protomaps' 'light' colours.
    const colourAt = (x: number, y: number) =>
      map.evaluate(
        (root, [px, py]) => {
          for (const canvas of root.querySelectorAll<HTMLCanvasElement>('.idx-map-pmtiles canvas')) {
            const r = canvas.getBoundingClientRect()
            if (px! < r.left || px! >= r.right || py! < r.top || py! >= r.bottom) continue
            const scale = canvas.width / r.width
            const [red, green, blue] = canvas
              .getContext('2d')!
              .getImageData((px! - r.left) * scale, (py! - r.top) * scale, 1, 1).data
            return `#${[red, green, blue].map((channel) => channel!.toString(16).padStart(2, '0')).join('')}`
          }
          return null
        },
        [x, y],
      )
    const middle = box.y + box.height / 2
    await expect.poll(() => colourAt(box.x + box.width * 0.2, middle), POLL).toBe('#80deea')
    expect(await colourAt(box.x + box.width * 0.8, middle)).toBe('#e2dfda')
    expect(ranges.length).toBeGreaterThanOrEqual(2)
    expect(ranges.every((range) => /^bytes=\d+-\d+$/.test(range))).toBe(true)
    expect(await map.locator('.leaflet-idx-basemap-pane canvas').count()).toBe(0)
  })
})
