import type { Meta, StoryObj } from '@storybook/react-vite'
import { MapContainer } from 'react-leaflet'
import { PMTiles } from 'pmtiles'
import type { RangeResponse, Source } from 'pmtiles'
import { expect, waitFor } from 'storybook/test'
import type { GeoPoint, MapStyle } from '@idx/domain'
import { tinyPmtilesArchive } from '../../../../tooling/pmtiles/tiny-archive.js'
import { AREAS } from '../search-map/fixtures.js'
import { MAP_OPTIONS, mapRootClassName, mapRootStyle } from '../shared/map-root.js'
import { MapStyles } from '../styles/MapStyles.js'
import { Basemap } from './Basemap.js'
import type { BasemapAreas, PmtilesBasemapSource, TileSource } from './basemap-types.js'

/** The basemap alone in a map, as SearchMap and ListingMap draw it under their markers. */
function BasemapPreview({
  center,
  zoom,
  mapStyle = 'default',
  areas = null,
  pmtiles = null,
  tileSources = null,
}: {
  center: GeoPoint
  zoom: number
  mapStyle?: MapStyle
  areas?: BasemapAreas | null
  pmtiles?: PmtilesBasemapSource | null
  tileSources?: Partial<Record<MapStyle, TileSource>> | null
}) {
  return (
    <div className={mapRootClassName(undefined)} style={mapRootStyle(mapStyle, { height: 420, width: 640 })}>
      <MapStyles />
      <MapContainer className="idx-map__canvas" center={center} zoom={zoom} {...MAP_OPTIONS}>
        <Basemap mapStyle={mapStyle} areas={areas} pmtiles={pmtiles} tileSources={tileSources} />
      </MapContainer>
    </div>
  )
}

/** An archive in memory that notes each byte range the map asks of it. */
class RecordingSource implements Source {
  readonly ranges: [offset: number, length: number][] = []
  constructor(private readonly bytes: Uint8Array) {}
  getKey() {
    return 'memory://tiny.pmtiles'
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    this.ranges.push([offset, length])
    return { data: this.bytes.slice(offset, offset + length).buffer }
  }
}

const AUSTIN: GeoPoint = { lat: 30.2672, lng: -97.7431 }

/** A 1×1 grey PNG. */
const GREY_TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg=='

function labelsOf(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('.idx-map-label')]
}

/** Pairs of names whose boxes intersect (none, when the labels are decluttered). */
function overlappingLabels(root: HTMLElement): string[] {
  const boxes = labelsOf(root).map((element) => ({ text: element.textContent, box: element.getBoundingClientRect() }))
  const pairs: string[] = []
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const apart =
        a.box.right <= b.box.left || b.box.right <= a.box.left || a.box.bottom <= b.box.top || b.box.bottom <= a.box.top
      if (!apart) pairs.push(`${a.text} / ${b.text}`)
    }),
  )
  return pairs
}

/** The colour a tile canvas of the PMTiles layer shows at a point of the page, as [r, g, b]. */
function pmtilesColourAt(root: HTMLElement, x: number, y: number): number[] | null {
  for (const canvas of root.querySelectorAll<HTMLCanvasElement>('.idx-map-pmtiles canvas')) {
    const box = canvas.getBoundingClientRect()
    if (x < box.left || x >= box.right || y < box.top || y >= box.bottom) continue
    const scale = canvas.width / box.width
    const pixel = canvas.getContext('2d')?.getImageData((x - box.left) * scale, (y - box.top) * scale, 1, 1).data
    return pixel ? [pixel[0]!, pixel[1]!, pixel[2]!] : null
  }
  return null
}

const near = (actual: number[] | null, expected: number[]) =>
  actual !== null && actual.every((channel, i) => Math.abs(channel - expected[i]!) <= 6)

const meta = {
  title: 'map-ui/Basemap',
  component: BasemapPreview,
  args: { center: AUSTIN, zoom: 12, areas: AREAS },
} satisfies Meta<typeof BasemapPreview>
export default meta
type Story = StoryObj<typeof meta>

/**
 * Austin at zoom 12 on the offline basemap: zip outlines with their codes, neighbourhood names,
 * the lakes and the river (SVG paths), town names, and no two names overlapping.
 */
export const Typical: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('78704', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(canvas.getByText('Zilker').closest('.idx-map-label')).toHaveClass('idx-map-label--neighborhood')
    await waitFor(() => expect(canvasElement.querySelectorAll('path.idx-map-water--lake').length).toBeGreaterThan(0))
    await expect(canvas.getByText('Lady Bird Lake')).toBeInTheDocument()
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-idx-basemap-pane canvas')).not.toBeNull(), {
      timeout: 5000,
    })
    await expect(overlappingLabels(canvasElement)).toEqual([])
  },
}

