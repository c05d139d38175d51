import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SearchMap } from './SearchMap.js'
import {
  AREAS,
  AUSTIN_CENTRE,
  CROWDED_CLUSTERS,
  DRAWN_SHAPE,
  EDGE_CLUSTERS,
  FEEDS,
  TYPICAL_CLUSTERS,
  ZILKER_PLACE,
} from './fixtures.js'

type Rect = { left: number; top: number; right: number; bottom: number }
const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

const meta = {
  title: 'map-ui/SearchMap',
  component: SearchMap,
  args: {
    clusters: TYPICAL_CLUSTERS,
    view: { center: AUSTIN_CENTRE, zoom: 10 },
    feeds: FEEDS,
    areas: AREAS,
    onBoundsChange: fn(),
    onGeoShapeChange: fn(),
    onListingOpen: undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ height: 560, width: '100%', maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchMap>
export default meta
type Story = StoryObj<typeof meta>

/**
 * Presses a key with its legacy `keyCode`, which Leaflet's keyboard handler reads (simulated
 * keyboard events leave it 0; a real keyboard sets it).
 */
function pressKey(target: Element, key: string, keyCode: number) {
  for (const type of ['keydown', 'keyup']) {
    const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true })
    Object.defineProperty(event, 'keyCode', { value: keyCode })
    target.dispatchEvent(event)
  }
}

/** Clicks the map `dx`, `dy` pixels from its centre, as a visitor drawing a shape does. */
function clickMap(map: HTMLElement, dx: number, dy: number) {
  const rect = map.getBoundingClientRect()
  const at = { clientX: rect.left + rect.width / 2 + dx, clientY: rect.top + rect.height / 2 + dy, bubbles: true }
  map.dispatchEvent(new MouseEvent('mousemove', at))
  map.dispatchEvent(new MouseEvent('click', at))
}

/**
 * A host's own popup (`renderCallout`, e.g. the market's designed map callout): drawn in place of
 * the standard one with the listing, its link, Save and the heading level, in the same popup.
 */
export const CustomCallout: Story = {
  args: {
    onListingSave: fn(),
    renderCallout: ({ listing, href, onSave, saved, headingLevel }) => {
      const Heading = headingLevel === 3 ? 'h3' : 'h4'
      return (
        <article className="story-callout" style={{ padding: 8, border: '2px solid rebeccapurple' }}>
          <Heading style={{ margin: 0 }}>
            <a href={href}>{listing.title}</a>
          </Heading>
          <p style={{ margin: '4px 0' }}>Designed callout</p>
          <button type="button" onClick={() => onSave?.(listing)}>
            {saved ? 'Saved' : 'Save'}
          </button>
        </article>
      )
    },
  },
  play: async ({ canvas, args }) => {
    // Opened from the keyboard, as the Typical story does: two synthetic clicks in a row on the map
    // read to Leaflet as a double tap, which it zooms at a position such events do not carry.
    const marker = await canvas.findByRole('button', { name: '$450K, 1 Test St, Austin, TX 78704' })
    marker.focus()
    await userEvent.keyboard('{Enter}')
    const popup = await canvas.findByRole('dialog', { name: 'Listing details' })
    await waitFor(() => expect(within(popup).getByText('Designed callout')).toBeVisible())
    await expect(within(popup).getByRole('heading', { name: '1 Test St' })).toBeVisible()
    await expect(within(popup).getByRole('link', { name: '1 Test St' })).toHaveAttribute('href', '/app/listing/1')
    // The standard popup's parts are not drawn beside it.
    await expect(within(popup).queryByText('MLS# MLS000001')).toBeNull()
    await userEvent.click(within(popup).getByRole('button', { name: 'Save' }))
    await expect(args.onListingSave).toHaveBeenCalledWith(expect.objectContaining({ title: '1 Test St' }))
  },
}

