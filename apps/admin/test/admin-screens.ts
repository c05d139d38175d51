import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

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
