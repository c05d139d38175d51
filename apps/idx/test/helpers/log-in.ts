import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO_SHOPPER } from '../../../../tooling/e2e/browser-and-server.js'

/** Signs the demo shopper in through the site's own dialog (`/app/login`), waiting for 'Hi, Jane' in the header. */
export async function logInAsDemoShopper(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/app/login?map=false`)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(DEMO_SHOPPER.email)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password)
  await dialog.getByRole('button', { name: 'Log In' }).click()
  await expect
    .poll(() => page.getByRole('banner').getByRole('button').first().textContent(), { timeout: 15_000, interval: 100 })
    .toContain('Hi, Jane')
}
