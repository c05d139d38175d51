// The search screen's result count as a visitor reads it in the results toolbar ('3,046 Results',
// 'No Results', 'Searching…' while a search runs), for the Chromium tests of apps/idx.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'

/** Searches, suggestions and the map wait on debounces (500-600 ms) and a shared 2-core machine. */
export const SETTLE = { timeout: 15_000, interval: 100 }

/** The results count, or null while a search runs (`Searching…`, aria-busy). */
export async function resultCount(page: Page): Promise<number | null> {
  const status = page.getByRole('group', { name: 'Results options' }).getByRole('status')
  if ((await status.getAttribute('aria-busy')) === 'true') return null
  const text = (await status.textContent()) ?? ''
  if (text === 'No Results') return 0
  const match = /^([\d,]+)\+? Results$/.exec(text)
  return match?.[1] ? Number(match[1].replaceAll(',', '')) : null
}

/**
 * Polls `read` until it yields a value (not null) that `accept` takes, and returns that value:
 * expect.poll itself only says that one came.
 */
export async function pollFor<T>(
  read: () => Promise<T | null> | T | null,
  accept: (value: T) => boolean = () => true,
  options: { timeout: number; interval: number } = SETTLE,
): Promise<T> {
  const found: { value: T | null } = { value: null }
  await expect
    .poll(async () => {
      const value = await read()
      found.value = value !== null && accept(value) ? value : null
      return found.value !== null
    }, options)
    .toBe(true)
  if (found.value === null) throw new Error('the poll passed without a value')
  return found.value
}

/** Waits until the settled count passes `check` (a new search has answered) and returns it. */
export function countWhere(page: Page, check: (count: number) => boolean): Promise<number> {
  return pollFor(() => resultCount(page), check)
}
