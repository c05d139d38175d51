// What the Chromium tests of apps/idx and apps/admin share: the built API server (on its seeded
// market, or one the file starts itself) and a connection to the run's one headless Chromium
// (./chromium.ts), with a fresh browser context (its own storage) for each page, closed after the
// test that opened it unless the file keeps its pages for all its tests.
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { launchChromium } from './chromium.js'
import { sharedServer, startServer, stopCleanly, type RunningServer } from './server.js'

/** The demo site's API token (README.md; apps/api/src/config/server-config.ts DEMO_SITE_TOKEN). */
export const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'
/** apps/api/src/seed/demo-users.ts: the shopper and the agent (feed actris). */
export const DEMO_SHOPPER = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }
export const DEMO_AGENT = { email: 'ezra.roberts@lone-star-realty.example', password: 'idx-agent-password' }
/** apps/api/src/seed/demo-users.ts: the site's administrator (DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD). */
export const DEMO_ADMIN = { email: 'admin@lonestar-realty.example', password: 'idx-admin-password' }

/** The size of a page whose options name none. */
const DESKTOP = { width: 1280, height: 900 }
/** Starting the server and connecting to Chromium: a custom start copies and opens the template first. */
const START_TIMEOUT_MS = 180_000

export type BrowserAndServerOptions<S extends RunningServer> = {
  /**
   * Where the file's server comes from:
   * - `'own'` (default): a server of the file's own on a copy of the seeded market (`startServer`);
   * - `'shared'`: for a file that only reads the demo market, the server its worker shares with
   *   other such files (`sharedServer`);
   * - a function: a server the file starts otherwise (its environment, a changed database, one on
   *   disk), called before the file's first test; its `stop` must also undo whatever else it set up.
   */
  server?: 'own' | 'shared' | (() => Promise<S>)
  /**
   * When a context closes:
   * - `'per-test'` (default): after the test that opened it;
   * - `'per-file'`: after the file's last test, for pages that must go on working (sending what
   *   a later test reads) while the file's next tests run.
   */
  contexts?: 'per-test' | 'per-file'
}

export type BrowserAndServer<S extends RunningServer = RunningServer> = {
  /** Set before the file's first test. */
  server: S
  browser: Browser
  /** A new context (desktop size unless `options` say otherwise), closed as `contexts` says. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
  /** A page in a new context (see `newContext`). */
  newPage: (options?: BrowserContextOptions) => Promise<Page>
}

/**
 * Starts the server and Chromium before the file's tests and stops both after them (the server must
 * exit 0).
 *
 * @example
 * const e2e = browserAndServer({ server: () => startServer({ IDX_FRAME_ANCESTORS: origin }) })
 * it('…', async () => {
 *   const page = await e2e.newPage({ viewport: { width: 390, height: 844 } })
 *   await page.goto(`${e2e.server.baseUrl}/app/`)
 * })
 */
export function browserAndServer<S extends RunningServer = RunningServer>(
  options: BrowserAndServerOptions<S> = {},
): BrowserAndServer<S> {
  const contexts: BrowserContext[] = []
  const closeContexts = () => Promise.all(contexts.splice(0).map((context) => context.close()))
  const env = {
    newContext: async (contextOptions: BrowserContextOptions = {}) => {
      const context = await env.browser.newContext({ viewport: DESKTOP, ...contextOptions })
      contexts.push(context)
      return context
    },
    newPage: async (contextOptions: BrowserContextOptions = {}) => (await env.newContext(contextOptions)).newPage(),
  } as BrowserAndServer<S>
  beforeAll(async function startBrowserAndServer() {
    ;[env.server, env.browser] = await Promise.all([startChosenServer(options.server), launchChromium()])
  }, START_TIMEOUT_MS)
  if (options.contexts !== 'per-file') afterEach(closeContexts)
  afterAll(async function stopBrowserAndServer() {
    await closeContexts()
    await env.browser?.close()
    await stopCleanly(env.server)
  })
  return env
}

function startChosenServer<S extends RunningServer>(choice: BrowserAndServerOptions<S>['server']): Promise<S> {
  if (typeof choice === 'function') return choice()
  // Without a function S is RunningServer (its default).
  return (choice === 'shared' ? sharedServer() : startServer()) as Promise<S>
}
