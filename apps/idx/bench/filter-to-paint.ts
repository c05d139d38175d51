import { DELAYS_MS, type SORT_OPTIONS } from '@idx/domain'
import type { Browser, Page } from 'playwright-core'
import { RESULTS_PROBE, type ChangeTiming } from './results-probe'

/** One filter change as a visitor makes it, and how long until its results were painted. */
export type FilterChangeSample = {
  /** What was clicked: 'Beds 3+' or 'Sort Price (High to Low)'. */
  change: string
  kind: 'beds' | 'sort'
  /** Click to painted results; null when they did not show within the timeout. */
  ms: number | null
  /** When, after the click, the first listing search was sent and answered (null: none seen). */
  search: ChangeTiming['search']
}

type Step = { kind: 'beds'; index: number } | { kind: 'sort'; label: string }

/** The sort the screen opens with, then the ones the walk moves through (every one a new search). */
const SORT_WALK = [
  'Updated (Oldest First)',
  'Price (High to Low)',
  'Updated (Newest First)',
  'Price (Low to High)',
  'Lot Size (High to Low)',
  'Baths (High to Low)',
  'Beds (High to Low)',
  'Lot Size (Low to High)',
  'Baths (Low to High)',
  'Beds (Low to High)',
] as const satisfies readonly (typeof SORT_OPTIONS)[number]['label'][]

/** How long the API must be quiet before a change: more than the results debounce. */
const QUIET_MS = Math.max(1_000, DELAYS_MS.resultsFetch * 2)
/** Longest wait for one change's results before it counts as not shown. */
const CHANGE_TIMEOUT_MS = 15_000

/**
 * The changes, in order: Beds stepped through its options one way and then back (Any, 1+ ... 5+,
 * 5+ ... Any), with a new sort between the rows. Each step therefore asks for a combination not
 * asked before, so none is answered from the client's cache: every sample is a real search.
 */
export function filterWalk(changes: number, bedsOptions: number): Step[] {
  const steps: Step[] = []
  let beds = 0
  let direction = 1
  for (let row = 1; steps.length < changes && row < SORT_WALK.length + 1; row++) {
    for (let n = 1; n < bedsOptions && steps.length < changes; n++) {
      beds += direction
      steps.push({ kind: 'beds', index: beds })
    }
    direction = -direction
    const label = SORT_WALK[row]
    if (label && steps.length < changes) steps.push({ kind: 'sort', label })
  }
  return steps
}

/**
 * Opens `route` (`/app/` on a wide window: the list beside the map) with the Filter panel open and
 * times `changes` filter changes from the click to the painted frame whose list shows the new
 * results, measured inside the page. Before each change the screen comes to rest (see settle), so
 * every one is a lone change that the screen sends at once, as when a visitor picks one option.
 */
export async function measureFilterToPaint(
  browser: Browser,
  baseUrl: string,
  route: string,
  viewport: { width: number; height: number },
  changes: number,
): Promise<FilterChangeSample[]> {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: RESULTS_PROBE })
    await page.goto(`${baseUrl}${route}`)
    await page.waitForFunction(() => window.__idxBench.firstResultsPaintedAt, null, { timeout: 60_000, polling: 100 })
    await settle(page)

    // The Filter panel closes when the sort menu opens (one menu open at a time): it is opened
    // again, at its Beds tab, before a Beds change, and that is not part of the change timed.
    const openBeds = async () => {
      if (await page.getByRole('tabpanel', { name: 'Beds' }).isVisible()) return
      // Named 'Filter', then 'Filter 1 chosen' with its count of filters applied.
      await page.getByRole('button', { name: /^Filter/ }).click()
      await page.getByRole('tab', { name: 'Beds' }).click()
    }
    await openBeds()
    // A visitor clicks the segment, the radio's label (the radio itself is drawn invisible).
    const bedsOptions = page.getByRole('tabpanel', { name: 'Beds' }).locator('label')
    await bedsOptions.first().waitFor()
    const bedsNames = (await bedsOptions.allTextContents()).map((name) => name.trim())

    const samples: FilterChangeSample[] = []
    for (const step of filterWalk(changes, bedsNames.length)) {
      let change: string
      if (step.kind === 'sort') {
        // Opening the menu is not part of the change; picking the option is.
        await page.getByRole('button', { name: /^Sort:/ }).click()
        await page.getByRole('menuitemradio', { name: step.label, exact: true }).waitFor()
        change = `Sort ${step.label}`
        await arm(page)
        await page.getByRole('menuitemradio', { name: step.label, exact: true }).click()
      } else {
        change = `Beds ${bedsNames[step.index] ?? step.index}`
        await openBeds()
        await bedsOptions.nth(step.index).waitFor()
        await arm(page)
        await bedsOptions.nth(step.index).click()
      }
      const timing = await page.evaluate(() => window.__idxBenchRun)
      samples.push({ change, kind: step.kind, ms: timing?.ms ?? null, search: timing?.search ?? null })
      await settle(page)
    }
    return samples
  } finally {
    await context.close()
  }
}

/**
 * Starts watching for the next click's results. The promise stays in the page: handing it back
 * would make page.evaluate wait for it, and the click has not happened yet.
 */
async function arm(page: Page) {
  await page.evaluate((timeoutMs) => {
    window.__idxBenchRun = window.__idxBench.arm(timeoutMs)
  }, CHANGE_TIMEOUT_MS)
}

/**
 * Waits until the screen is at rest: no API call for a second, so the results debounce window
 * (DELAYS_MS.resultsFetch) has closed and any follow-up the map makes (it reports its new box
 * after the results change) has answered before the next change is timed.
 */
async function settle(page: Page) {
  await page.waitForFunction((quietMs) => window.__idxBench.atRest(quietMs), QUIET_MS, {
    timeout: CHANGE_TIMEOUT_MS,
    polling: 100,
  })
}
