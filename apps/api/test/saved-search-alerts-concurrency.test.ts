import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDatabase } from '../src/db/database.js'
import { changeHorizon } from '../src/saved-searches/alerts/change-horizon.js'
import { matchNewChanges } from '../src/saved-searches/alerts/match-changes.js'
import { runAlerts } from '../src/saved-searches/alerts/run-alerts.js'
import { signedInPerson } from './helpers/collection-people.js'
import { insertListings, listing } from './helpers/fixtures.js'
import { recordListingChange } from '../src/listings/listing-changes.js'
import { insertSavedSearch, listListing } from './helpers/saved-search-rows.js'
import { withTestApp } from './helpers/test-app.js'

// Several processes on one PostgreSQL (here: two pools on one database): the matcher never reads
// past a change whose transaction is still open, two matchers share the searches without matching
// one twice, and two alert runs of one minute run once. PGlite has one connection: nothing to race.

const t = withTestApp()
let other: OpenDatabase | undefined
afterAll(async () => other?.close())

async function otherPool() {
  other ??= await openDatabase({ databaseUrl: t.database.databaseUrl!, poolSize: 4 })
  return other.db
}

describe('saved-search alerts on several connections', () => {
  it('waits for a transaction still writing the change log, and reads past it once committed', async (ctx) => {
    if (!t.database.databaseUrl) return ctx.skip()
    const db = await otherPool()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let inserted = () => {}
    const started = new Promise<void>((resolve) => (inserted = resolve))
    let written = ''
    const writer = db.transaction().execute(async (trx) => {
      await insertListings(trx, [listing({ id: 901 })])
      await recordListingChange(
        trx,
        null,
        { id: 901, listing_status: 'Active', price_in_dollars: 1 },
        { source: 'import', at: new Date() },
      )
      const row = await trx
        .selectFrom('listing_changes')
        .select('id')
        .where('listing_id', '=', 901)
        .executeTakeFirstOrThrow()
      written = String(row.id)
      inserted()
      await held
    })
    try {
      await started
      // Held past the lock's wait: no horizon this time (nothing is read, nothing skipped).
      expect(await changeHorizon(t.db)).toBeNull()
      const horizon = changeHorizon(t.db)
      setTimeout(release, 200)
      await writer
      expect(BigInt((await horizon) ?? 0)).toBeGreaterThanOrEqual(BigInt(written))
    } finally {
      release()
      await writer
    }
  }, 30_000)

  it('shares the searches between two matchers at once, matching each change once', async (ctx) => {
    if (!t.database.databaseUrl) return ctx.skip()
    const db = await otherPool()
    const owner = await signedInPerson(t.db, 'Pat', 'race')
    const searches = []
    for (let i = 0; i < 40; i += 1)
      searches.push(await insertSavedSearch(t.db, owner.id, { filter: { zip: { value: '78760' } } }))
    for (let id = 911; id < 931; id += 1) await listListing(t.db, { id, zip: '78760' })
    const [one, two] = await Promise.all([
      matchNewChanges(t.db, { batchSize: 3 }),
      matchNewChanges(db, { batchSize: 3 }),
    ])
    expect((one?.matches ?? 0) + (two?.matches ?? 0)).toBe(40 * 20)
    const rows = await t.db
      .selectFrom('saved_search_matches')
      .select('saved_search_id')
      .where('saved_search_id', 'in', searches)
      .execute()
    expect(rows).toHaveLength(40 * 20)
  }, 60_000)

  it('runs one alert run per minute when two processes start it at once', async (ctx) => {
    if (!t.database.databaseUrl) return ctx.skip()
    const db = await otherPool()
    const at = new Date(Date.now() + 3 * 86_400_000)
    const runs = await Promise.all([runAlerts(t.db, at), runAlerts(db, at)])
    expect(runs.filter((run) => run.ran)).toHaveLength(1)
    const alerts = await t.db.selectFrom('saved_search_alerts').select(['user_id', 'channel', 'run_slot']).execute()
    expect(new Set(alerts.map((a) => `${a.user_id}:${a.channel}:${String(a.run_slot)}`)).size).toBe(alerts.length)
    expect(alerts.length).toBeGreaterThan(0)
  }, 30_000)
})
