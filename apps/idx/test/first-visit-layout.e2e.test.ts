// A first visit's layout, as a person sees it at desktop (1366x900) and phone (390x844) sizes:
// Debian's Chromium (playwright-core) against the built server, one server and one browser for
// the file. Every check reads boxes, scroll positions, focus and storage, not only texts: the
// page never scrolls into a blank screen, the filter panel never hides the results it acts on,
// and the map's disclaimers keep their state and their place.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
/** Searches and the map wait on debounces (500-600 ms) and a shared 2-core machine. */
const SETTLE = { timeout: 15_000, interval: 100 }

const env = browserAndServer({ server: 'shared' })

type Box = { x: number; y: number; width: number; height: number }

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  )
}

/** The part of `a` inside `b`. */
function clip(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  return {
    x,
    y,
    width: Math.min(a.x + a.width, b.x + b.width) - x,
    height: Math.min(a.y + a.height, b.y + b.height) - y,
  }
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`no box: ${locator.toString()} is not shown`)
  return found
}

function countStatus(page: Page) {
  return page.getByRole('group', { name: 'Results options' }).getByRole('status')
}

/** The settled count's text ('3,046 Results'), once no search runs. */
async function settledCountText(page: Page): Promise<string> {
  let text = ''
  await expect
    .poll(async () => {
      const status = countStatus(page)
      if ((await status.getAttribute('aria-busy')) === 'true') return false
      text = (await status.textContent()) ?? ''
      return /Results$/.test(text)
    }, SETTLE)
    .toBe(true)
  return text
}

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await env.newPage({ viewport })
  await page.goto(`${env.server.baseUrl}${path}`)
  await settledCountText(page)
  return page
}

/** The document's scrollable height against the window's: equal when only the panes scroll. */
function documentHeights(page: Page): Promise<{ scrollHeight: number; innerHeight: number }> {
  return page.evaluate(() => ({
    scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
    innerHeight: window.innerHeight,
  }))
}

async function expectDocumentFitsWindow(page: Page): Promise<void> {
  // The list draws its first cards, then the rest: measure once all are in.
  await page.waitForSelector('ul[aria-label="Search results"]:not([data-filling])', { timeout: SETTLE.timeout })
  const heights = await documentHeights(page)
  expect(heights.scrollHeight).toBe(heights.innerHeight)
}

const resultsPane = (page: Page) => page.locator('section.search-page__results')
const firstCard = (page: Page) => page.getByRole('list', { name: 'Search results' }).locator('article').first()
/** The Filter button; its name gains the badge's count ('Filter 1 chosen') once a filter is set. */
const filterButton = (page: Page) => page.getByRole('button', { name: /^Filter( \d+ chosen)?$/ })
const filterFrame = (page: Page) => page.locator('.idx-filter-popover')
const disclaimerButton = (page: Page) => page.getByRole('button', { name: 'Disclaimer(s)' })

