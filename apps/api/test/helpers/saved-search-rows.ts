import type { AlertFrequency, SearchFilter } from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../src/db/schema.js'
import { recordListingChange } from '../../src/listings/listing-changes.js'
import { MARKET_ID, SITE_ID, insertListings, listing, type ListingFixture } from './fixtures.js'

// Saved searches and listing changes for the alert tests, written straight to the tables (the
// saved-search routes are not what these tests are about).

/** A saved search owned by `ownerId` (and its members), matched from the newest change on. */
export async function insertSavedSearch(
  db: Kysely<Database>,
  ownerId: number | string,
  options: { name?: string; filter?: SearchFilter; frequency?: AlertFrequency; members?: (number | string)[] } = {},
): Promise<number> {
  const { id } = await db
    .insertInto('collections')
    .values({ site_id: SITE_ID, user_id: Number(ownerId), name: options.name ?? 'My search', kind: 'saved-search' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('collection_members')
    .values([
      { collection_id: id, user_id: Number(ownerId), role: 'owner' },
      ...(options.members ?? []).map((user) => ({
        collection_id: id,
        user_id: Number(user),
        role: 'collaborator' as const,
      })),
    ])
    .execute()
  await db
    .insertInto('saved_searches')
    .values({
      id,
      site_market_id: MARKET_ID,
      frequency: options.frequency ?? 'daily',
      query: JSON.stringify({ filter: options.filter ?? {} }),
      covered_change_id: sql`(select coalesce(max(id), 0) from listing_changes)`,
    })
    .execute()
  return id
}

/** Lists a new listing, with its `listed` change. */
export async function listListing(db: Kysely<Database>, fixture: ListingFixture): Promise<void> {
  const row = listing(fixture)
  await db.transaction().execute(async (trx) => {
    await insertListings(trx, [row])
    await recordListingChange(
      trx,
      null,
      { id: fixture.id, listing_status: row.listing_status, price_in_dollars: row.price_in_dollars ?? null },
      { source: 'import', at: new Date() },
    )
  })
}

/** Changes a listing's status and/or price (null: withdraws it from the store), with its change records. */
export async function changeListing(
  db: Kysely<Database>,
  id: number,
  change: { listing_status?: string; price_in_dollars?: number } | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('listings')
      .select(['id', 'listing_status', 'price_in_dollars'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    if (change === null) {
      await trx.deleteFrom('listings').where('id', '=', id).execute()
      await recordListingChange(trx, before, null, { source: 'import', at: new Date() })
      return
    }
    await trx.updateTable('listings').set(change).where('id', '=', id).execute()
    await recordListingChange(trx, before, { ...before, ...change }, { source: 'import', at: new Date() })
  })
}