/** Count bubbles, price markers, a building's '{n} listings', popups and the feed disclaimer. */
export const Typical: Story = {
  play: async ({ canvas, args, step }) => {
    const map = await canvas.findByRole('region', { name: 'Map of listings' })
    await expect(map).toHaveAttribute('aria-roledescription', 'map')
    await expect(map).toHaveAttribute('tabindex', '0')
    await expect(map).toHaveAccessibleDescription(/The results list shows the same listings\./)

    await step('the map reports its box and zoom once laid out', async () => {
      await waitFor(() => expect(args.onBoundsChange).toHaveBeenCalledTimes(1))
      const [box, zoom] = (args.onBoundsChange as ReturnType<typeof fn>).mock.calls[0] ?? []
      await expect(zoom).toBe(10)
      await expect(box.top_left.lat).toBeGreaterThan(AUSTIN_CENTRE.lat)
      await expect(box.top_left.lng).toBeLessThan(AUSTIN_CENTRE.lng)
      await expect(box.bottom_right.lat).toBeLessThan(AUSTIN_CENTRE.lat)
      await expect(box.bottom_right.lng).toBeGreaterThan(AUSTIN_CENTRE.lng)
    })

    await step('clusters show their count, sized by class', async () => {
      const bubble = await canvas.findByRole('button', { name: '240 listings in this area. Zoom in' })
      await expect(bubble).toHaveTextContent('240')
      await expect(bubble).toHaveClass('cluster-marker', 'cluster-over-200')
      await expect(bubble.style.width).toBe('92px')
      const base = canvas.getByRole('button', { name: '120 listings in this area. Zoom in' })
      await expect(base.className).not.toMatch(/cluster-(up-to|151|over)/)
    })

    await step('price markers show the abbreviated price or N/A', async () => {
      await expect(canvas.getByRole('button', { name: '$450K, 1 Test St, Austin, TX 78704' })).toHaveTextContent(
        '$450K',
      )
      await expect(canvas.getByRole('button', { name: 'N/A, 2 Hidden Price Ln, Austin, TX 78704' })).toHaveTextContent(
        'N/A',
      )
      await expect(canvas.getByRole('button', { name: /^3 listings at 100 Congress Ave #101/ })).toHaveTextContent(
        '3 listings',
      )
    })

    await step('Enter on a price marker opens its popup with focus on the detail link', async () => {
      const marker = canvas.getByRole('button', { name: '$450K, 1 Test St, Austin, TX 78704' })
      marker.focus()
      await userEvent.keyboard('{Enter}')
      const popup = await canvas.findByRole('dialog', { name: 'Listing details' })
      const link = within(popup).getByRole('link', { name: '1 Test St' })
      await expect(link).toHaveAttribute('href', '/app/listing/1')
      await waitFor(() => expect(link).toHaveFocus())
      // Leaflet fades a popup in: its content is visible once the fade has begun.
      await waitFor(() => expect(within(popup).getByText('MLS# MLS000001')).toBeVisible())
      await expect(within(popup).getByText('Listing courtesy of Test Realty')).toBeVisible()
      await expect(within(popup).getByText('Austin, TX 78704')).toBeVisible()
      const photo = within(popup).getByRole('img', { name: 'Photo of 1 Test St' })
      await expect(photo).toHaveAttribute('width', '270')
      await expect(photo).toHaveAttribute('height', '112')
      await expect(popup.querySelector('.leaflet-popup-content')?.getBoundingClientRect().width).toBe(270)

      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
      await expect(marker).toHaveFocus()
    })

    await step('the building marker lists every unit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^3 listings at/ }))
      const popup = await canvas.findByRole('dialog', { name: 'Listing details' })
      // Leaflet fades a popup in (opacity 0 to 1 over 0.2 s): visible once the fade has begun.
      const heading = within(popup).getByRole('heading', { name: '3 listings' })
      await waitFor(() => expect(heading).toBeVisible())
      await expect(
        within(popup)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/app/listing/101', '/app/listing/102', '/app/listing/103'])
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    })

    await step("the 'Disclaimer(s)' button toggles the feed's sanitised disclaimer and logo", async () => {
      const toggle = canvas.getByRole('button', { name: 'Disclaimer(s)' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const panel = canvas.getByRole('region', { name: 'Disclaimers' })
      await expect(within(panel).getByText(/Listing data © 2025 Austin MLS/)).toBeVisible()
      await expect(within(panel).getByRole('img', { name: 'Listing data provider logo' })).toBeVisible()
      const terms = within(panel).getByRole('link', { name: 'Terms of use' })
      await expect(terms).toHaveAttribute('target', '_blank')
      await expect(terms).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(panel.querySelector('script, [onerror]')).toBeNull()
      await expect((window as { __idxDisclaimerScriptRan?: boolean }).__idxDisclaimerScriptRan).toBeUndefined()
      // The second feed's settings show its disclaimer on result cards only.
      await expect(within(panel).queryByText(/result cards only/)).toBeNull()
      await userEvent.click(toggle)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).not.toBeVisible()
    })
  },
}

/**
 * Edge: a short map with the disclaimers open. They are a bar under the map, a few lines that
 * scroll: none of the map lies under them, and its zoom buttons and attribution stay clear.
 */
export const DisclaimersOnAShortMap: Story = {
  decorators: [
    (Story) => (
      <div style={{ height: 340, width: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const panel = await canvas.findByRole('region', { name: 'Disclaimers' })
    const toggle = canvas.getByRole('button', { name: 'Disclaimer(s)' })
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-control-zoom')).not.toBeNull())
    const zoom = canvasElement.querySelector('.leaflet-control-zoom')!.getBoundingClientRect()
    const attribution = canvasElement.querySelector('.leaflet-control-attribution')!.getBoundingClientRect()
    await expect(overlaps(panel.getBoundingClientRect(), zoom)).toBe(false)
    await expect(overlaps(attribution, toggle.getBoundingClientRect())).toBe(false)
    await expect(overlaps(attribution, panel.getBoundingClientRect())).toBe(false)
    const map = canvas.getByRole('region', { name: 'Map of listings' }).getBoundingClientRect()
    await expect(overlaps(panel.getBoundingClientRect(), map)).toBe(false)
    await expect(overlaps(toggle.getBoundingClientRect(), map)).toBe(false)
    // About three lines of the texts show; the rest scroll.
    await expect(panel.getBoundingClientRect().height).toBeLessThan(80)
    await expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight)
  },
}

/**
 * The search has listings the map cannot place (no coordinates, or a hidden address): the bar
 * under the map says how many, so the map's numbers and that one add up to the list's count.
 */
export const ListingsNotOnTheMap: Story = {
  args: { notOnMap: 149 },
  play: async ({ canvas }) => {
    const note = await canvas.findByText('149 homes not on the map')
    await expect(note).toBeVisible()
    const map = canvas.getByRole('region', { name: 'Map of listings' }).getBoundingClientRect()
    await expect(overlaps(note.getBoundingClientRect(), map)).toBe(false)
  },
}

/** Without disclaimers the bar holds only the count; without listings off the map there is no bar. */
export const ListingsNotOnTheMapWithoutDisclaimers: Story = {
  args: { notOnMap: 1, feeds: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('1 home not on the map')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Disclaimer(s)' })).toBeNull()
    await expect(canvasElement.querySelector('.idx-map')).toHaveAttribute('data-footer')
  },
}

/** A host that kept them closed (local storage `disclaimer`) passes that in: only the button shows. */
export const DisclaimersClosed: Story = {
  args: { disclaimerOpen: false, onDisclaimerOpenChange: fn() },
  play: async ({ args, canvas }) => {
    const toggle = await canvas.findByRole('button', { name: 'Disclaimer(s)' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('region', { name: 'Disclaimers' })).toBeNull()
    await userEvent.click(toggle)
    await expect(args.onDisclaimerOpenChange).toHaveBeenCalledWith(true)
  },
}

/** While clusters load the map says so and is busy; the previous markers stay. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading listings…')).toBeVisible()
    const map = await canvas.findByRole('region', { name: 'Map of listings' })
    await expect(map).toHaveAttribute('aria-busy', 'true')
    await expect(await canvas.findByRole('button', { name: '240 listings in this area. Zoom in' })).toBeVisible()
  },
}

/** No listings in view: the status line says how to find some. */
export const Empty: Story = {
  args: { clusters: [], feeds: [] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No listings in this area. Zoom out or move the map to see more.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /listings in this area|^\$/ })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Disclaimer(s)' })).toBeNull()
  },
}

/** Whether the map's notice lies over any of its buttons (zoom, area tools). */
function noticeCoversAButton(root: HTMLElement): boolean {
  const notice = root.querySelector('.idx-map__notice')!.getBoundingClientRect()
  const buttons = [...root.querySelectorAll('.leaflet-control-zoom a, .idx-map__buttons button')]
  return buttons.some((button) => overlaps(notice, button.getBoundingClientRect()))
}

/**
 * Nothing in the whole market matches the filters: zooming out cannot help, so the notice says
 * so and offers Clear Filters. It sits under the area tools, never over a button.
 */
export const EmptyBecauseOfFilters: Story = {
  args: { clusters: [], feeds: [], emptyCause: 'filters', onClearFilters: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByText('No listings match these filters anywhere in this market.')).toBeVisible()
    await expect(canvas.queryByText(/Zoom out/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }))
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1)
    await expect(noticeCoversAButton(canvasElement)).toBe(false)
  },
}

/** The drawn area holds no listing: the notice says so, not 'zoom out', and offers no Clear Filters. */
export const EmptyDrawnArea: Story = {
  args: { clusters: [], feeds: [], emptyCause: 'shape', geoShape: DRAWN_SHAPE },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('No listings in the drawn area. Draw a larger area or remove it to see more.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Clear Filters' })).toBeNull()
    await expect(noticeCoversAButton(canvasElement)).toBe(false)
  },
}

