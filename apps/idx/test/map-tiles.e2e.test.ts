// The maps' tile services, end to end: Debian's Chromium (playwright-core) against the built API
// server with IDX_MAP_TILES naming a tile server of this test's own on the loopback
// (tooling/e2e/tile-server.ts). When it answers, its tiles cover the search map and the listing
// map (at street zoom), and the offline basemap is never fetched; when nothing answers at the
// configured address (a closed port, as on a machine without network), the maps fall back to the
// offline basemap.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { browserAndServer, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { freePort } from '../../../tooling/e2e/free-port.js'
import { startServer } from '../../../tooling/e2e/server.js'
import { startTileServer, type TileServer } from '../../../tooling/e2e/tile-server.js'

const POLL = { timeout: 20_000, interval: 100 }
/** A test's time: a page load, the maps' tiles and the wait past the tile timeout, on a busy machine. */
const TEST_TIMEOUT_MS = 90_000
const WIDE = { width: 1366, height: 900 }
/** Past the maps' wait for a first tile (TILE_TIMEOUT_MS in @idx/map-ui, 4 s), with a margin. */
const PAST_TILE_TIMEOUT_MS = 5_000
/** The listing map's zoom over a basemap with streets (LISTING_STREET_ZOOM in @idx/map-ui). */
const STREET_ZOOM = 16
/** Files only the offline basemap loads: its own chunk and us-atlas's states and counties. */
const OFFLINE_BASEMAP_FILES = /\/assets\/(OfflineBasemap|states-10m|counties-10m)-[^/]*\.js$/

type Box = { x: number; y: number; width: number; height: number }

/** A tile service of its own for a server started with it, stopped with the server. */
function serverWithTiles(tiles: () => Promise<{ template: string; stop?: () => Promise<void> }>) {
  return async () => {
    const service = await tiles()
    const server = await startServer({
      IDX_MAP_TILES: JSON.stringify({ default: { url: service.template, attribution: 'Test tiles' } }),
    })
    return {
      ...server,
      stop: async () => {
        const code = await server.stop()
        await service.stop?.()
        return code
      },
    }
  }
}

/** A page that notes every file it requests and every console error. */
async function watchedPage(e2e: { newPage: (options: { viewport: typeof WIDE }) => Promise<Page> }) {
  const page = await e2e.newPage({ viewport: WIDE })
  const requested: string[] = []
  const consoleErrors: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  return { page, requested, consoleErrors }
}

/** What each loaded tile image of the map is: its address, size and box on the page. */
function loadedTiles(map: Locator) {
  return map.locator('img.leaflet-tile').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.complete && image.classList.contains('leaflet-tile-loaded'))
      .map((image) => {
        const box = image.getBoundingClientRect()
        return {
          src: image.src,
          naturalWidth: image.naturalWidth,
          naturalHeight: image.naturalHeight,
          box: { x: box.x, y: box.y, width: box.width, height: box.height },
        }
      }),
  )
}

/** Points spread over the box (a 7 × 7 grid, inset by a pixel) that are under no tile. */
function uncovered(map: Box, tiles: readonly Box[]): { x: number; y: number }[] {
  const points = []
  for (let i = 0; i < 7; i++) {
    for (let j = 0; j < 7; j++) {
      points.push({ x: map.x + 1 + ((map.width - 2) * i) / 6, y: map.y + 1 + ((map.height - 2) * j) / 6 })
    }
  }
  return points.filter(
    (point) =>
      !tiles.some(
        (tile) =>
          point.x >= tile.x && point.x <= tile.x + tile.width && point.y >= tile.y && point.y <= tile.y + tile.height,
      ),
  )
}

/** Expects the map covered by loaded tiles from `origin`, each a real 256-pixel image. */
async function expectCoveredByTiles(map: Locator, origin: string): Promise<string[]> {
  const mapBox = (await map.boundingBox())!
  await expect
    .poll(
      async () =>
        uncovered(
          mapBox,
          (await loadedTiles(map)).map((tile) => tile.box),
        ),
      POLL,
    )
    .toEqual([])
  const tiles = await loadedTiles(map)
  for (const tile of tiles) {
    expect(tile.src.startsWith(`${origin}/tiles/`)).toBe(true)
    expect([tile.naturalWidth, tile.naturalHeight]).toEqual([256, 256])
  }
  const every = await map
    .locator('img.leaflet-tile')
    .evaluateAll((images) => (images as HTMLImageElement[]).map((image) => image.src))
  expect(every.filter((src) => !src.startsWith(`${origin}/tiles/`))).toEqual([])
  return tiles.map((tile) => tile.src)
}

