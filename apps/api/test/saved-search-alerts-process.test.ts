import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { migrateToLatest, openDatabase } from '../src/db/database.js'
import { recordListingChange } from '../src/listings/listing-changes.js'
import { DEMO_SHOPPER_EMAIL } from '../src/seed/demo-users.js'
import { MIN_LISTING_COUNT } from '../src/seed/demo-market.js'
import { seedDemo } from '../src/seed/seed-demo.js'
import { seededServerDataDir } from './helpers/database.js'
import { spawnServer, type ServerProcess } from './helpers/server-process.js'

// The real thing: a server process running saved-search alerts (its loop and job worker) killed
// with SIGKILL right after it starts and again right after the alert went out, restarted each time
// on the same PGlite data folder: the shopper's outbox holds the alert once.

const folders: string[] = []
const servers: ServerProcess[] = []
afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A seeded data folder with an instant saved search of the demo shopper and one price cut after it. */
async function preparedFolder(): Promise<string> {
  const seeded = seededServerDataDir()
  const folder = seeded === 'memory' ? mkdtempSync(join(tmpdir(), 'idx-alerts-process-')) : seeded
  folders.push(folder)
  const { db, close } = await openDatabase({ dataDir: folder })
  try {
    if (seeded === 'memory') {
      await migrateToLatest(db)
      await seedDemo(db, { listingCount: MIN_LISTING_COUNT })
    }
    const shopper = await db
      .selectFrom('users')
      .select(['id', 'site_id'])
      .where('email', '=', DEMO_SHOPPER_EMAIL)
      .executeTakeFirstOrThrow()
    const market = await db
      .selectFrom('markets')
      .select('id')
      .where('site_id', '=', shopper.site_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const { id } = await db
      .insertInto('collections')
      .values({ site_id: shopper.site_id, user_id: shopper.id, name: 'Crash alerts', kind: 'saved-search' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('collection_members')
      .values({ collection_id: id, user_id: shopper.id, role: 'owner' })
      .execute()
    await db
      .insertInto('saved_searches')
      .values({
        id,
        site_market_id: market.id,
        frequency: 'instant',
        query: JSON.stringify({ filter: { listing_status: { value: 'Active' } } }),
        covered_change_id: sql`(select coalesce(max(id), 0) from listing_changes)`,
      })
      .execute()
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('listings')
        .select(['id', 'listing_status', 'price_in_dollars'])
        .where('listing_status', '=', 'Active')
        .where('disclose_price', '=', true)
        .where('password_hash', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
      const price = Math.round((before.price_in_dollars ?? 500_000) * 0.9)
      await trx.updateTable('listings').set({ price_in_dollars: price }).where('id', '=', before.id).execute()
      await recordListingChange(
        trx,
        before,
        { ...before, price_in_dollars: price },
        { source: 'import', at: new Date() },
      )
    })
  } finally {
    await close()
  }
  return folder
}

function start(folder: string): ServerProcess {
  const server = spawnServer({
    IDX_DATA_DIR: folder,
    LOG_LEVEL: 'warn',
    IDX_DEV_OUTBOX: '1',
    IDX_JOB_WORKER: '1',
    IDX_JOB_POLL_MS: '50',
  })
  servers.push(server)
  return server
}

async function alertsTo(base: string): Promise<{ subject: string }[]> {
  const res = await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(DEMO_SHOPPER_EMAIL)}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { subject: string }[]).filter((mail) => mail.subject.includes('Crash alerts'))
}

async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL')
  expect((await server.exited).signal).toBe('SIGKILL')
}

describe('saved-search alerts in a server process killed and restarted', () => {
  it('sends the alert exactly once', async () => {
    const folder = await preparedFolder()

    // Killed as soon as it listens: its first tick may not have begun, or be mid-way.
    const first = start(folder)
    await first.started
    await killHard(first)

    // Restarted: it matches, runs and sends; killed right after the mail is in the outbox.
    const second = start(folder)
    const base = await second.started
    let mails = await alertsTo(base)
    while (mails.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      mails = await alertsTo(base)
    }
    await killHard(second)

    // Restarted again: whatever the kill cut off runs again, and still one mail.
    const third = start(folder)
    const last = await third.started
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const final = await alertsTo(last)
    expect(final).toHaveLength(1)
    expect(final[0]?.subject).toBe('1 update for Crash alerts')
    third.child.kill('SIGTERM')
    expect((await third.exited).code).toBe(0)
  }, 600_000)
})