/** On a phone the notice wraps inside the column under the area tools, clear of the zoom buttons. */
export const EmptyOnAPhone: Story = {
  args: { clusters: [], feeds: [], geoShape: DRAWN_SHAPE },
  decorators: [
    (Story) => (
      <div style={{ width: 390, height: 600 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^No listings in this area/)).toBeVisible()
    await expect(noticeCoversAButton(canvasElement)).toBe(false)
  },
}

/** A place picked in the omnibox is outlined; the map shows it whole. */
export const PickedPlace: Story = {
  args: {
    places: [ZILKER_PLACE],
    view: {
      box: { top_left: { lat: 30.275, lng: -97.79 }, bottom_right: { lat: 30.252, lng: -97.756 } },
      padding: 48,
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('path.idx-map-place')).not.toBeNull())
    const outline = canvasElement.querySelector('path.idx-map-place')!.getBoundingClientRect()
    const map = canvasElement.querySelector('.idx-map')!.getBoundingClientRect()
    await expect(outline.left).toBeGreaterThanOrEqual(map.left)
    await expect(outline.right).toBeLessThanOrEqual(map.right)
    await expect(outline.top).toBeGreaterThanOrEqual(map.top)
    await expect(outline.bottom).toBeLessThanOrEqual(map.bottom)
    await expect(outline.width > map.width / 2 || outline.height > map.height / 2).toBe(true)
  },
}

