import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

// The fingerprint of a listing's password hash, computed where the hash is, so it never travels:
// an unlock is valid only while the listing's password is the one it was made for.
const currentFingerprint = sql<string>`encode(sha256(convert_to(listings.password_hash, 'UTF8')), 'hex')`

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
 * this site for a listing whose password has not changed since.
 */
export async function findUnlockedListingIds(
  db: Kysely<Database>,
  siteId: number,
  tokenHashes: readonly string[],
  listingIds: readonly number[],
): Promise<Set<number>> {
  if (tokenHashes.length === 0 || listingIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('listing_unlocks')
    .innerJoin('listings', 'listings.id', 'listing_unlocks.listing_id')
    .select('listing_unlocks.listing_id')
    .where('listing_unlocks.token_hash', 'in', [...tokenHashes])
    .where('listing_unlocks.site_id', '=', siteId)
    .where('listing_unlocks.listing_id', 'in', [...listingIds])
    .where('listing_unlocks.expires_at', '>', sql<Date>`now()`)
    .where('listing_unlocks.password_fingerprint', '=', currentFingerprint)
    .execute()
  return new Set(rows.map((row) => row.listing_id))
}
