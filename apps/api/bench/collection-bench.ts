import { sql, type Kysely } from 'kysely'
import { xoroshiro128plus, unsafeUniformIntDistribution } from 'pure-rand'
import type { Database } from '../src/db/schema.js'
import { createUser } from '../src/users/users.repository.js'
import type { BenchRequest } from './workload.js'

// The "collection results" rows of the bench: one public collection of 1,000 listings
// on the bench site, searched through the main search's call with `collection_id` (a results page
// of 40 and the count, page size 1, as the browser asks for them) and clustered at a city's zoom.
// Public, so the bench's site token may read it like any visitor.

/** How many listings the bench collection holds. */
export const BENCH_COLLECTION_LISTINGS = 1000
/** Its id, fixed so every bench database (and the naive copy) answers the same workload. */
export const BENCH_COLLECTION_ID = 1_000_001
/** Austin, where the collection is clustered (the bench spreads listings over 52 metros). */
const CLUSTER_BOX = { top_left: { lat: 30.45, lng: -97.95 }, bottom_right: { lat: 30.1, lng: -97.55 } }

/**
 * Creates the bench collection once (a later run finds it): a public board of an owner on the
 * bench site holding BENCH_COLLECTION_LISTINGS listings spread over the whole market (every 97th
 * id), added a second apart in an order unlike their ids, as people save them.
 */
export async function ensureBenchCollection(db: Kysely<Database>): Promise<number> {
  const found = await db.selectFrom('collections').select('id').where('id', '=', BENCH_COLLECTION_ID).executeTakeFirst()
  if (found) return found.id
  const owner = await createUser(db, {
    siteId: 1,
    email: 'collector@bench.example',
    firstName: 'Bench',
    lastName: 'Collector',
  })
  await sql`insert into collections (id, site_id, user_id, name, is_public)
    overriding system value values (${BENCH_COLLECTION_ID}, 1, ${owner.id}, 'Bench collection', true)`.execute(db)
  await db
    .insertInto('collection_members')
    .values({ collection_id: BENCH_COLLECTION_ID, user_id: owner.id, role: 'owner' })
    .execute()
  await sql`insert into collection_listings (collection_id, listing_id, added_by, created_at)
    select ${BENCH_COLLECTION_ID}, id, ${owner.id},
      timestamptz '2026-01-01T00:00:00Z' + row_number() over (order by md5(id::text)) * interval '1 second'
    from (select id from listings where id % 97 = 0 order by id limit ${BENCH_COLLECTION_LISTINGS}) as saved`.execute(
    db,
  )
  await sql`analyze collection_listings`.execute(db)
  return BENCH_COLLECTION_ID
}

/**
 * The collection rows of the request mix: `collection page` (a page of 40, pages 1 to 25, as the
 * list scrolls), `collection count` (page size 1, the browser's count) and `clusters collection`
 * (its listings around Austin at zoom 11). Seeded, so every run sends the same requests.
 */
export function collectionWorkload(collectionId: number, perKind: number, seed = 20261126): BenchRequest[] {
  const rng = xoroshiro128plus(seed)
  const int = (min: number, max: number) => unsafeUniformIntDistribution(min, max, rng)
  const requests: BenchRequest[] = []
  const search = (kind: string, page: { size: number; number: number }): BenchRequest => ({
    kind,
    method: 'POST',
    path: '/api/v3/listings/search',
    // The browser drops the filter and the market inside a collection; the server ignores them anyway.
    body: { collection_id: String(collectionId), page },
  })
  for (let i = 0; i < perKind; i++) requests.push(search('collection page', { size: 40, number: int(1, 25) }))
  for (let i = 0; i < perKind; i++) requests.push(search('collection count', { size: 1, number: 1 }))
  for (let i = 0; i < perKind; i++) {
    requests.push({
      kind: 'clusters collection',
      method: 'POST',
      path: '/api/v3/listings/map/clusters',
      body: { collection_id: String(collectionId), bounding_box: CLUSTER_BOX, zoom: 11 },
    })
  }
  // The comments page of this collection is its own row: comments-bench.ts.
  return requests
}
