import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AREAS, fixtureListing } from '../search-map/fixtures.js'
import { LISTING_STREET_ZOOM, ListingMap } from './ListingMap.js'

/** A 1×1 grey PNG: every tile of the stories' tile service (its z/x/y ride in the fragment). */
const GREY_TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg=='

const meta = {
  title: 'map-ui/ListingMap',
  component: ListingMap,
  // In Zilker (a fixture neighbourhood), inside zip 78704.
  args: { listing: fixtureListing('1', 30.2628, -97.7712), areas: AREAS },
  decorators: [
    (Story) => (
      <div style={{ height: 320, width: '100%', maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingMap>
export default meta
type Story = StoryObj<typeof meta>

/**
 * The listing at the listing zoom (14) with its price marker, which is not a control, in its
 * neighbourhood: outlined boldly and named in bold, clear of the marker.
 */
export const Typical: Story = {
  play: async ({ canvas, canvasElement }) => {
    const map = await canvas.findByRole('region', { name: 'Map of 1 Test St' })
    await expect(map).toHaveAccessibleDescription(/\$450K, 1 Test St, Austin, TX 78704/)
    const marker = await canvas.findByText('$450K')
    await expect(marker.closest('.leaflet-marker-icon')).not.toHaveAttribute('tabindex')
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('path.idx-map-area--focus')).not.toBeNull())
    const name = (await canvas.findByText('Zilker')).closest('.idx-map-label')
    await expect(name).toHaveClass('idx-map-label--focus')
    const nameBox = name!.getBoundingClientRect()
    const markerBox = marker.closest('.leaflet-marker-icon')!.getBoundingClientRect()
    const apart =
      nameBox.bottom <= markerBox.top ||
      nameBox.top >= markerBox.bottom ||
      nameBox.right <= markerBox.left ||
      nameBox.left >= markerBox.right
    await expect(apart).toBe(true)
  },
}

/**
 * A phone-sized map whose neighbourhood's middle is out of view (the home is near its edge): the
 * name is written by the marker instead, clear of it.
 */
export const SmallMapNamesItsNeighbourhood: Story = {
  args: { listing: fixtureListing('7', 30.2705, -97.7735), style: { height: 160, width: 300 } },
  play: async ({ canvas }) => {
    const marker = await canvas.findByText('$450K')
    const name = (await canvas.findByText('Zilker')).closest('.idx-map-label')!
    await expect(name).toHaveClass('idx-map-label--focus')
    const nameBox = name.getBoundingClientRect()
    const markerBox = marker.closest('.leaflet-marker-icon')!.getBoundingClientRect()
    await expect(nameBox.top >= markerBox.bottom || nameBox.bottom <= markerBox.top).toBe(true)
    await expect(Math.abs(nameBox.left + nameBox.width / 2 - (markerBox.left + markerBox.width / 2))).toBeLessThan(2)
  },
}

/** Outside every neighbourhood the listing's zip area is the one outlined. */
export const OutsideNeighbourhoods: Story = {
  args: { listing: fixtureListing('6', 30.232, -97.775) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('path.idx-map-area--focus')).not.toBeNull())
    await expect((await canvas.findByText('78704')).closest('.idx-map-label')).toHaveClass('idx-map-label--focus')
  },
}

/** The marker is there at once; the offline basemap arrives from its own chunk just after. */
export const Loading: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('$450K')).toBeInTheDocument()
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-idx-basemap-pane canvas')).not.toBeNull(), {
      timeout: 5000,
    })
  },
}

/**
 * With a tile service the map opens at street zoom (16), where the tiles name the streets around
 * the home; the neighbourhood is still outlined.
 */
export const StreetZoomWithTiles: Story = {
  args: { tileSources: { default: { url: `${GREY_TILE}#{z}/{x}/{y}`, attribution: 'Test tiles' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('$450K')).toBeInTheDocument()
    await waitFor(() => expect(canvasElement.querySelector('.idx-map-tiles img.leaflet-tile-loaded')).not.toBeNull())
    const tiles = [...canvasElement.querySelectorAll<HTMLImageElement>('.idx-map-tiles img.leaflet-tile')]
    const atStreetZoom = new RegExp(`#${LISTING_STREET_ZOOM}/\\d+/\\d+$`)
    await expect(tiles.map((tile) => tile.src.replace(/^.*#/, '#')).filter((src) => !atStreetZoom.test(src))).toEqual(
      [],
    )
    await waitFor(() => expect(canvasElement.querySelector('path.idx-map-area--focus')).not.toBeNull())
    await expect(canvasElement.querySelector('.leaflet-idx-basemap-pane')).toBeNull()
  },
}

/** A listing without coordinates has no map. */
export const Empty: Story = {
  args: { listing: fixtureListing('3', Number.NaN, Number.NaN, { lat: null, lng: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Location Not Available')).toBeVisible()
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

/** Coordinates that are not numbers count as none ('present and numeric' only). */
export const Error: Story = {
  args: { listing: fixtureListing('4', 0, 0, { lat: 'unknown', lng: '-97.7' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Location Not Available')).toBeVisible()
  },
}

/** Coordinates as numeric strings under latitude/longitude, no price (N/A), satellite colours. */
export const Edge: Story = {
  args: {
    listing: {
      id: '5',
      latitude: '30.2672',
      longitude: '-97.7431',
      price_in_dollars: null,
      title: '5 String Coordinates Ave',
    },
    mapStyle: 'sat',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Map of 5 String Coordinates Ave' })).toBeVisible()
    await expect(await canvas.findByText('N/A')).toBeInTheDocument()
  },
}
