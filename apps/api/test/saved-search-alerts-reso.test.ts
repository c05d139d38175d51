import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ResoRecord } from '@idx/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshClusterCells } from '../src/clusters/refresh-cluster-cells.js'
import { demoResoFeed, writeResoPages, type DemoResoFeed } from '../src/feeds/reso/demo-reso-feed.js'
import { importResoFeed } from '../src/feeds/reso/import-reso-feed.js'
import { resoFilesSource } from '../src/feeds/reso/reso-files-source.js'
import { runDueJobs } from '../src/jobs/run-due-jobs.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import { savedSearchAlertHandlers } from '../src/saved-searches/alerts/alert-jobs.js'
import { matchNewChanges } from '../src/saved-searches/alerts/match-changes.js'
import { runAlerts } from '../src/saved-searches/alerts/run-alerts.js'
import { buildDemoMarket, MIN_LISTING_COUNT, type DemoMarket } from '../src/seed/demo-market.js'
import { seedMarket } from '../src/seed/seed-demo.js'
import { outboxSms } from '../src/sms/outbox-sms.js'
import { signedInPerson, type Person } from './helpers/collection-people.js'
import { marketWithoutListings } from './helpers/market-without-listings.js'
import { insertSavedSearch } from './helpers/saved-search-rows.js'
import { withTestApp } from './helpers/test-app.js'

// Saved-search alerts from a real RESO import: the feed 'actris' brings the demo market's homes;
// a later import cuts the price of one home a shopper's instant search matches and lists a new one
// it matches. Exactly one e-mail arrives with both homes (the cut as old and new price); its
// one-click unsubscribe link stops the next one, and a second import changes nothing more.

const FEED = 'actris'
const RECORDS = 120
const ORIGIN = 'https://homes.example'
const log = { warn: () => undefined, error: () => undefined }
const pass = { workerId: 'test', limit: 50, leaseMs: 60_000, backoff: { baseMs: 60_000, maxMs: 600_000 }, log }

let feed: DemoResoFeed
let withoutListings: DemoMarket
let folder: string
let shopper: Person

beforeAll(async () => {
  const market = await buildDemoMarket({ listingCount: MIN_LISTING_COUNT })
  feed = demoResoFeed(market, RECORDS)
  withoutListings = marketWithoutListings(market)
  folder = await mkdtemp(join(tmpdir(), 'idx-reso-alerts-'))
}, 60_000)

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

// Registered after the beforeAll above, so the market is built when the seed runs.
const t = withTestApp({
  seed: async (db) => {
    await seedMarket(db, withoutListings)
    await refreshClusterCells(db)
    shopper = await signedInPerson(db, 'Rosa', 'reso-alerts')
  },
})

/** Imports these Property records as the feed's next pages. */
async function importRecords(name: string, properties: ResoRecord[]) {
  const dir = join(folder, name)
  await writeResoPages(dir, { ...feed, properties }, 50)
  const { status, report } = await importResoFeed(t.db, { feed: FEED, source: await resoFilesSource(dir) })
  expect(status).toBe('succeeded')
  return report
}

async function alertRound(at: Date) {
  await matchNewChanges(t.db)
  await runAlerts(t.db, at)
  const handlers = savedSearchAlertHandlers({
    db: t.db,
    mailer: outboxMailer(t.db),
    sms: outboxSms(t.db),
    publicOrigin: ORIGIN,
  })
  for (let claimed = -1; claimed !== 0;) claimed = await runDueJobs(t.db, handlers, pass)
}

const mailsToShopper = () =>
  t.db.selectFrom('outbox_messages').selectAll().where('to_address', '=', shopper.email).orderBy('id').execute()

/** One minute later than the last run each time: an instant search runs once a minute. */
let clock = Date.now()
const nextMinute = () => new Date((clock += 120_000))

/**
 * The record a later page of the feed sends for `record`, changed, modified `minutes` after the
 * newest record of the first import (an incremental import reads past its high-water mark).
 */
function modified(record: ResoRecord, change: Partial<ResoRecord>, minutes: number): ResoRecord {
  const newest = Math.max(...feed.properties.map((p) => Date.parse(String(p.ModificationTimestamp))))
  const at = new Date(newest + minutes * 60_000).toISOString()
  return { ...record, ...change, ModificationTimestamp: at }
}

describe('saved-search alerts from a RESO import', () => {
  it('sends one e-mail with the price cut and the new home, and none after its unsubscribe link', async () => {
    // Two active homes for sale in one zip code: the first is imported now, the second later.
    const active = feed.properties.filter((record) => record.StandardStatus === 'Active' && record.ListPrice)
    const [cut, fresh] = (() => {
      for (const record of active) {
        const other = active.find((o) => o !== record && o.PostalCode === record.PostalCode)
        if (other) return [record, other]
      }
      throw new Error('no two active homes share a zip code')
    })()
    const zip = String(cut.PostalCode)
    expect(
      await importRecords(
        'first',
        feed.properties.filter((record) => record !== fresh),
      ),
    ).toMatchObject({
      inserted: RECORDS - 1,
    })

    const search = await insertSavedSearch(t.db, shopper.id, {
      name: `Homes in ${zip}`,
      filter: { zip: { value: zip }, listing_status: { value: ['Active'] } },
      frequency: 'instant',
    })
    await alertRound(nextMinute())
    expect(await mailsToShopper()).toHaveLength(0)

    const newPrice = Number(cut.ListPrice) - 15_000
    const report = await importRecords('second', [modified(cut, { ListPrice: newPrice }, 90), modified(fresh, {}, 90)])
    expect(report).toMatchObject({ inserted: 1, updated: 1 })
    await alertRound(nextMinute())
    await alertRound(nextMinute())

    const mails = await mailsToShopper()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    const money = (n: number) => `$${n.toLocaleString('en-US')}`
    expect(mail!.text_body).toContain(String(cut.UnparsedAddress))
    expect(mail!.text_body).toContain(String(fresh.UnparsedAddress))
    expect(mail!.text_body).toContain(money(Number(cut.ListPrice)))
    expect(mail!.text_body).toContain(money(newPrice))
    // Its first link (tracked) leads to the saved search.
    const link = /https:\/\/homes\.example(\/alerts\/c\?t=\S+)/.exec(mail!.text_body)?.[1] ?? ''
    const followed = await t.app.inject({ url: link })
    expect(followed.statusCode).toBe(302)
    expect(followed.headers.location).toMatch(new RegExp(`/app/saved-search/${search}$`))
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    // The one-click unsubscribe (RFC 8058): a POST to the header's https URL, no sign-in.
    const header = mail!.headers?.['List-Unsubscribe'] ?? ''
    expect(header).toMatch(/^<https:\/\/homes\.example\/.+>$/)
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: header.slice(1, -1).replace(ORIGIN, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.statusCode).toBe(200)

    const after = await importRecords('third', [modified(cut, { ListPrice: newPrice - 10_000 }, 180)])
    expect(after).toMatchObject({ updated: 1 })
    await alertRound(nextMinute())
    expect(await mailsToShopper()).toHaveLength(1)
  }, 120_000)
})
