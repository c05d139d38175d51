// The search screen end to end: Debian's Chromium (playwright-core) against the built API server
// with its seeded Austin market, one server and one browser for the whole file. Every test opens
// its own page and reads the screen as a visitor would: roles, names, the URL.
import { describe, expect, it } from 'vitest'
import { defaultFilter, readMarketFilters } from '@idx/domain'
import { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW } from '@idx/domain/demo'
import type { Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
import { countWhere, pollFor, resultCount, SETTLE } from './helpers/result-count.js'
import { axeViolations } from './helpers/axe.js'

const WIDE = { width: 1280, height: 900 }
const SMALL = { width: 390, height: 844 }
const OMNIBOX_PLACEHOLDER = 'Search by address, city, neighborhood, zip, schools, or MLS#'
const PAGE_SIZE = 40

const e2e = browserAndServer({ server: 'shared' })

// ---------------------------------------------------------------------------------------------
// Reading the screen

/**
 * Opens the search screen at `/app/{search}` and waits for its first settled count and for the
 * page to have hydrated: the server renders the count and the pager, and a click on the pager
 * before the scripts have loaded went unanswered on a loaded machine.
 */
async function openSearch(search = '', viewport = WIDE): Promise<Page> {
  const page = await e2e.newPage({ viewport })
  await page.goto(`${e2e.server.baseUrl}/app/${search}`)
  await settledCount(page)
  await page.waitForLoadState('networkidle')
  return page
}

function settledCount(page: Page): Promise<number> {
  return pollFor(() => resultCount(page))
}

/** The URL's search parameters (decoded). */
function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams
}

/** The seeded market's default filter: a fresh search runs with it, and a first edit writes it into q. */
const MARKET_DEFAULTS = (() => {
  const filters = readMarketFilters({ filter_schema: AUSTIN_FILTER_SCHEMA, filter_view: AUSTIN_FILTER_VIEW })
  if (!filters.ok) throw new Error('the demo market filters do not read')
  return defaultFilter(filters.schema) as Record<string, unknown>
})()

/** The URL's q, without the entries that only repeat the market's defaults. */
function qFilter(page: Page): Record<string, unknown> {
  const q = params(page).get('q')
  const all = q ? (JSON.parse(q) as Record<string, unknown>) : {}
  return Object.fromEntries(
    Object.entries(all).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(MARKET_DEFAULTS[field])),
  )
}

type CardFacts = { title: string; subtitle: string; price: number | null; beds: number | null }

/**
 * What every result card on the page says: title, subtitle, price (none when hidden) and beds,
 * once the list has drawn them all (it draws the first few, then the rest: data-filling).
 */
