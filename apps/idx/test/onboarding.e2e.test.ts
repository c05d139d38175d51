// A brokerage's onboarding, end to end: what docs/operations.md tells an operator to run, run as
// written on a fresh PostgreSQL database against a local RESO Web API server (a Denver MLS with
// 600 listings, two of whose offices are the brokerage's), then the live site in Chromium. It
// prints the minutes from an empty database to a live site.
import { execFile } from 'node:child_process'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDatabase } from '@idx-app/api/database'
import type { Page } from 'playwright-core'
import { browserAndServer } from '../../../tooling/e2e/browser-and-server.js'
import { startServer, type RunningServer } from '../../../tooling/e2e/server.js'
import { cutPrices, denverFeed } from '../../../tooling/onboarding/denver-feed.js'
import { onboardingScript } from '../../../tooling/onboarding/onboarding-script.js'
import {
  RESO_CLIENT,
  startResoWebApiServer,
  type ResoWebApiTestServer,
} from '../../../tooling/reso/reso-web-api-server.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const run = promisify(execFile)
const SETTLE = { timeout: 20_000, interval: 200 }
const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
const POSTGRES = process.env.IDX_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** What the CRM's webhook receiver got: each POST's headers and body. */
interface Received {
  headers: Record<string, string | string[] | undefined>
  body: string
}

interface Onboarded extends RunningServer {
  databaseUrl: string
  reso: ResoWebApiTestServer
  feed: ReturnType<typeof denverFeed>
  webhook: { url: string; received: Received[]; close: () => Promise<void> }
  /** The environment the guide's steps wrote for the server (IDX_SITE_TOKEN, …). */
  env: Record<string, string>
  /** Seconds from the empty database to the site answering. */
  seconds: number
  scriptOutput: string
}

async function startWebhookReceiver(): Promise<Onboarded['webhook']> {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/idx-leads`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function readEnvFile(path: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim())
    if (match) env[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1')
  }
  return env
}

/** Runs the guide's set-up on a new database and starts the server it describes. */
async function onboard(): Promise<Onboarded> {
  const name = `idx_onboarding_${process.pid}_${Date.now()}`
  await run('psql', [POSTGRES, '-qc', `create database ${name}`])
  const databaseUrl = POSTGRES.replace(/\/[^/]*$/, `/${name}`)
  const feed = denverFeed()
  const reso = await startResoWebApiServer()
  reso.serve('Office', feed.offices)
  reso.serve('Member', feed.members)
  reso.serve('Property', feed.properties)
  const webhook = await startWebhookReceiver()
  const work = mkdtempSync(join(tmpdir(), 'idx-onboarding-'))
  const envFile = join(work, 'idx.env')
  const script = onboardingScript(readFileSync(join(root, 'docs', 'operations.md'), 'utf8'))
  const started = Date.now()
  let scriptOutput = ''
  try {
    const result = await run('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        IDX_ENV_FILE: envFile,
        IDX_DOMAIN: 'homes.milehighhomes.example',
        MLS_URL: reso.baseUrl,
        MLS_TOKEN_URL: reso.tokenUrl,
        MLS_CLIENT_ID: RESO_CLIENT.clientId,
        MLS_CLIENT_SECRET: RESO_CLIENT.clientSecret,
        AREAS_FILE: 'apps/api/examples/denver-neighborhoods.geojson',
        ADMIN_EMAIL: 'broker@milehighhomes.example',
        LEADS_EMAIL: 'leads@milehighhomes.example',
        CRM_WEBHOOK_URL: webhook.url,
      },
    })
    scriptOutput = `${result.stdout}\n${result.stderr}`
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(`the guide's set-up failed: ${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`)
  }
  const env = readEnvFile(envFile)
  // As the guide's environment file says: production, with the outbox standing in for SMTP so the
  // test can read the mail.
  // test can read the mail. LOG_LEVEL info: the production start-up line is an info line.
  const server = await startServer({
    ...env,
    NODE_ENV: 'production',
    IDX_MAIL: 'outbox',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
  })
  const seconds = (Date.now() - started) / 1000
  return {
    ...server,
    databaseUrl,
    reso,
    feed,
    webhook,
    env,
    seconds,
    scriptOutput,
    stop: async () => {
      const code = await server.stop()
      await Promise.all([reso.close(), webhook.close()])
      rmSync(work, { recursive: true, force: true })
      await database?.close()
      await run('psql', [POSTGRES, '-qc', `drop database if exists ${name} with (force)`])
      return code
    },
  }
}

