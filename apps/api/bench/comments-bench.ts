import { sql, type Kysely } from 'kysely'
import { xoroshiro128plus, unsafeUniformIntDistribution } from 'pure-rand'
import type { Database } from '../src/db/schema.js'
import type { BenchRequest } from './workload.js'

// The "comments page" row of the bench: the bench collection's chat holds 10,000
// comments, and a member reads it page by page (GET /api/v3/collections/{id}/comments, 20 a page,
// newest first) across the whole range, as the chat loads older pages on scroll-up.

/** How many comments the bench collection holds. */
export const BENCH_COMMENTS = 10_000
/** The chat's page size. */
export const BENCH_COMMENTS_PAGE_SIZE = 20
/** The member who reads the chat (a collaborator of the bench collection). */
export const BENCH_READER_EMAIL = 'reader@bench.example'

/**
 * Gives the bench collection (made by ensureBenchCollection) its reader, a collaborator, and
 * BENCH_COMMENTS comments, once: written a minute apart by the owner and the reader in turn,
 * every tenth naming one of the collection's listings (so pages carry their listings too).
 */
export async function ensureBenchComments(db: Kysely<Database>, collectionId: number): Promise<void> {
  // No ON CONFLICT: the naive copy has lost the unique index on e-mails.
  await sql`insert into users (site_id, email, first_name, last_name, share_token)
    select 1, ${BENCH_READER_EMAIL}, 'Bench', 'Reader', md5(${BENCH_READER_EMAIL})
    where not exists (select 1 from users where site_id = 1 and email = ${BENCH_READER_EMAIL})`.execute(db)
  const reader = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', 1)
    .where('email', '=', BENCH_READER_EMAIL)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('collection_members')
    .values({ collection_id: collectionId, user_id: reader.id, role: 'collaborator' })
    .onConflict((oc) => oc.doNothing())
    .execute()
  const counted = await db
    .selectFrom('collection_comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow()
  if (Number(counted.n) === BENCH_COMMENTS) return
  await db.deleteFrom('collection_comments').where('collection_id', '=', collectionId).execute()
  await sql`insert into collection_comments (collection_id, user_id, listing_id, body, created_at, updated_at)
    select ${collectionId},
      case when n % 2 = 0 then ${reader.id}::integer else owner.user_id end,
      saved.listing_id,
      'Bench comment ' || n || ': what do we think of this one?',
      timestamptz '2026-02-01T00:00:00Z' + n * interval '1 minute',
      timestamptz '2026-02-01T00:00:00Z' + n * interval '1 minute'
    from generate_series(1, ${BENCH_COMMENTS}) as n
    cross join (select user_id from collections where id = ${collectionId}) as owner
    left join (
      select listing_id, row_number() over (order by listing_id) - 1 as k
      from collection_listings where collection_id = ${collectionId}
    ) as saved on n % 10 = 0 and saved.k = (n / 10) % 1000`.execute(db)
  await sql`analyze collection_comments`.execute(db)
}

/**
 * The `comments page` rows: pages 1 to 500 (every page of the 10,000 comments), read with the
 * reader's bearer token. Seeded, so every run sends the same requests.
 */
export function commentsWorkload(
  collectionId: number,
  readerToken: string,
  perKind: number,
  seed = 20261127,
): BenchRequest[] {
  const rng = xoroshiro128plus(seed)
  const lastPage = BENCH_COMMENTS / BENCH_COMMENTS_PAGE_SIZE
  return Array.from({ length: perKind }, () => ({
    kind: 'comments page',
    method: 'GET' as const,
    path: `/api/v3/collections/${collectionId}/comments?page[number]=${unsafeUniformIntDistribution(1, lastPage, rng)}&page[size]=${BENCH_COMMENTS_PAGE_SIZE}`,
    authorization: `Bearer ${readerToken}`,
  }))
}
