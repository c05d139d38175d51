import { describe, expect, it } from 'vitest'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
import { startServer } from '../../../tooling/e2e/server.js'
import { axeViolations } from './helpers/axe.js'

/** Playwright's own page size, which these tests were written at. */
const PLAYWRIGHT_DEFAULT = { viewport: { width: 1280, height: 720 } }

const e2e = browserAndServer({ server: 'shared' })

describe('the idx site served by the API server, in Chromium', () => {
  it('prints the demo token and client id when it starts', () => {
    expect(e2e.server.output()).toContain('client id     idx-demo-client')
    expect(e2e.server.output()).toContain('site token    idx-demo-site-token-2f6c1a9e')
  })

  it("reads its configuration from the meta tag and shows the seeded market's results", async () => {
    const page = await e2e.newPage(PLAYWRIGHT_DEFAULT)
    await page.goto(`${e2e.server.baseUrl}/app/?map=false`)
    await expect
      .poll(() => page.getByLabel('Results options').getByRole('status').textContent(), { timeout: 20_000 })
      .toMatch(/^[\d,]+ Results$/)
    expect(await page.getByRole('article').count()).toBeGreaterThan(0)
    await page.close()
  })

  // The demo market is big enough that a visitor can see the capped count (the spec's 10,000+).
  it('reads 10,000+ Results for homes for sale that are active, coming soon or pending', async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 } })
    const q = JSON.stringify({ listing_status: { value: ['Active', 'Coming Soon', 'Pending'] } })
    await page.goto(`${e2e.server.baseUrl}/app/?map=false&q=${encodeURIComponent(q)}`)
    const count = page.getByLabel('Results options').getByRole('status')
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe('10,000+ Results')
    const box = await count.boundingBox()
    expect(box && box.width > 0 && box.y >= 0 && box.y + box.height <= 844).toBe(true)
    expect(await page.getByRole('article').count()).toBeGreaterThan(0)
    await page.close()
  })

  it('has no axe-core accessibility violations', async () => {
    const page = await e2e.newPage(PLAYWRIGHT_DEFAULT)
    await page.goto(`${e2e.server.baseUrl}/app/?map=false`)
    await page.getByText(/^[\d,]+ Results$/).waitFor({ timeout: 20_000 })
    const violations = (await axeViolations(page)).map((v) => v.id)
    expect(violations).toEqual([])
    await page.close()
  })

  // A second server (on its own copy of the seeded market): allow for a loaded machine.
  it('shows the missing-configuration message when the server has no site token', { timeout: 90_000 }, async () => {
    const bare = await startServer({ IDX_SITE_TOKEN: '', IDX_CLIENT_ID: '' })
    try {
      const page = await e2e.newPage(PLAYWRIGHT_DEFAULT)
      await page.goto(`${bare.baseUrl}/app/`)
      await expect
        .poll(() => page.getByTestId('config-status').textContent())
        .toBe('Missing the following configuration parameters: api_token, client_id')
      await page.close()
    } finally {
      await bare.stop()
    }
  })
})
