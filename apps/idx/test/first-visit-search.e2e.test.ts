// A first-time buyer's search, end to end at desktop and phone size ("Search
// correctness"): the City filter finds the city typed, Enter in the omnibox picks the
// neighbourhood named, the chips read the same after a reload and Back/Forward, and Clear Filters
// removes every chip and the Filter badge. Debian's Chromium (playwright-core) against the built
// API server with its seeded Austin market; one server and one browser for the file.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
import { countWhere, SETTLE } from './helpers/result-count.js'

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

const env = browserAndServer({ server: 'shared' })

/** The chips' names, and that each is painted inside the window (not clipped away or hidden). */
async function chips(page: Page): Promise<string[]> {
  const viewport = page.viewportSize()!
  return page
    .getByRole('group', { name: 'Selected filters' })
    .getByRole('button', { name: /^Remove / })
    .evaluateAll(
      (buttons, { width, height }) =>
        buttons.map((chip) => {
          const box = chip.getBoundingClientRect()
          const seen = box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= width && box.bottom <= height
          const text = (chip.getAttribute('aria-label') ?? chip.textContent ?? '').replace(/^Remove /, '')
          return seen ? text.replace(/×$/, '').trim() : `(unseen) ${text}`
        }),
      viewport,
    )
}

/** The Filter button's badge as a person reads it: its number, or null when there is none. */
async function badge(page: Page): Promise<number | null> {
  const button = page.getByRole('button', { name: /^Filter\b/ }).first()
  const badgeBox = button.locator('.idx-sf-badge')
  if ((await badgeBox.count()) === 0 || !(await badgeBox.isVisible())) return null
  return Number(/\d+/.exec((await badgeBox.textContent()) ?? '')?.[0])
}

function filterButton(page: Page) {
  return page.getByRole('button', { name: /^Filter\b/ }).first()
}

/** Opens the filter panel (a disclosure, a popover or a sheet) unless it is open. */
async function openFilters(page: Page) {
  if ((await filterButton(page).getAttribute('aria-expanded')) !== 'true') await filterButton(page).click()
  await expect.poll(() => filterButton(page).getAttribute('aria-expanded'), SETTLE).toBe('true')
}

/** Closes the filter panel the way a keyboard user would, else with its button. */
async function closeFilters(page: Page) {
  for (let tries = 0; tries < 2; tries++) {
    if ((await filterButton(page).getAttribute('aria-expanded')) !== 'true') return
    await page.keyboard.press('Escape')
  }
  if ((await filterButton(page).getAttribute('aria-expanded')) === 'true') await filterButton(page).click()
  await expect.poll(() => filterButton(page).getAttribute('aria-expanded'), SETTLE).toBe('false')
}

/** The first result card's subtitle, once it is painted inside the window. */
async function firstCardSubtitle(page: Page): Promise<string> {
  const card = page.getByRole('list', { name: 'Search results' }).locator('article').first()
  await expect.poll(async () => (await card.boundingBox())?.height ?? 0, SETTLE).toBeGreaterThan(0)
  const box = (await card.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width + 1)
  return (await card.locator('h3 + p').textContent()) ?? ''
}

describe.each(SIZES)('a first visit on a $name', ({ viewport }) => {
  it('finds a typed city, picks a neighbourhood with Enter, keeps the chips through reload and history, and clears them', async () => {
    const page = await env.newPage({ viewport })
    // The list, also on a phone (whose default view is the map).
    await page.goto(`${env.server.baseUrl}/app/?map=false`)
    const everything = await countWhere(page, (count) => count > 0)
    expect(await badge(page)).toBeNull()

    // The City filter: 'Austin' without its state, in the case a person types.
    await openFilters(page)
    await page.getByRole('button', { name: /^More/ }).click()
    const city = page.getByRole('textbox', { name: 'City' })
    await city.fill('austin')
    await city.press('Enter')
    await closeFilters(page)
    const inAustin = await countWhere(page, (count) => count > 0 && count < everything)
    expect(await firstCardSubtitle(page)).toMatch(/^Austin, TX \d{5}$/)
    expect(await chips(page)).toEqual(['austin'])
    expect(await badge(page)).toBe(1)

    // The visitor had moved the map to south Austin, far from Mueller (the box is in the URL).
    const southAustin = new URL(page.url())
    southAustin.searchParams.set('box', '30.24,-97.85,30.18,-97.75')
    await page.goto(southAustin.toString())
    const inBox = await countWhere(page, (count) => count < inAustin)

    // 'Mueller' and Enter straight away: the neighbourhood, not an address on Mueller Blvd, and
    // wherever the map was (the old box would find nothing there).
    const omnibox = page.getByRole('combobox', { name: 'Search listings' })
    await omnibox.click()
    await page.keyboard.type('Mueller')
    await page.keyboard.press('Enter')
    await expect.poll(() => chips(page), SETTLE).toEqual(['Mueller', 'austin'])
    expect(new URL(page.url()).pathname).toBe('/app/') // a place opens no listing
    expect(new URL(page.url()).searchParams.get('suggestions')).toMatch(/^area:\d+$/)
    expect(new URL(page.url()).searchParams.has('box')).toBe(false)
    expect(await omnibox.inputValue()).toBe('')
    const inMueller = await countWhere(page, (count) => count > 0 && count < inAustin)
    expect(await firstCardSubtitle(page)).toMatch(/^Austin, TX 787\d\d$/)
    expect(await badge(page)).toBe(2)

    // A reload (or the same link shared) names every chip as it was picked.
    await page.reload()
    await countWhere(page, (count) => count === inMueller)
    await expect.poll(() => chips(page), SETTLE).toEqual(['Mueller', 'austin'])
    expect(await badge(page)).toBe(2)

    // Back steps to the search before Mueller, Forward to it again, chips named both ways.
    await page.goBack()
    await expect.poll(() => chips(page), SETTLE).toEqual(['austin'])
    await countWhere(page, (count) => count === inBox)
    await page.goForward()
    await expect.poll(() => chips(page), SETTLE).toEqual(['Mueller', 'austin'])
    await countWhere(page, (count) => count === inMueller)

    // Clear Filters removes every chip, the place included, and the badge with them.
    await openFilters(page)
    const clear = page.getByRole('button', { name: 'Clear Filters' })
    expect(await clear.isEnabled()).toBe(true)
    await clear.click()
    await expect.poll(() => chips(page), SETTLE).toEqual([])
    expect(await clear.isDisabled()).toBe(true)
    await closeFilters(page)
    expect(await badge(page)).toBeNull()
    expect(new URL(page.url()).searchParams.has('suggestions')).toBe(false)
    await countWhere(page, (count) => count === everything)
    // One journey of many searches, each waiting on its debounce and answer: more than 20 s on
    // CI's two cores.
  }, 120_000)
})