/** A failed cluster load shows the async default message. */
export const Error: Story = {
  args: { state: 'error', clusters: [] },
  play: async ({ canvas }) => {
    const status = await canvas.findByText('Oops, Something went wrong...')
    await expect(status).toBeVisible()
    await expect(status).toHaveAttribute('data-state', 'error')
  },
}

/** Huge counts shorten on the bubble but are exact in its name; price 0 is N/A; text is escaped. */
export const Edge: Story = {
  args: { clusters: EDGE_CLUSTERS },
  play: async ({ canvas }) => {
    const huge = await canvas.findByRole('button', { name: '12,345 listings in this area. Zoom in' })
    await expect(huge).toHaveTextContent('12.3K')
    await expect(canvas.getByRole('button', { name: '1,234,567 listings in this area. Zoom in' })).toHaveTextContent(
      '1.23M',
    )
    const hostile = canvas.getByRole('button', { name: 'N/A, <b>7 Script & "Quote" St</b>, Austin, TX 78704' })
    await expect(hostile).toHaveTextContent('N/A')
    await expect(hostile.querySelector('b')).toBeNull()
    const building = canvas.getByRole('button', { name: /^12 listings at 200 Lavaca St #1,/ })
    await expect(building).toHaveTextContent('12 listings')
    await userEvent.click(building)
    const popup = await canvas.findByRole('dialog', { name: 'Listing details' })
    await expect(within(popup).getAllByRole('listitem')).toHaveLength(12)
  },
}

/**
 * markersOnScreen once the map has stopped moving: no zoom animation runs and two reads 100 ms
 * apart find every marker in the same place (mid-animation, markers pass over one another).
 */
async function settledMarkers(root: HTMLElement) {
  const positions = () =>
    [...root.querySelectorAll<HTMLElement>('.leaflet-marker-pane .leaflet-marker-icon')]
      .map((marker) => {
        const box = marker.getBoundingClientRect()
        return `${Math.round(box.left)},${Math.round(box.top)}`
      })
      .join(' ')
  let last = ''
  await waitFor(
    () => {
      expect(root.querySelector('.leaflet-zoom-anim')).toBeNull()
      const now = positions()
      const same = now === last
      last = now
      expect(same).toBe(true)
    },
    { timeout: 3000, interval: 100 },
  )
  return markersOnScreen(root)
}

/** The markers' boxes on the screen, and how many listings they stand for together. */
function markersOnScreen(root: HTMLElement) {
  const markers = [...root.querySelectorAll<HTMLElement>('.leaflet-marker-pane .leaflet-marker-icon')]
  const boxes = markers.map((marker) => marker.getBoundingClientRect())
  let overlaps = 0
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!]
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps++
    }
  }
  const listings = markers.reduce((sum, marker) => {
    const text = marker.querySelector('[aria-hidden]')?.textContent ?? ''
    if (marker.classList.contains('cluster-marker') || marker.classList.contains('idx-map-pin--multi')) {
      return sum + Number.parseInt(text.replaceAll(',', ''), 10)
    }
    return sum + 1
  }, 0)
  const kinds = (name: string) => markers.filter((marker) => marker.classList.contains(name)).length
  return { count: markers.length, overlaps, listings, dots: kinds('idx-map-dot'), pills: kinds('idx-map-pin') }
}