async function cards(page: Page): Promise<CardFacts[]> {
  await page.waitForSelector('ul[aria-label="Search results"]:not([data-filling])', { timeout: SETTLE.timeout })
  return page.getByRole('list', { name: 'Search results' }).evaluate((list) =>
    [...list.querySelectorAll('article')].map((card) => {
      const price = [...card.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Price:'))
      const beds = [...card.querySelectorAll('li')].find((li) => /^\d+ BR$/.test(li.textContent ?? ''))
      return {
        title: card.querySelector('h3')?.textContent ?? '',
        subtitle: card.querySelector('h3 + p')?.textContent ?? '',
        // 'Contact for price' (an Active listing without one) reads as no price.
        price: (() => {
          const digits = /\$([\d,]+)/.exec(price?.textContent ?? '')?.[1]
          return digits ? Number(digits.replaceAll(',', '')) : null
        })(),
        beds: beds ? Number.parseInt(beds.textContent ?? '', 10) : null,
      }
    }),
  )
}

/** The chips' labels: each chip is a button named `Remove {label}`. */
function chipNames(page: Page): Promise<string[]> {
  return page
    .getByRole('group', { name: 'Selected filters' })
    .getByRole('button', { name: /^Remove / })
    .evaluateAll((chips) =>
      chips.map((chip) => {
        const text = chip.cloneNode(true) as HTMLElement
        for (const hidden of text.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
        return (chip.getAttribute('aria-label') ?? text.textContent ?? '').replace(/^Remove /, '').trim()
      }),
    )
}

/** The URL's box once the map has stopped reporting moves (it reports 500 ms after a move ends). */
async function settledBox(page: Page): Promise<string> {
  let last: string | null = null
  return pollFor(
    () => {
      const box = params(page).get('box')
      const settled = box !== null && box === last
      last = box
      return settled ? box : null
    },
    undefined,
    { ...SETTLE, interval: 1_000 },
  )
}

/** The map, laid out with its first clusters drawn (markers are buttons). */
async function mapReady(page: Page) {
  const map = page.getByRole('region', { name: 'Map of listings' })
  await map.waitFor({ timeout: SETTLE.timeout })
  await expect.poll(() => map.getAttribute('aria-busy'), SETTLE).toBe('false')
  await expect.poll(() => map.getByRole('button').count(), SETTLE).toBeGreaterThan(0)
  return map
}

/**
 * Viewport points on the bare map near each fraction of its box: not on a marker, a control, the
 * drawing tools or the disclaimers, so a click there lands on the map itself.
 */
function freeMapPoints(page: Page, fractions: [number, number][]): Promise<([number, number] | null)[]> {
  return page.evaluate((wanted) => {
    const map = document.querySelector('[aria-roledescription="map"]')
    if (!map) return wanted.map(() => null)
    const box = map.getBoundingClientRect()
    const bare = (x: number, y: number) => {
      const hit = document.elementFromPoint(x, y)
      return (
        hit !== null &&
        map.contains(hit) &&
        hit.closest('.leaflet-marker-pane, .leaflet-control-container, .leaflet-popup-pane, button, a') === null
      )
    }
    return wanted.map(([fx, fy]): [number, number] | null => {
      for (let step = 0; step <= 60; step += 4)
        for (const [dx, dy] of [
          [0, 0],
          [step, 0],
          [-step, 0],
          [0, step],
          [0, -step],
          [step, step],
          [-step, -step],
        ] as const) {
          const x = box.left + box.width * fx + dx
          const y = box.top + box.height * fy + dy
          if (bare(x, y)) return [x, y]
        }
      return null
    })
  }, fractions)
}

/**
 * The text of the option painted on top at a viewport point, else what is painted there. Asks
 * Chromium (DevTools protocol) with `pointer-events: none` ignored: Leaflet's canvases let clicks
 * through, so `elementFromPoint` would miss a map drawn over a list.
 */
async function paintedOptionAt(page: Page, x: number, y: number): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.getDocument', { depth: 0 })
    const at = { x: Math.round(x), y: Math.round(y), ignorePointerEventsNone: true }
    const { backendNodeId } = await cdp.send('DOM.getNodeForLocation', at)
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId })
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId!,
      returnByValue: true,
      functionDeclaration: `function () {
        const element = this.nodeType === 1 ? this : this.parentElement
        return element.closest('[role="option"]')?.textContent ?? element.tagName + '.' + element.className
      }`,
    })
    return String(result.value)
  } finally {
    await cdp.detach()
  }
}

async function axeFindings(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `${v.id}: ${v.targets.join(', ')}`)
}

// ---------------------------------------------------------------------------------------------

