import type { Kysely } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../src/db/database.js'
import type { Database } from '../src/db/schema.js'
import { listingChangeRows, recordListingChange } from '../src/listings/listing-changes.js'
import { testDatabase } from './helpers/database.js'

// The change log's writer on an empty migrated database: it writes in the caller's transaction,
// so a write that rolls back leaves no record, and ids only grow.
let database: OpenDatabase
let db: Kysely<Database>

beforeAll(async () => {
  database = await testDatabase()
  db = database.db
}, 120_000)
afterAll(async () => {
  await database.close()
})
beforeEach(async () => {
  await db.deleteFrom('listing_changes').execute()
})

const at = new Date('2026-03-01T15:00:00Z')
const active = { id: 41, listing_status: 'Active', price_in_dollars: 500_000 }

async function changesOf(listingId: number) {
  return db
    .selectFrom('listing_changes')
    .select(['id', 'kind', 'old_value', 'new_value', 'changed_at', 'source'])
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute()
}

describe('recordListingChange', () => {
  it('writes an insert, a price cut, pending and sold as records with their values, in order', async () => {
    const pending = { ...active, price_in_dollars: 485_000, listing_status: 'Pending' }
    const sold = { ...pending, listing_status: 'Sold', sold_price_in_dollars: 480_000 }
    await db.transaction().execute(async (trx) => {
      expect(await recordListingChange(trx, null, active, { source: 'import', at })).toBe(1)
      expect(await recordListingChange(trx, active, pending, { source: 'import', at })).toBe(2)
      expect(await recordListingChange(trx, pending, sold, { source: 'import', at })).toBe(1)
    })
    const rows = await changesOf(41)
    expect(rows.map((row) => row.kind)).toEqual(['listed', 'status', 'price', 'status'])
    expect(rows[3]).toMatchObject({
      old_value: { status: 'Pending', price: 485_000 },
      new_value: { status: 'Sold', price: 480_000 },
      source: 'import',
    })
    expect(new Date(rows[0]!.changed_at).toISOString()).toBe(at.toISOString())
    const ids = rows.map((row) => BigInt(row.id))
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids)
  })

  it('leaves no record when the transaction that made the change rolls back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await recordListingChange(trx, active, { ...active, price_in_dollars: 450_000 }, { source: 'import', at })
        throw new Error('the listing write failed')
      }),
    ).rejects.toThrow('the listing write failed')
    expect(await changesOf(41)).toEqual([])
  })

  it('writes nothing when neither status nor price changed', async () => {
    expect(await recordListingChange(db, active, { ...active }, { source: 'import', at })).toBe(0)
    expect(await changesOf(41)).toEqual([])
  })

  it('records a listing leaving the store as withdrawn, keeping what it was', async () => {
    await recordListingChange(db, active, null, { source: 'import', at })
    expect(await changesOf(41)).toMatchObject([
      { kind: 'withdrawn', old_value: { status: 'Active', price: 500_000 }, new_value: null },
    ])
  })

  it('refuses two different listings, no listing, or an invalid time, naming the problem', () => {
    expect(() => listingChangeRows(active, { ...active, id: 42 }, { source: 'seed', at })).toThrow(/two listings/)
    expect(() => listingChangeRows(null, null, { source: 'seed', at })).toThrow(/before or after/)
    expect(() => listingChangeRows(null, active, { source: 'seed', at: new Date('nope') })).toThrow(/invalid time/)
  })

  it('refuses an unknown source at the database', async () => {
    const [row] = listingChangeRows(null, active, { source: 'seed', at })
    await expect(
      db
        .insertInto('listing_changes')
        .values({ ...row!, source: 'scraper' as never })
        .execute(),
    ).rejects.toThrow()
  })
})