/**
 * A busy view: cells' clusters closer together than their bubbles are wide. Bubbles merge by their
 * size, pills without room become dots, nothing overlaps, and every listing is counted once; the
 * layout follows a zoom at once, before new clusters arrive.
 */
export const Crowded: Story = {
  args: {
    clusters: CROWDED_CLUSTERS,
    feeds: [],
    view: { center: { lat: 30.26, lng: -97.75 }, zoom: 10 },
    boundsChangeDelayMs: 50,
  },
  play: async ({ canvasElement, canvas, args, step }) => {
    await canvas.findAllByRole('button', { name: /listings in this area/ })
    await step('at zoom 10 bubbles merge and pills without room are dots', async () => {
      const seen = await settledMarkers(canvasElement)
      await expect(seen.overlaps).toBe(0)
      await expect(seen.listings).toBe(620)
      await expect(seen.count).toBeLessThan(CROWDED_CLUSTERS.length)
      // Cells of 29 merged into bubbles of their sum.
      const bubbles = canvas.getAllByRole('button', { name: /listings in this area/ })
      await expect(bubbles.some((bubble) => Number.parseInt(bubble.textContent ?? '', 10) > 29)).toBe(true)
    })
    await step('zoomed in, the same clusters spread out into bubbles, pills and dots', async () => {
      const zoomIn = canvas.getByRole('button', { name: 'Zoom in' })
      const report = args.onBoundsChange as ReturnType<typeof fn>
      for (const zoom of [11, 12, 13]) {
        await userEvent.click(zoomIn)
        // A click during the previous zoom's animation would be lost: one level at a time.
        await waitFor(() => expect(report.mock.lastCall?.[1]).toBe(zoom), { timeout: 3000 })
      }
      await waitFor(() => expect(markersOnScreen(canvasElement).pills).toBeGreaterThan(0), { timeout: 3000 })
      const seen = await settledMarkers(canvasElement)
      await expect(seen.overlaps).toBe(0)
      await expect(seen.listings).toBe(620)
    })
  },
}

/** Enter on a cluster zooms into it, and the new box is reported after the move. */
export const ClusterZoom: Story = {
  args: { boundsChangeDelayMs: 50 },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onBoundsChange).toHaveBeenCalledTimes(1))
    const bubble = await canvas.findByRole('button', { name: '240 listings in this area. Zoom in' })
    bubble.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.onBoundsChange).toHaveBeenCalledTimes(2), { timeout: 3000 })
    const [, zoom] = (args.onBoundsChange as ReturnType<typeof fn>).mock.calls[1] ?? []
    await expect(zoom).toBeGreaterThan(10)
    await expect(canvas.getByRole('region', { name: 'Map of listings' })).toHaveFocus()
  },
}

