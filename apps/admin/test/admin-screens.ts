import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { DEMO_ADMIN } from '../../../tooling/e2e/browser-and-server.js'

/** The screens the admin e2e tests look at every page on: a laptop's and a phone's. */
export const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

export type Viewport = (typeof VIEWPORTS)[number]

/** Keeps a full-page screenshot as `<name>.png` when IDX_E2E_SCREENSHOTS names a folder, to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.IDX_E2E_SCREENSHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true })
}

/** Signs the demo administrator in through the admin sign-in at `/admin/`, landing on the markets. */
export async function signInAsAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/`)
  await page.getByLabel('Email').fill(DEMO_ADMIN.email)
  await page.getByLabel('Password').fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('list', { name: 'Markets you may edit' }).waitFor({ timeout: 30_000 })
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * Pages of the demo administrator for a file whose tests need an admin's session but are not
 * about signing in (admin.e2e.test.ts is): the first page signs in through the form and lands on
 * the markets, as a person would; each later one opens in a new context holding that session (the
 * first context's storage state: its tokens in localStorage), not yet navigated. One sign-in a
 * file instead of one a test, each of which loaded the sign-in page and waited for the markets.
 *
 * @example
 * const adminPage = adminPages(env)
 * const page = await adminPage({ viewport: { width: 390, height: 844 } })
 * await page.goto(`${env.server.baseUrl}/admin/settings`)
 */
export function adminPages(env: {
  server: { baseUrl: string }
  newPage: (options?: BrowserContextOptions) => Promise<Page>
}): (options?: BrowserContextOptions) => Promise<Page> {
  let session: StorageState | undefined
  return async (options = {}) => {
    if (session) return env.newPage({ ...options, storageState: session })
    const page = await env.newPage(options)
    await signInAsAdmin(page, env.server.baseUrl)
    session = await page.context().storageState()
    return page
  }
}