/** Town names and the river come with the package, not with the us-atlas chunk: they are there at once. */
export const Loading: Story = {
  args: { zoom: 10, areas: null },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findByText('Austin')).closest('.idx-map-label')).toHaveClass('idx-map-label--city')
    await expect(canvas.getByText('Pflugerville')).toBeInTheDocument()
    await expect(canvasElement.querySelector('path.idx-map-water--river')).not.toBeNull()
  },
}

/** Without the market's areas there are no zip codes, and a PMTiles archive that is not there falls back to the offline basemap. */
export const Error: Story = {
  args: { areas: null, pmtiles: { url: '/no-such-basemap.pmtiles' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-idx-basemap-pane canvas')).not.toBeNull(), {
      timeout: 5000,
    })
    // The fallback's labels come after its canvas: on a busy machine, a moment after.
    await expect(await canvas.findByText('Lady Bird Lake', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(canvasElement.querySelector('.idx-map-label--zip')).toBeNull()
    await expect(canvasElement.querySelector('.idx-map-pmtiles')).toBeNull()
  },
}

/** Zoom 11 packs zip codes, neighbourhoods, lakes and towns together: names still never overlap; dark satellite colours. */
export const Edge: Story = {
  args: { zoom: 11, mapStyle: 'sat' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Austin')).toBeInTheDocument()
    await waitFor(() => expect(labelsOf(canvasElement).length).toBeGreaterThan(4))
    await expect(overlappingLabels(canvasElement)).toEqual([])
    const lake = canvasElement.querySelector('path.idx-map-water--lake')
    await expect(lake?.getAttribute('fill')).toBe('#12344d')
  },
}

const archive = new RecordingSource(tinyPmtilesArchive({ waterWestOfLng: AUSTIN.lng }))

/**
 * An operator's PMTiles archive (a tiny one made in memory: water west of downtown, land east of
 * it), drawn by protomaps-leaflet in the default style's flavour ('light'): the map reads byte
 * ranges of it, not the whole file, and paints its water and land.
 */
export const SelfHostedPmtiles: Story = {
  args: { areas: null, pmtiles: { url: new PMTiles(archive) } },
  play: async ({ canvasElement }) => {
    const map = canvasElement.querySelector<HTMLElement>('.idx-map__canvas')!
    const box = map.getBoundingClientRect()
    const west = { x: box.left + box.width * 0.25, y: box.top + box.height / 2 }
    const east = { x: box.left + box.width * 0.75, y: box.top + box.height / 2 }
    await waitFor(() => expect(near(pmtilesColourAt(canvasElement, west.x, west.y), [0x80, 0xde, 0xea])).toBe(true), {
      timeout: 5000,
    })
    await expect(near(pmtilesColourAt(canvasElement, east.x, east.y), [0xe2, 0xdf, 0xda])).toBe(true)
    await expect(archive.ranges.length).toBeGreaterThan(1)
    await expect(archive.ranges.every(([, length]) => length <= 16_384)).toBe(true)
    await expect(canvasElement.querySelector('.leaflet-idx-basemap-pane canvas')).toBeNull()
  },
}

/**
 * A tile service that answers: a grey PNG as a data: URL, every tile the same (the tile's z/x/y
 * ride in its fragment, which the image ignores). Its tiles are the basemap and carry its
 * attribution; the offline basemap is never drawn.
 */
export const TileService: Story = {
  args: {
    areas: null,
    tileSources: { default: { url: `${GREY_TILE}#{z}/{x}/{y}`, attribution: 'Test tiles' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.idx-map-tiles img.leaflet-tile-loaded').length).toBeGreaterThan(3),
    )
    const tile = canvasElement.querySelector<HTMLImageElement>('.idx-map-tiles img.leaflet-tile-loaded')!
    await expect(tile.src).toMatch(/#12\/\d+\/\d+$/)
    await expect(tile.naturalWidth).toBeGreaterThan(0)
    await expect(canvas.getByText('Test tiles')).toBeInTheDocument()
    await expect(canvasElement.querySelector('.leaflet-idx-basemap-pane')).toBeNull()
    await expect(canvas.queryByText('Lady Bird Lake')).toBeNull()
  },
}

/**
 * A tile service that cannot be reached (nothing listens on the port, as with no network): its
 * first failed tile removes the tile layer, and the offline basemap is drawn instead.
 */
export const TileServiceUnreachable: Story = {
  args: {
    areas: null,
    tileSources: { default: { url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'Unreachable tiles' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-idx-basemap-pane canvas')).not.toBeNull(), {
      timeout: 5000,
    })
    // The offline basemap's labels follow its first draw: on a busy machine, later than a second.
    await expect(await canvas.findByText('Lady Bird Lake', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(canvasElement.querySelector('.idx-map-tiles')).toBeNull()
    await expect(canvas.queryByText('Unreachable tiles')).toBeNull()
  },
}