/** Arrow keys pan and +/- zoom the focused map; each changed box is reported once. */
export const KeyboardPanAndZoom: Story = {
  args: { boundsChangeDelayMs: 50 },
  play: async ({ canvas, args }) => {
    const report = args.onBoundsChange as ReturnType<typeof fn>
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1))
    const map = canvas.getByRole('region', { name: 'Map of listings' })
    map.focus()
    pressKey(map, 'ArrowRight', 39)
    await waitFor(() => expect(report).toHaveBeenCalledTimes(2), { timeout: 3000 })
    const [before] = report.mock.calls[0] ?? []
    const [after] = report.mock.calls[1] ?? []
    await expect(after.top_left.lng).toBeGreaterThan(before.top_left.lng)
    pressKey(map, '+', 187)
    await waitFor(() => expect(report).toHaveBeenCalledTimes(3), { timeout: 3000 })
    await expect(report.mock.calls[2]?.[1]).toBe(11)
  },
}

/** At the minimum zoom (5) zooming out moves nothing, so nothing is reported again. */
export const MinimumZoom: Story = {
  args: { view: { center: AUSTIN_CENTRE, zoom: 5 }, boundsChangeDelayMs: 50 },
  play: async ({ canvas, args }) => {
    const report = args.onBoundsChange as ReturnType<typeof fn>
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1))
    await expect(report.mock.calls[0]?.[1]).toBe(5)
    const map = canvas.getByRole('region', { name: 'Map of listings' })
    map.focus()
    pressKey(map, '-', 189)
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(report).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true')
  },
}

/** 'Search this area' is the keyboard alternative to drawing: the view becomes the geo_shape. */
export const SearchThisArea: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onBoundsChange).toHaveBeenCalledTimes(1))
    const [box] = (args.onBoundsChange as ReturnType<typeof fn>).mock.calls[0] ?? []
    await userEvent.tab()
    const button = canvas.getByRole('button', { name: 'Search this area' })
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onGeoShapeChange).toHaveBeenCalledWith({
      type: 'Polygon',
      coordinates: [
        [
          [box.top_left.lng, box.bottom_right.lat],
          [box.bottom_right.lng, box.bottom_right.lat],
          [box.bottom_right.lng, box.top_left.lat],
          [box.top_left.lng, box.top_left.lat],
          [box.top_left.lng, box.bottom_right.lat],
        ],
      ],
    })
    await expect(await canvas.findByRole('button', { name: 'Remove area' })).toBeVisible()
  },
}

/** Clicks whatever is painted at a viewport point, as a mouse does (an inert element lets it through). */
function clickPainted(x: number, y: number) {
  const target = document.elementFromPoint(x, y)!
  const at = { clientX: x, clientY: y, bubbles: true }
  for (const type of ['mousemove', 'mousedown', 'mouseup', 'click']) target.dispatchEvent(new MouseEvent(type, at))
}

/**
 * While drawing, markers are inert: a click on a cluster places a corner (it never zooms), the
 * corners are named, and Escape cancels the shape.
 */
export const DrawingOverMarkers: Story = {
  args: { boundsChangeDelayMs: 50 },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onBoundsChange).toHaveBeenCalledTimes(1))
    const bubble = await canvas.findByRole('button', { name: '240 listings in this area. Zoom in' })
    const { left, top, width, height } = bubble.getBoundingClientRect()
    await userEvent.click(canvas.getByRole('button', { name: 'Draw area' }))
    await canvas.findByRole('button', { name: 'Finish shape' })
    await waitFor(() => expect(bubble.closest('[inert]')).not.toBeNull()) // no clicks, no focus
    clickPainted(left + width / 2, top + height / 2)
    await expect(await canvas.findByRole('button', { name: 'Corner 1 of 1' })).toBeInTheDocument()
    clickPainted(left + width / 2 + 80, top + height / 2 + 10)
    clickPainted(left + width / 2 + 30, top + height / 2 + 70)
    await expect(await canvas.findByRole('button', { name: 'Corner 3 of 3' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(args.onBoundsChange).toHaveBeenCalledTimes(1) // the map never zoomed
    await userEvent.keyboard('{Escape}')
    await expect(await canvas.findByRole('button', { name: 'Draw area' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Corner/ })).toBeNull()
    await expect(args.onGeoShapeChange).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: '240 listings in this area. Zoom in' })).toBeVisible()
  },
}

