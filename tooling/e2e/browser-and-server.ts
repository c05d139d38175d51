// What the Chromium tests of apps/idx and apps/admin share: the built API server on its seeded in-memory market
// and a connection to the run's one headless Chromium (./chromium.ts), with a fresh browser context
// (its own storage) for each page, closed after the test that opened it.
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { launchChromium } from './chromium.js'
import { startServer, type RunningServer } from './server.js'

/** The demo site's API token (README.md; apps/api/src/config.ts DEMO_SITE_TOKEN). */
export const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'
/** apps/api/src/seed/demo-users.ts: the shopper and the agent (feed actris). */
export const DEMO_SHOPPER = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }
export const DEMO_AGENT = { email: 'ezra.roberts@lone-star-realty.example', password: 'idx-agent-password' }
/** apps/api/src/seed/demo-users.ts: the site's administrator (DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD). */
export const DEMO_ADMIN = { email: 'admin@lonestar-realty.example', password: 'idx-admin-password' }

export type BrowserAndServer = {
  /** Set before the file's first test. */
  server: RunningServer
  browser: Browser
  /** A page in a new context (desktop size unless `options` say otherwise), closed after the test. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>
}

/** Starts the server and Chromium before the file's tests and stops both after them (the server must exit 0). */
export function browserAndServer(): BrowserAndServer {
  const contexts: BrowserContext[] = []
  const env = {
    newPage: async (options: BrowserContextOptions = {}) => {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
      contexts.push(context)
      return context.newPage()
    },
  } as BrowserAndServer
  beforeAll(async () => {
    ;[env.server, env.browser] = await Promise.all([startServer(), launchChromium()])
  }, 120_000)
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })
  afterAll(async () => {
    await env.browser?.close()
    expect(await env.server?.stop()).toBe(0)
  })
  return env
}