describe.each([
  { size: 'desktop', viewport: DESKTOP, views: ['/app/', '/app/?map=false'] },
  { size: 'phone', viewport: PHONE, views: ['/app/', '/app/?map=true'] },
])('a first visit on a $size screen', ({ size, viewport, views }) => {
  it('never scrolls the page: the document is the window, only the results pane scrolls, and a new page starts at its first card', async () => {
    // The other view first: the desktop's list alone, the phone's map alone.
    const otherView = await open(views[1]!, viewport)
    if (size === 'desktop') await expectDocumentFitsWindow(otherView)
    else expect(await documentHeights(otherView).then((h) => h.scrollHeight - h.innerHeight)).toBe(0)

    const listPage = await open(views[0]!, viewport)
    // The desktop's split view and the phone's list: the cards are in the pane.
    await expectDocumentFitsWindow(listPage)
    const pane = resultsPane(listPage)
    const scroll = await pane.evaluate((element) => {
      element.scrollTop = element.scrollHeight
      return { top: element.scrollTop, page: window.scrollY }
    })
    expect(scroll.top).toBeGreaterThan(500)
    expect(scroll.page).toBe(0)

    const firstTitle = await firstCard(listPage).locator('h3').textContent()
    const pager = listPage.getByRole('navigation', { name: 'Pagination' })
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect
      .poll(() => pager.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current'), SETTLE)
      .toBe('page')
    await expect.poll(() => firstCard(listPage).locator('h3').textContent(), SETTLE).not.toBe(firstTitle)
    expect(await pane.evaluate((element) => element.scrollTop)).toBe(0)
    expect(inside(await box(firstCard(listPage)), await box(pane))).toBe(true)
    await expectDocumentFitsWindow(listPage)
  }, 60_000)

  it('opens the filters over the screen with a live See N homes, and Escape gives focus back to the Filter button', async () => {
    const page = await open(views[0]!, viewport)
    const before = await settledCountText(page)
    await filterButton(page).click()
    const frame = filterFrame(page)
    await frame.getByRole('region', { name: 'Filters' }).waitFor()
    // Focus moved into the panel as it opened.
    expect(await frame.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    const panelBox = await box(frame)
    if (size === 'desktop') {
      // The count it acts on stays in view beside it, and the results are not pushed down.
      const count = await box(countStatus(page))
      expect(intersects(panelBox, count)).toBe(false)
      expect(count.y + count.height).toBeLessThan(viewport.height)
    } else {
      expect(panelBox).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height })
    }
    const seeHomes = frame.getByRole('button', { name: /^See .* homes?$/ })
    await expect.poll(() => seeHomes.textContent(), SETTLE).toBe(`See ${before.replace(' Results', '')} homes`)
    expect(inside(await box(seeHomes), { x: 0, y: 0, ...viewport })).toBe(true)

    await frame.getByRole('tabpanel', { name: 'Beds' }).getByText('3+', { exact: true }).click()
    const after = await settledCountText(page)
    expect(after).not.toBe(before)
    // The button says what the filters as set find, written as the count writes it.
    await expect.poll(() => seeHomes.textContent(), SETTLE).toBe(`See ${after.replace(' Results', '')} homes`)
    expect(await documentHeights(page).then((h) => h.scrollHeight - h.innerHeight)).toBe(0)

    await page.keyboard.press('Escape')
    await expect.poll(() => frame.isVisible(), SETTLE).toBe(false)
    expect(await filterButton(page).evaluate((element) => element === document.activeElement)).toBe(true)

    // See N homes closes it too, and focus comes back the same way.
    await filterButton(page).click()
    await seeHomes.click()
    await expect.poll(() => frame.isVisible(), SETTLE).toBe(false)
    expect(await filterButton(page).evaluate((element) => element === document.activeElement)).toBe(true)
  }, 60_000)

  it("keeps 'Chat with us' in the header bar, clear of the cards, the map and its attribution, and the listing detail", async () => {
    const viewportBox = { x: 0, y: 0, ...viewport }
    for (const view of views) {
      const page = await open(view, viewport)
      const chat = page.getByRole('button', { name: 'Chat with us' })
      await chat.waitFor({ timeout: SETTLE.timeout })
      const chatBox = await box(chat)
      expect(inside(chatBox, viewportBox)).toBe(true)
      // Beside the site header, above the search form: it lies over nothing the page shows.
      expect(chatBox.y + chatBox.height).toBeLessThanOrEqual((await box(page.locator('.search-page__form'))).y + 1)
      expect(intersects(chatBox, await box(page.getByRole('banner')))).toBe(false)
      // On a phone it is an icon, its words kept as its name.
      if (size === 'phone') expect(chatBox.width).toBeLessThanOrEqual(48)
      // No card, wherever the list is scrolled, reaches it: what shows of each card is the part
      // inside the results pane, which scrolls under nothing.
      const list = page.getByRole('list', { name: 'Search results' })
      if (await list.isVisible()) {
        const pane = await box(resultsPane(page))
        for (const top of [0, 700, 1400]) {
          await resultsPane(page).evaluate((element, scrollTop) => {
            element.scrollTop = scrollTop
          }, top)
          const cardBoxes = await list
            .locator('article')
            .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as Box))
          const shown = cardBoxes.filter((card) => intersects(card, pane)).map((card) => clip(card, pane))
          expect(shown.length).toBeGreaterThan(0)
          expect(shown.filter((card) => intersects(card, chatBox))).toEqual([])
        }
      }
      const map = page.locator('.idx-map__canvas')
      if (await map.isVisible()) {
        expect(intersects(await box(map), chatBox)).toBe(false)
        const attribution = page.locator('.leaflet-control-attribution')
        await attribution.waitFor({ timeout: SETTLE.timeout })
        expect(intersects(await box(attribution), chatBox)).toBe(false)
        // A phone's map view: the map starts right under the toolbar, no band between them.
        if (size === 'phone') {
          const toolbar = await box(page.getByRole('group', { name: 'Results options' }))
          expect((await box(map)).y - (toolbar.y + toolbar.height)).toBeLessThanOrEqual(1)
        }
      }
    }
    // The listing detail's facts, photos and navigation bar are clear of it too.
    const page = await open('/app/?map=false', viewport)
    await firstCard(page).locator('h3 a').click()
    const detail = page.getByRole('complementary', { name: 'Listing detail' })
    await detail.getByRole('heading', { level: 2 }).waitFor({ timeout: SETTLE.timeout })
    const chat = await box(page.getByRole('button', { name: 'Chat with us' }))
    expect(intersects(await box(detail), chat)).toBe(false)
  }, 90_000)

  it('keeps the disclaimers open or closed in local storage, clear of the zoom buttons and the results', async () => {
    const mapView = size === 'desktop' ? views[0]! : views[1]!
    const page = await open(mapView, viewport)
    const button = disclaimerButton(page)
    await button.waitFor({ timeout: SETTLE.timeout })
    // Nothing stored: open, as the spec's default says.
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    const panel = page.getByRole('region', { name: 'Disclaimers' })
    const zoom = page.locator('.leaflet-control-zoom')
    const canvas = page.locator('.idx-map__canvas')
    const attribution = page.locator('.leaflet-control-attribution')
    async function expectPlacedClear() {
      const panelBox = await box(panel)
      expect(intersects(panelBox, await box(zoom))).toBe(false)
      expect(intersects(await box(attribution), await box(button))).toBe(false)
      expect(intersects(await box(attribution), await box(page.getByRole('button', { name: 'Chat with us' })))).toBe(
        false,
      )
      // On a phone the map is the results: nothing lies over it.
      if (size === 'phone') expect(intersects(panelBox, await box(canvas))).toBe(false)
    }
    await expectPlacedClear()
    if (size === 'desktop') {
      // A shorter window: the panel shrinks (and scrolls) rather than reach the zoom buttons.
      await page.setViewportSize({ width: viewport.width, height: 560 })
      await expect.poll(async () => intersects(await box(panel), await box(zoom)), SETTLE).toBe(false)
      await page.setViewportSize(viewport)
    }

    await button.click()
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => window.localStorage.getItem('disclaimer'))).toBe('{"disclaimer_open":false}')
    await page.reload()
    await disclaimerButton(page).waitFor({ timeout: SETTLE.timeout })
    expect(await disclaimerButton(page).getAttribute('aria-expanded')).toBe('false')
    expect(await panel.isVisible()).toBe(false)

    await disclaimerButton(page).click()
    expect(await page.evaluate(() => window.localStorage.getItem('disclaimer'))).toBe('{"disclaimer_open":true}')
    await expectPlacedClear()
    expect(await documentHeights(page).then((h) => h.scrollHeight - h.innerHeight)).toBe(0)
  }, 60_000)
})
