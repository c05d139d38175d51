import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { passwordFingerprint } from '../photos/index.js'
import type { ListingUnlockGrant } from './listing-unlock.js'

// Where it is stored or compared, the listing has a password.
const currentFingerprint = sql<string>`${passwordFingerprint}`

/**
 * The password hash of one of the site's listings, to check a password against. Undefined when the
 * site has no such listing; `password_hash` null when the listing has no password. Only the unlock
 * route reads it, and it never leaves the server.
 */
export function findListingPasswordHash(
  db: Kysely<Database>,
  siteId: number,
  id: number,
): Promise<{ password_hash: string | null } | undefined> {
  return db
    .selectFrom('listings')
    .innerJoin('markets', 'markets.id', 'listings.market_id')
    .select('listings.password_hash')
    .where('listings.id', '=', id)
    .where('markets.site_id', '=', siteId)
    .executeTakeFirst()
}

/** Whether one of the site's listings is password protected; undefined when the site has no such listing. */
export function findListingLockState(
  db: Kysely<Database>,
  siteId: number,
  id: number,
): Promise<{ id: number; password_protected: boolean } | undefined> {
  return db
    .selectFrom('listings')
    .innerJoin('markets', 'markets.id', 'listings.market_id')
    .select(['listings.id', sql<boolean>`listings.password_hash is not null`.as('password_protected')])
    .where('listings.id', '=', id)
    .where('markets.site_id', '=', siteId)
    .executeTakeFirst()
}

/**
 * Stores an unlock (the token's hash) for a listing whose password hash is still `checkedHash`,
 * and sweeps expired unlocks. Returns false when the password changed since it was checked, so
 * nothing was stored.
 */
export async function createListingUnlock(
  db: Kysely<Database>,
  unlock: { tokenHash: string; siteId: number; listingId: number; checkedHash: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('listing_unlocks')
    .columns(['token_hash', 'site_id', 'listing_id', 'password_fingerprint', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('listings')
        .select([
          sql.val(unlock.tokenHash).as('token_hash'),
          sql.val(unlock.siteId).as('site_id'),
          'listings.id',
          currentFingerprint.as('password_fingerprint'),
          sql.val(unlock.expiresAt).as('expires_at'),
        ])
        .where('listings.id', '=', unlock.listingId)
        .where('listings.password_hash', '=', unlock.checkedHash),
    )
    .executeTakeFirst()
  await db
    .deleteFrom('listing_unlocks')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
}

/**
 * Which of `listingIds` the tokens (their hashes) unlock for the site: unexpired unlocks made by
 * this site for a listing whose password has not changed since. Each unlocked listing comes with
 * its grant (the latest expiry among the tokens that open it), which its signed photo URLs carry.
 */
export async function findListingUnlocks(
  db: Kysely<Database>,
  siteId: number,
  tokenHashes: readonly string[],
  listingIds: readonly number[],
): Promise<Map<number, ListingUnlockGrant>> {
  const grants = new Map<number, ListingUnlockGrant>()
  if (tokenHashes.length === 0 || listingIds.length === 0) return grants
  const rows = await db
    .selectFrom('listing_unlocks')
    .innerJoin('listings', 'listings.id', 'listing_unlocks.listing_id')
    .select(['listing_unlocks.listing_id', 'listing_unlocks.expires_at', 'listing_unlocks.password_fingerprint'])
    .where('listing_unlocks.token_hash', 'in', [...tokenHashes])
    .where('listing_unlocks.site_id', '=', siteId)
    .where('listing_unlocks.listing_id', 'in', [...listingIds])
    .where('listing_unlocks.expires_at', '>', sql<Date>`now()`)
    .where('listing_unlocks.password_fingerprint', '=', currentFingerprint)
    .execute()
  for (const row of rows) {
    const expiresAt = new Date(row.expires_at)
    const known = grants.get(row.listing_id)
    if (known === undefined || known.expiresAt < expiresAt) {
      grants.set(row.listing_id, { expiresAt, passwordFingerprint: row.password_fingerprint })
    }
  }
  return grants
}