describe(
  'the search screen in Chromium, against the API server and the seeded Austin market',
  { timeout: 60_000 },
  () => {
    it('paints the first results from the page itself: no site or search request before them, then the usual ones', async () => {
      for (const search of [
        '',
        `?q=${encodeURIComponent(JSON.stringify({ bedrooms: { min: 3 } }))}&sort=-price_in_dollars&map=false`,
      ]) {
        const page = await e2e.newPage({ viewport: WIDE })
        const calls: string[] = []
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname
          if (path === '/api/v3/site' || path === '/api/v3/listings/search') calls.push(`${request.method()} ${path}`)
        })
        await page.goto(`${e2e.server.baseUrl}/app/${search}`)
        const total = await settledCount(page)
        expect(total).toBeGreaterThan(0)
        expect((await cards(page)).length).toBe(Math.min(PAGE_SIZE, total))
        expect(calls).toEqual([])
        // The next search is the browser's own.
        await page.getByRole('button', { name: /^Sort:/ }).click()
        await page.getByRole('menuitemradio', { name: 'Price (Low to High)', exact: true }).click()
        await expect.poll(() => calls, SETTLE).toContain('POST /api/v3/listings/search')
      }
    })

    it('picks a zip suggestion with the keyboard: chip, suggestions= in the URL, only listings in that zip', async () => {
      const page = await openSearch()
      await mapReady(page) // the suggestions must open over it
      const before = await settledCount(page)
      const omnibox = page.getByRole('combobox', { name: 'Search listings' })
      expect(await omnibox.getAttribute('placeholder')).toBe(OMNIBOX_PLACEHOLDER)

      await omnibox.focus()
      await page.keyboard.type('787')
      const listbox = page.getByRole('listbox', { name: 'Suggestions' })
      const sections = listbox.getByRole('group')
      await expect.poll(() => sections.count(), SETTLE).toBeGreaterThan(1) // e.g. Addresses and Zip Codes
      await page.keyboard.type('04')
      // The answer for '78704' (only zips) replaces the one for '787' (addresses too).
      await expect.poll(() => sections.allTextContents(), SETTLE).toEqual([expect.stringMatching(/^Zip Codes78704/)])
      const zipSection = listbox.getByRole('group', { name: 'Zip Codes' })
      // The list is painted over everything else, the map included (its far end lies over the map).
      const option = zipSection.getByRole('option').first()
      const box = await option.boundingBox()
      expect(box).not.toBeNull()
      expect(await paintedOptionAt(page, box!.x + box!.width - 8, box!.y + box!.height / 2)).toMatch(/^78704/)

      await page.keyboard.press('ArrowDown')
      const active = await omnibox.getAttribute('aria-activedescendant')
      expect(await page.locator(`[id="${active}"]`).textContent()).toMatch(/^78704/)
      await page.keyboard.press('Enter')

      await expect.poll(() => chipNames(page), SETTLE).toEqual(['78704'])
      expect(params(page).get('suggestions')).toBe('zip:78704')
      expect(await omnibox.inputValue()).toBe('')
      const after = await countWhere(page, (count) => count < before)
      expect(after).toBeGreaterThan(0)
      const shown = await cards(page)
      expect(shown.length).toBe(Math.min(after, PAGE_SIZE))
      for (const card of shown) expect(card.subtitle).toMatch(/ 78704$/)
    })

    it('filters by price (Min from the list, Max typed) and beds: chips, q in the URL, results within them', async () => {
      const page = await openSearch('?map=false')
      const before = await settledCount(page)
      await page.getByRole('button', { name: 'Filter' }).click()
      await page.getByRole('button', { name: 'Price', exact: true }).click()

      await page.getByRole('combobox', { name: 'Min' }).click()
      await page.getByRole('listbox', { name: 'Min' }).getByRole('option', { name: '$300,000', exact: true }).click()
      await expect.poll(() => qFilter(page), SETTLE).toEqual({ price_in_dollars: { min: 300000 } })
      // The first edit of a fresh search keeps the market's defaults it ran with.
      expect(JSON.parse(params(page).get('q') ?? '{}')).toMatchObject(MARKET_DEFAULTS)
      const withMin = await countWhere(page, (count) => count < before)

      const max = page.getByRole('combobox', { name: 'Max' })
      await max.click()
      await max.pressSequentially('600000')
      await page.keyboard.press('Enter')
      await expect.poll(() => qFilter(page), SETTLE).toEqual({ price_in_dollars: { min: 300000, max: 600000 } })
      const withMax = await countWhere(page, (count) => count < withMin)

      await page.getByRole('tab', { name: 'Beds' }).click()
      await page.getByRole('radio', { name: '3+' }).click()
      await expect
        .poll(() => qFilter(page), SETTLE)
        .toEqual({ price_in_dollars: { min: 300000, max: 600000 }, bedrooms: { min: 3 } })
      const withBeds = await countWhere(page, (count) => count < withMax)
      expect(withBeds).toBeGreaterThan(0)

      expect(await chipNames(page)).toEqual(['$300,000 - $600,000', '3+ Beds'])
      const shown = await cards(page)
      expect(shown.length).toBe(Math.min(withBeds, PAGE_SIZE))
      const priced = shown.filter((card) => card.price !== null)
      expect(priced.length).toBeGreaterThan(0) // sold listings hide their price; most do not
      for (const card of priced) {
        expect(card.price).toBeGreaterThanOrEqual(300000)
        expect(card.price).toBeLessThanOrEqual(600000)
      }
      for (const card of shown) expect(card.beds).toBeGreaterThanOrEqual(3)
    })

    it('sorts by price, high to low: sort= in the URL and the first cards in descending price', async () => {
      const page = await openSearch('?map=false')
      const total = await settledCount(page)
      await page.getByRole('button', { name: 'Sort: Updated (Oldest First)' }).click()
      await page.getByRole('menuitemradio', { name: 'Price (High to Low)' }).click()

      await expect.poll(() => params(page).get('sort'), SETTLE).toBe('-price_in_dollars')
      await page.getByRole('button', { name: 'Sort: Price (High to Low)' }).waitFor()
      expect(await countWhere(page, (count) => count === total)).toBe(total)
      const prices = (await cards(page)).flatMap((card) => (card.price === null ? [] : [card.price]))
      expect(prices.length).toBeGreaterThan(10)
      expect(prices).toEqual([...prices].sort((a, b) => b - a))
      expect(prices[0]).toBeGreaterThan(1_000_000) // the market's dearest homes, not its first page by date
    })

    it('pages to the last page through the pager, offers nothing past it, and a filter change goes back to page 1', async () => {
      const page = await openSearch('?map=false')
      const total = await settledCount(page)
      const last = Math.ceil(Math.min(total, 10000) / PAGE_SIZE)
      const pager = page.getByRole('navigation', { name: 'Pagination' })

      await pager.getByRole('link', { name: `Page ${last}`, exact: true }).click()
      await expect.poll(() => params(page).get('page'), SETTLE).toBe(String(last))
      await expect
        .poll(() => pager.getByRole('link', { name: `Page ${last}`, exact: true }).getAttribute('aria-current'), SETTLE)
        .toBe('page')
      expect(await countWhere(page, (count) => count === total)).toBe(total)
      expect((await cards(page)).length).toBe(total - (last - 1) * PAGE_SIZE)
      expect(await pager.getByRole('link', { name: `Page ${last + 1}` }).count()).toBe(0)
      expect(await pager.getByRole('link', { name: 'Next page' }).count()).toBe(0)
      expect(await pager.locator('[aria-current="page"]').count()).toBe(1)

      await page.getByRole('button', { name: 'Filter' }).click()
      await page.getByRole('radio', { name: '2+' }).click()
      await expect.poll(() => qFilter(page), SETTLE).toEqual({ bedrooms: { min: 2 } })
      expect(params(page).has('page')).toBe(false)
      const narrowed = await countWhere(page, (count) => count < total)
      expect((await cards(page)).length).toBe(Math.min(narrowed, PAGE_SIZE))
      expect(await pager.getByRole('link', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page')
    })

    it('shows the last page, not an empty one, for a stale link past the last page', async () => {
      const page = await openSearch('?map=false&page=9999')
      const total = await settledCount(page)
      const last = Math.ceil(Math.min(total, 10000) / PAGE_SIZE)
      await expect.poll(() => params(page).get('page'), SETTLE).toBe(String(last))
      await expect.poll(async () => (await cards(page)).length, SETTLE).toBe(total - (last - 1) * PAGE_SIZE)
    })

    it('toggles List and Map on a wide screen (map=false / map=true in the URL)', async () => {
      const page = await openSearch()
      const view = page.getByRole('group', { name: 'Results view' })
      const map = page.getByRole('region', { name: 'Map of listings' })
      await map.waitFor({ timeout: SETTLE.timeout })
      expect(await view.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true')
      expect(await page.getByRole('article').count()).toBeGreaterThan(0) // split view: the list beside the map

      await view.getByRole('button', { name: 'List' }).click()
      await expect.poll(() => params(page).get('map'), SETTLE).toBe('false')
      await expect.poll(() => map.count(), SETTLE).toBe(0)
      expect(await view.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true')
      expect(await page.getByRole('article').count()).toBeGreaterThan(0)

      await view.getByRole('button', { name: 'Map' }).click()
      await expect.poll(() => params(page).get('map'), SETTLE).toBe('true')
      await map.waitFor({ timeout: SETTLE.timeout })
    })

    it('starts in the list on a 390 px screen and switches views from the Sort & View menu', async () => {
      const page = await openSearch('', SMALL)
      const map = page.getByRole('region', { name: 'Map of listings' })
      expect(await map.count()).toBe(0)
      expect(await page.getByRole('article').count()).toBeGreaterThan(0)
      expect(await page.getByRole('group', { name: 'Results view' }).count()).toBe(0)

      const menuButton = page.getByRole('button', { name: 'Sort & View' })
      await menuButton.click()
      const menu = page.getByRole('menu', { name: 'Sort & View' })
      expect(await menu.getByRole('menuitemradio', { name: 'List View' }).getAttribute('aria-checked')).toBe('true')
      await menu.getByRole('menuitemradio', { name: 'Map View' }).click()
      await expect.poll(() => params(page).get('map'), SETTLE).toBe('true')
      await mapReady(page)
      expect(await page.getByRole('article').count()).toBe(0) // one view at a time

      // The menu opens over the map and its items take clicks there.
      await menuButton.click()
      await menu.getByRole('menuitemradio', { name: 'List View' }).click({ timeout: 5_000 })
      await expect.poll(() => params(page).get('map'), SETTLE).toBe('false')
      await expect.poll(() => map.count(), SETTLE).toBe(0)
      expect(await page.getByRole('article').count()).toBeGreaterThan(0)
    })

    it('keeps a search without a box when the map only opens, and narrows to the box when moved with the keyboard', async () => {
      const page = await openSearch()
      const map = await mapReady(page)
      const before = await settledCount(page)
      await page.waitForTimeout(1500) // past the map's 500 ms report delay: opening and laying out must not move the search
      expect(params(page).has('box')).toBe(false)
      // The filter panel pushes the map down and makes it shorter: a new layout, not a move.
      await page.getByRole('button', { name: 'Filter' }).click()
      await page.getByRole('region', { name: 'Filters' }).waitFor()
      await page.waitForTimeout(1500)
      expect(params(page).has('box')).toBe(false)
      expect(await settledCount(page)).toBe(before)

      await map.focus()
      await page.keyboard.press('+')
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
      await expect.poll(() => params(page).get('box'), SETTLE).toMatch(/^-?[\d.]+(,-?[\d.]+){3}$/)
      const narrowed = await countWhere(page, (count) => count < before)
      expect(narrowed).toBeGreaterThan(0)
      const [north, west, south, east] = params(page).get('box')!.split(',').map(Number)
      expect(north).toBeGreaterThan(south!)
      expect(east).toBeGreaterThan(west!)
    })

    it('draws an area with Draw area: a Custom Boundary chip narrows the results, removing it removes the shape', async () => {
      const page = await openSearch()
      await mapReady(page)
      const before = await settledCount(page)
      const shapes = page.locator('.leaflet-overlay-pane path')
      const shapesBefore = await shapes.count()

      const corners = await freeMapPoints(page, [
        [0.3, 0.22],
        [0.75, 0.22],
        [0.75, 0.42],
        [0.3, 0.42],
      ])
      expect(corners).not.toContain(null)
      await page.getByRole('button', { name: 'Draw area' }).click()
      await page.getByRole('button', { name: 'Finish shape' }).waitFor({ timeout: SETTLE.timeout })
      for (const [x, y] of corners as [number, number][]) await page.mouse.click(x, y)
      await page.getByRole('button', { name: 'Finish shape' }).click()

      await expect.poll(() => chipNames(page), SETTLE).toEqual(['Custom Boundary'])
      const shape = qFilter(page).geo_shape as { value: { type: string; coordinates: number[][][] } }
      expect(shape.value.type).toBe('Polygon')
      expect(shape.value.coordinates[0]).toHaveLength(5) // four corners, closed
      const inside = await countWhere(page, (count) => count < before)
      expect(inside).toBeGreaterThan(0)
      expect(await shapes.count()).toBeGreaterThan(shapesBefore)

      await page.getByRole('button', { name: 'Remove Custom Boundary' }).click()
      await expect.poll(() => qFilter(page).geo_shape, SETTLE).toBeUndefined()
      await expect.poll(() => chipNames(page), SETTLE).toEqual([])
      await expect.poll(() => shapes.count(), SETTLE).toBe(shapesBefore)
      expect(await countWhere(page, (count) => count > inside)).toBe(before)
    })

    it('restores the same search after a reload: chips, sort, page, map box and count', async () => {
      const page = await openSearch()
      const map = await mapReady(page)
      await page.getByRole('button', { name: 'Filter' }).click()
      await page.getByRole('radio', { name: '2+' }).click()
      await expect.poll(() => chipNames(page), SETTLE).toEqual(['2+ Beds'])
      await map.focus()
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => params(page).has('box'), SETTLE).toBe(true)
      await page.getByRole('button', { name: 'Sort: Updated (Oldest First)' }).click()
      await page.getByRole('menuitemradio', { name: 'Price (Low to High)' }).click()
      await expect.poll(() => params(page).get('sort'), SETTLE).toBe('price_in_dollars')
      // The sorted results first (a new search puts the pane back at its top, which would move
      // the pager under a click aimed at it while they were on their way).
      await settledCount(page)
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: 'Page 2', exact: true })
        .click()
      await expect.poll(() => params(page).get('page'), SETTLE).toBe('2')
      expect(new URL(page.url()).pathname).toBe('/app/')
      const total = await settledCount(page)
      const shown = await cards(page)
      const url = new URL(page.url())

      await page.reload()
      await mapReady(page)
      expect(await countWhere(page, (count) => count === total)).toBe(total)
      await page.waitForTimeout(1500) // the map reports where it opened: that must not change the search
      const again = new URL(page.url())
      expect(Object.fromEntries(again.searchParams)).toEqual(Object.fromEntries(url.searchParams))
      expect(await chipNames(page)).toEqual(['2+ Beds'])
      await page.getByRole('button', { name: 'Sort: Price (Low to High)' }).waitFor()
      expect(
        await page
          .getByRole('navigation', { name: 'Pagination' })
          .getByRole('link', { name: 'Page 2', exact: true })
          .getAttribute('aria-current'),
      ).toBe('page')
      expect(await settledCount(page)).toBe(total)
      expect(await cards(page)).toEqual(shown)
    })

    it('steps back and forward through searches', async () => {
      const page = await openSearch('?map=false')
      const all = await settledCount(page)
      await page.getByRole('button', { name: 'Filter' }).click()
      await page.getByRole('radio', { name: '4+' }).click()
      const fourBeds = await countWhere(page, (count) => count < all)
      // The filter popover lies over the toolbar's right end: its See N homes closes it.
      await page.getByRole('button', { name: `See ${fourBeds.toLocaleString('en-US')} homes` }).click()
      await page.getByRole('button', { name: 'Sort: Updated (Oldest First)' }).click()
      await page.getByRole('menuitemradio', { name: 'Beds (High to Low)' }).click()
      await expect.poll(() => params(page).get('sort'), SETTLE).toBe('-bedrooms')
      await settledCount(page) // the sorted results, before the pager is aimed at
      const pager = page.getByRole('navigation', { name: 'Pagination' })
      await pager.getByRole('link', { name: 'Page 3', exact: true }).click()
      await expect.poll(() => params(page).get('page'), SETTLE).toBe('3')
      await expect
        .poll(() => pager.getByRole('link', { name: 'Page 3', exact: true }).getAttribute('aria-current'), SETTLE)
        .toBe('page')
      expect(await countWhere(page, (count) => count === fourBeds)).toBe(fourBeds)
      const pageThree = await cards(page)

      await page.goBack()
      await expect.poll(() => params(page).has('page'), SETTLE).toBe(false)
      expect(params(page).get('sort')).toBe('-bedrooms')
      await page.getByRole('button', { name: 'Sort: Beds (High to Low)' }).waitFor()
      expect(await countWhere(page, (count) => count === fourBeds)).toBe(fourBeds)

      await page.goBack()
      await expect.poll(() => params(page).has('sort'), SETTLE).toBe(false)
      await page.getByRole('button', { name: 'Sort: Updated (Oldest First)' }).waitFor()
      expect(await chipNames(page)).toEqual(['4+ Beds'])

      await page.goBack()
      await expect.poll(() => chipNames(page), SETTLE).toEqual([])
      expect(await countWhere(page, (count) => count === all)).toBe(all)

      await page.goForward()
      await page.goForward()
      await page.goForward()
      await expect.poll(() => params(page).get('page'), SETTLE).toBe('3')
      await expect
        .poll(async () => (await cards(page)).map((card) => card.title), SETTLE)
        .toEqual(pageThree.map((card) => card.title))
      expect(await chipNames(page)).toEqual(['4+ Beds'])
    })

    it('moves the map back to the box of the search that back returns to, without changing that search', async () => {
      const page = await openSearch()
      const map = await mapReady(page)
      const boxOf = () => params(page).get('box')?.split(',').map(Number) ?? []
      const middleLng = ([, west, , east]: number[]) => (west! + east!) / 2
      await map.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => params(page).has('box'), SETTLE).toBe(true)
      const boxA = params(page).get('box')
      const countA = await settledCount(page)

      await page.getByRole('button', { name: 'Filter' }).click()
      await page.getByRole('radio', { name: '2+' }).click()
      await expect.poll(() => chipNames(page), SETTLE).toEqual(['2+ Beds'])
      await map.focus()
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
      await expect.poll(() => params(page).get('box'), SETTLE).not.toBe(boxA)
      const boxB = (await settledBox(page)).split(',').map(Number)

      await page.goBack()
      await expect.poll(() => chipNames(page), SETTLE).toEqual([])
      expect(await countWhere(page, (count) => count === countA)).toBe(countA)
      await page.waitForTimeout(1500) // the map's report of going back must not change the search
      expect(params(page).get('box')).toBe(boxA)

      // Where the map is now shows in the box of a small move: straight down keeps its longitudes.
      await map.focus()
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => params(page).get('box'), SETTLE).not.toBe(boxA)
      const [north, west, south, east] = boxA!.split(',').map(Number)
      expect(middleLng(boxOf())).toBeCloseTo(middleLng([north!, west!, south!, east!]), 2)
      expect(middleLng(boxOf())).not.toBeCloseTo(middleLng(boxB), 2)
    })

    it('reaches the skip link, header, omnibox, Filter, sort menu, cards, pager and map markers with Tab, in that order, with visible focus', async () => {
      const page = await openSearch()
      await mapReady(page)
      type Stop = { kind: string; name: string; visible: boolean }
      const stops: Stop[] = []
      for (let i = 0; i < 400; i++) {
        await page.keyboard.press('Tab')
        const stop = await page.evaluate((): Stop => {
          const el = document.activeElement as HTMLElement | null
          if (!el || el === document.body) return { kind: 'body', name: '', visible: false }
          const style = getComputedStyle(el)
          const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2
          const visible = el.matches(':focus-visible') && (outlined || style.boxShadow !== 'none')
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)
          const kind = el.closest('header')
            ? 'header'
            : el.getAttribute('role') === 'combobox' && el.closest('[role="search"], search, form')
              ? 'omnibox'
              : el.closest('.leaflet-marker-pane')
                ? 'marker'
                : el.getAttribute('aria-roledescription') === 'map'
                  ? 'map'
                  : el.closest('[aria-label="Map area tools"]')
                    ? 'map tools'
                    : el.closest('nav[aria-label="Pagination"]')
                      ? 'pager'
                      : el.closest('article')
                        ? 'card'
                        : name === 'Filter'
                          ? 'filter'
                          : name.startsWith('Sort:')
                            ? 'sort'
                            : 'other'
          return { kind, name, visible }
        })
        stops.push(stop)
        if (stop.kind === 'marker' || stop.kind === 'body') break
      }
      const first = (kind: string) => stops.findIndex((stop) => stop.kind === kind)
      const order = ['header', 'omnibox', 'filter', 'sort', 'card', 'pager', 'map tools', 'map', 'marker'].map(first)
      expect(order).not.toContain(-1)
      expect(order).toEqual([...order].sort((a, b) => a - b))
      // 'Skip to results' first (it passes everything up to the cards), then the header's two
      // controls (Get Started, and the support chat at its right end), then straight into the search.
      expect(stops[0]?.name).toBe('Skip to results')
      expect(stops.slice(1, 3).map((stop) => stop.name)).toEqual(['Get Started', 'Chat with us'])
      expect(first('omnibox')).toBe(3)
      expect(stops.filter((stop) => !stop.visible).map((stop) => `${stop.kind} ${stop.name}`)).toEqual([])
    })

    it('has no axe-core violations with the map on, nor with the filter panel open', async () => {
      const page = await openSearch()
      await mapReady(page)
      expect(await axeFindings(page)).toEqual([])

      await page.getByRole('button', { name: 'Filter' }).click()
      for (const group of ['Price', 'Home Type', 'More'])
        await page.getByRole('button', { name: group, exact: true }).click()
      await page.getByPlaceholder('No Min').waitFor()
      await page.getByRole('group', { name: 'For Sale / For Rent' }).waitFor()
      await page.getByRole('group', { name: 'Year Built' }).waitFor()
      await mapReady(page)
      expect(await axeFindings(page)).toEqual([])
    })
  },
)