/** The id of an open (not password-protected) active listing of the demo market. */
async function openListingId(baseUrl: string): Promise<string> {
  const body = { filter: { listing_status: { value: ['Active'] } }, sort: '-price_in_dollars', page: { size: 5 } }
  const response = await fetch(`${baseUrl}/api/v3/listings/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_SITE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const found = (await response.json()) as { data: { id: string; attributes: Record<string, unknown> }[] }
  const open = found.data.find((listing) => listing.attributes['locked'] !== true)
  if (!open) throw new Error('the demo market has no open listing')
  return open.id
}

/** The listing page's map, shown with its Map button once the page has hydrated. */
async function listingMap(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/app/listing/${await openListingId(baseUrl)}`)
  const detail = page.getByRole('complementary', { name: 'Listing detail' })
  await detail.getByRole('heading', { level: 2 }).first().waitFor(POLL)
  await page.waitForLoadState('networkidle')
  await detail.getByRole('button', { name: 'Map', exact: true }).click()
  const map = detail.getByRole('region', { name: /^Map of / })
  await map.waitFor(POLL)
  return map
}

describe('a tile service that answers', () => {
  let tiles: TileServer
  const e2e = browserAndServer({
    server: serverWithTiles(async () => (tiles = await startTileServer())),
  })

  it(
    'covers the search map with its tiles, shows its attribution and never loads the offline basemap',
    async () => {
      const { page, requested, consoleErrors } = await watchedPage(e2e)
      await page.goto(`${e2e.server.baseUrl}/app/`)
      const map = page.getByRole('region', { name: 'Map of listings' })
      await map.waitFor(POLL)
      await expectCoveredByTiles(map, tiles.origin)
      await expect.poll(() => map.getByText('Test tiles').isVisible(), POLL).toBe(true)

      // Past the maps' wait for a first tile: the tiles came, so the fallback never starts.
      await page.waitForTimeout(PAST_TILE_TIMEOUT_MS)
      expect(await map.locator('.leaflet-idx-basemap-pane').count()).toBe(0)
      expect(requested.filter((url) => OFFLINE_BASEMAP_FILES.test(new URL(url).pathname))).toEqual([])
      expect(consoleErrors.filter((text) => /Failed to load resource|tile/i.test(text))).toEqual([])
    },
    TEST_TIMEOUT_MS,
  )

  it(
    "shows the home's street on the listing map: tiles at street zoom under the home's marker",
    async () => {
      const { page, requested } = await watchedPage(e2e)
      const map = await listingMap(page, e2e.server.baseUrl)
      const sources = await expectCoveredByTiles(map, tiles.origin)
      for (const src of sources)
        expect(new URL(src).pathname).toMatch(new RegExp(`^/tiles/${STREET_ZOOM}/\\d+/\\d+\\.png$`))
      expect(await map.locator('.leaflet-marker-pane .leaflet-marker-icon').count()).toBe(1)
      expect(await map.locator('.leaflet-idx-basemap-pane').count()).toBe(0)
      expect(requested.filter((url) => OFFLINE_BASEMAP_FILES.test(new URL(url).pathname))).toEqual([])
    },
    TEST_TIMEOUT_MS,
  )
})

describe('a tile service that cannot be reached', () => {
  const e2e = browserAndServer({
    // Nobody listens on the port: every tile fails at once, as on a machine with no network.
    server: serverWithTiles(async () => ({ template: `http://127.0.0.1:${await freePort()}/tiles/{z}/{x}/{y}.png` })),
  })

  it(
    'leaves the search map and the listing map to the offline basemap',
    async () => {
      const { page } = await watchedPage(e2e)
      await page.goto(`${e2e.server.baseUrl}/app/`)
      const map = page.getByRole('region', { name: 'Map of listings' })
      await map.waitFor(POLL)
      await map
        .locator('.leaflet-idx-basemap-pane canvas')
        .first()
        .waitFor({ state: 'attached', ...POLL })
      expect(await map.locator('img.leaflet-tile').count()).toBe(0)
      expect(await map.getByText('Test tiles').count()).toBe(0)

      const listing = await listingMap(page, e2e.server.baseUrl)
      await listing
        .locator('.leaflet-idx-basemap-pane canvas')
        .first()
        .waitFor({ state: 'attached', ...POLL })
      expect(await listing.locator('img.leaflet-tile').count()).toBe(0)
    },
    TEST_TIMEOUT_MS,
  )
})