const e2e = browserAndServer<Onboarded>({ server: onboard })

/** The onboarded database, to check what reached the outbox and the listings (opened on first use). */
let database: OpenDatabase | undefined
async function db(): Promise<OpenDatabase['db']> {
  database ??= await openDatabase({ databaseUrl: e2e.server.databaseUrl, poolSize: 2 })
  return database.db
}

const results = (page: Page) => page.getByRole('list', { name: 'Search results' })

async function openSearch(page: Page, search = '?map=false'): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}/app/${search}`)
  await page.waitForSelector('ul[aria-label="Search results"]:not([data-filling]):not([aria-busy="true"]) article', {
    timeout: SETTLE.timeout,
  })
}

afterAll(() => {
  if (e2e.server) {
    console.log(
      `onboarding: an empty database to a live site in ${(e2e.server.seconds / 60).toFixed(1)} minutes (${e2e.server.seconds.toFixed(0)} s of commands, the build excluded)`,
    )
  }
})

describe('onboarding a Denver brokerage from docs/operations.md', () => {
  it('goes from an empty database to a live site in under 10 minutes', () => {
    expect(e2e.server.seconds).toBeLessThan(600)
    expect(e2e.server.env.IDX_SITE_TOKEN).toMatch(/\S{16,}/)
  })

  it('searches the new market with working filters, for sale only by default', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await openSearch(page)
    const forSale = e2e.server.feed.properties.filter(
      (p) =>
        p.PropertyType === 'Residential' && ['Active', 'Coming Soon', 'Pending'].includes(String(p.StandardStatus)),
    ).length
    const titles = await results(page).locator('article h3').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    expect(await results(page).textContent()).toMatch(/Denver/)
    // The whole market's homes for sale (no map box with map=false): what the feed carries, no more.
    await expect
      .poll(() => page.locator('.idx-toolbar__count').textContent(), SETTLE)
      .toBe(`${forSale.toLocaleString('en-US')} Results`)
    // The filters open and offer the statuses the feed carries.
    await page
      .getByRole('button', { name: /^Filter/ })
      .first()
      .click()
    const seeHomes = page.getByRole('button', { name: `See ${forSale.toLocaleString('en-US')} homes` })
    await seeHomes.waitFor(SETTLE)
    expect(await page.getByText(/Oops, Something went wrong/).count()).toBe(0)
    await page.getByRole('button', { name: /^More/ }).click()
    await expect.poll(() => page.getByText('Coming Soon', { exact: true }).count(), SETTLE).toBeGreaterThan(0)
  })

  it("features the brokerage's own listings with their agent, first under the Featured sort", async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await openSearch(page, '?map=false&sort=-broker_listing')
    const first = results(page).locator('article').first()
    await expect.poll(() => first.getByText('Featured', { exact: true }).count(), SETTLE).toBe(1)
    expect(await first.textContent()).toMatch(
      /Listed By (Avery Lindqvist|Marcus Okafor|Priya Raman|Dana Whitfield) with Mile High Homes/,
    )
    const box = (await first.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  })

  it('draws the market on the map with its neighbourhoods', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto(`${e2e.server.baseUrl}/app/`)
    const map = page.locator('.leaflet-container').first()
    await map.waitFor(SETTLE)
    const box = (await map.boundingBox())!
    expect(box.width).toBeGreaterThan(300)
    await expect
      .poll(() => page.locator('.leaflet-marker-icon, .leaflet-interactive').count(), SETTLE)
      .toBeGreaterThan(0)
    // The loaded areas are in the omnibox's suggestions.
    const omnibox = page.getByRole('combobox').first()
    await omnibox.fill('Cheesman')
    await expect.poll(() => page.getByRole('option', { name: /Cheesman Park/ }).count(), SETTLE).toBeGreaterThan(0)
  })

  it("sends a lead about a brokerage listing to its listing agent's inbox and the CRM, exactly once", async () => {
    const listing = await (
      await db()
    )
      .selectFrom('listings as l')
      .innerJoin('agents as a', 'a.id', 'l.listing_agent_id')
      .select(['l.id', 'a.email as agent_email'])
      .where('l.broker_listing', '=', true)
      .where('l.listing_status', '=', 'Active')
      .orderBy('l.id')
      .executeTakeFirst()
    expect(listing).toBeDefined()
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto(`${e2e.server.baseUrl}/app/listing/${listing!.id}?inquiry=true`)
    const dialog = page.getByRole('dialog', { name: 'Ask a Question' })
    await dialog.waitFor(SETTLE)
    await dialog.getByLabel('First name').fill('Jordan')
    await dialog.getByLabel('Last name').fill('Buyer')
    await dialog.getByRole('textbox', { name: 'Email' }).fill('jordan.buyer@example.com')
    await dialog.getByLabel('Phone').fill('303-555-0199')
    await dialog.getByLabel(/^Message/).fill('Can we see it Saturday?')
    const consent = dialog.getByRole('checkbox')
    if ((await consent.count()) > 0) await consent.check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => dialog.getByText("We've received your inquiry, thank you!").count(), SETTLE).toBe(1)
    await expect
      .poll(
        async () =>
          (await db())
            .selectFrom('outbox_messages')
            .select('subject')
            .where('to_address', '=', listing!.agent_email!)
            .execute(),
        SETTLE,
      )
      .toHaveLength(1)
    await expect.poll(() => e2e.server.webhook.received.length, SETTLE).toBe(1)
    const delivery = e2e.server.webhook.received[0]!
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(delivery.headers['x-idx-signature'])) ?? []
    const settings = await (
      await db()
    )
      .selectFrom('site_lead_settings')
      .select('webhook_secret')
      .executeTakeFirstOrThrow()
    const expected = createHmac('sha256', settings.webhook_secret!).update(`${t}.${delivery.body}`).digest()
    expect(timingSafeEqual(expected, Buffer.from(v1!, 'hex'))).toBe(true)
    expect(JSON.parse(delivery.body)).toMatchObject({ event: 'lead.created' })
    // Nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(e2e.server.webhook.received).toHaveLength(1)
  })

  it('picks up 50 changes on its next scheduled run', async () => {
    const changed = cutPrices(e2e.server.feed, 50, new Date().toISOString())
    e2e.server.reso.serve('Property', e2e.server.feed.properties)
    const prices = new Map(e2e.server.feed.properties.map((p) => [String(p.ListingKey), Number(p.ListPrice)]))
    // Setting the schedule again brings its next run forward to now: the server's schedule runs it.
    await run('npm', ['run', '-s', 'idx', '--', 'update-feed', '--feed', 'recolorado', '--every', '15m'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: e2e.server.databaseUrl },
    })
    await expect
      .poll(
        async () => {
          const rows = await (
            await db()
          )
            .selectFrom('feed_records as r')
            .innerJoin('listings as l', 'l.id', 'r.row_id')
            .select(['r.record_key', 'l.price_in_dollars'])
            .where('r.resource', '=', 'Property')
            .where('r.record_key', 'in', changed)
            .execute()
          return rows.filter((row) => Number(row.price_in_dollars) === prices.get(row.record_key)).length
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(50)
  })
})