/**
 * A popup near the top edge pans the map to show itself: the map reports that box as a popup's
 * nudge ('popup'), which a host must not take for the visitor's move.
 */
export const PopupPansIntoView: Story = {
  args: { view: { center: { lat: 30.0, lng: -97.78 }, zoom: 10 }, boundsChangeDelayMs: 50 },
  play: async ({ canvas, args }) => {
    const report = args.onBoundsChange as ReturnType<typeof fn>
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1))
    await expect(report.mock.calls[0]?.[2]).toBe('opened')
    await userEvent.click(await canvas.findByRole('button', { name: '$450K, 1 Test St, Austin, TX 78704' }))
    await canvas.findByRole('dialog', { name: 'Listing details' })
    // The pan is reported as the popup's (a late resize of a busy page may report after it).
    await waitFor(() => expect(report.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 3000 })
    await expect(report.mock.calls[1]?.[2]).toBe('popup')
    // Nothing the popup did reads as the visitor's own move, which would change the search.
    await expect(report.mock.calls.slice(1).map((call) => call[2])).not.toContain('visitor')
  },
}

/** Drawing a polygon corner by corner; the finished shape becomes the geo_shape filter. */
export const DrawArea: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Draw area' }))
    await expect(await canvas.findByText(/Click the map to add corners/)).toBeVisible()
    const map = canvas.getByRole('region', { name: 'Map of listings' })
    clickMap(map, -80, 60)
    clickMap(map, 80, 60)
    clickMap(map, 0, -80)
    await userEvent.click(canvas.getByRole('button', { name: 'Finish shape' }))
    await waitFor(() => expect(args.onGeoShapeChange).toHaveBeenCalledTimes(1))
    const [shape] = (args.onGeoShapeChange as ReturnType<typeof fn>).mock.calls[0] ?? []
    await expect(shape.type).toBe('Polygon')
    await expect(shape.coordinates[0]).toHaveLength(4)
    await expect(shape.coordinates[0][0]).toEqual(shape.coordinates[0][3])
    await expect(await canvas.findByRole('button', { name: 'Edit area' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove area' }))
    await expect(args.onGeoShapeChange).toHaveBeenLastCalledWith(null)
  },
}

/** A corner that would make the outline cross itself is refused, and the visitor is told why. */
export const SelfIntersectionRefused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Draw area' }))
    await canvas.findByRole('button', { name: 'Finish shape' })
    const map = canvas.getByRole('region', { name: 'Map of listings' })
    clickMap(map, -70, -70)
    clickMap(map, 70, 70)
    clickMap(map, 70, -70)
    clickMap(map, -70, 70) // crosses the first edge: a bow tie
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The outline crosses itself. Draw the area again without crossing lines.',
    )
    await expect(args.onGeoShapeChange).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel drawing' }))
    await expect(await canvas.findByRole('button', { name: 'Draw area' })).toBeVisible()
  },
}

/** A drawn area passed in is shown and can be edited or removed; read-only maps offer no tools. */
export const WithDrawnArea: Story = {
  args: { geoShape: DRAWN_SHAPE },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit area' }))
    await expect(await canvas.findByText(/Drag a corner to move it/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Done editing' }))
    await expect(args.onGeoShapeChange).toHaveBeenCalledWith(DRAWN_SHAPE)
  },
}

export const ReadOnly: Story = {
  args: { geoShape: DRAWN_SHAPE, editable: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Map of listings' })
    await expect(canvas.queryByRole('button', { name: 'Draw area' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Search this area' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Edit area' })).toBeNull()
  },
}

/** The offline basemap: us-atlas land and lines on canvas, with the market's area names up close. */
export const OfflineBasemapWithAreas: Story = {
  args: { view: { center: { lat: 30.26, lng: -97.755 }, zoom: 12 }, clusters: [], mapStyle: 'topo' },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-idx-basemap-pane canvas')).not.toBeNull(), {
      timeout: 5000,
    })
    await expect(canvasElement.querySelector('.leaflet-idx-areas-pane canvas')).not.toBeNull()
    await expect(await canvas.findByText('Zilker')).toBeInTheDocument()
    await expect(canvas.getByText('78704')).toBeInTheDocument()
    await expect(canvasElement.querySelector('.leaflet-tile')).toBeNull()
    await expect(canvas.getByText(/US Census Bureau \(us-atlas\)/)).toBeInTheDocument()
  },
}

/** Zoomed out, states and counties are named from the atlas; the satellite palette is dark. */
export const SatelliteStyleZoomedOut: Story = {
  args: { view: { center: AUSTIN_CENTRE, zoom: 6 }, clusters: [], mapStyle: 'sat', feeds: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Texas', {}, { timeout: 5000 })).toBeInTheDocument()
    const root = canvasElement.querySelector<HTMLElement>('.idx-map')
    await expect(root?.style.getPropertyValue('--idx-map-outside')).toBe('#0e2435')
  },
}

/** A result card under the pointer picks out its marker. */
export const HighlightedListing: Story = {
  args: { highlightedListingId: '1' },
  play: async ({ canvas }) => {
    const marker = await canvas.findByRole('button', { name: '$450K, 1 Test St, Austin, TX 78704' })
    await expect(marker).toHaveClass('idx-map-pin--highlighted')
    await expect(canvas.getByRole('button', { name: /^N\/A, 2 Hidden/ })).not.toHaveClass('idx-map-pin--highlighted')
  },
}

/** Single-page hosts route themselves: a plain click on a popup link calls onListingOpen. */
export const SinglePageRouting: Story = {
  args: { onListingOpen: fn() },
  play: async ({ canvas, args }) => {
    // Opened from the keyboard: two simulated clicks on the map within 200 ms read as a double click.
    ;(await canvas.findByRole('button', { name: '$450K, 1 Test St, Austin, TX 78704' })).focus()
    await userEvent.keyboard(' ')
    const popup = await canvas.findByRole('dialog', { name: 'Listing details' })
    await userEvent.click(within(popup).getByRole('link', { name: '1 Test St' }))
    await expect(args.onListingOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }))
  },
}

/**
 * Saved listings: a saved listing's marker shows a heart and says 'Saved' to screen readers, a
 * building counts its saved units, and the popup's button reads 'Saved'. Saving from a popup
 * closes it, so the host's save dialog is not drawn over an open popup.
 */
export const SavedListings: Story = {
  args: { savedListingIds: new Set(['1', '102']), onListingSave: fn() },
  play: async ({ canvas, args, step }) => {
    const saved = await canvas.findByRole('button', { name: '$450K, 1 Test St, Austin, TX 78704, Saved' })
    await expect(saved).toHaveClass('idx-map-pin--saved')
    await expect(saved.querySelector('svg.idx-map-heart')).not.toBeNull()
    const unsaved = canvas.getByRole('button', { name: /^N\/A, 2 Hidden/ })
    await expect(unsaved).not.toHaveClass('idx-map-pin--saved')
    await expect(unsaved.querySelector('svg.idx-map-heart')).toBeNull()
    await expect(canvas.getByRole('button', { name: /^3 listings at 100 Congress Ave #101.*, 1 saved$/ })).toHaveClass(
      'idx-map-pin--saved',
    )

    await step("the popup reads 'Saved', and saving closes it", async () => {
      saved.focus()
      await userEvent.keyboard('{Enter}')
      const popup = await canvas.findByRole('dialog', { name: 'Listing details' })
      const button = within(popup).getByRole('button', { name: 'Saved 1 Test St' })
      await expect(button).toHaveTextContent('Saved')
      await userEvent.click(button)
      await expect(args.onListingSave).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }))
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    })

    await step("an unsaved listing's popup reads 'Save', and its Save closes it too", async () => {
      unsaved.focus()
      await userEvent.keyboard('{Enter}')
      const popup = await canvas.findByRole('dialog', { name: 'Listing details' })
      await userEvent.click(within(popup).getByRole('button', { name: /^Save 2 Hidden/ }))
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    })
  },
}
