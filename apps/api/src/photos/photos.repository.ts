import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { passwordFingerprint } from './password-fingerprint.js'

/**
 * What a listing's photos are drawn from, and whether the password gate hides some of them:
 * `password_fingerprint` is null for a listing without a password. One primary-key lookup, so
 * the photo route learns the lock with no further statement. `media_url` is the MLS's own photo
 * at `index` (the list is read whole: an index is any number the URL holds) when the listing came from a feed that sent Media (additional_details.media, in their
 * Order), else null (a drawn photo). `stored_key` is the key of the photo's stored sizes when there
 * are (a pocket listing's upload, or the MLS photo's copy), and `pocket` says the listing's photos
 * are its uploads (photo_keys). Undefined for an unknown listing.
 */
export async function findPhotoSubject(db: Kysely<Database>, listingId: number, index: number) {
  const row = await db
    .selectFrom('listings')
    .select([
      'id',
      'type',
      'title',
      'photo_count',
      passwordFingerprint.as('password_fingerprint'),
      sql<unknown>`additional_details -> 'media'`.as('media'),
      sql<boolean>`photo_keys is not null`.as('pocket'),
      // The stored copy of this photo (src/uploads/): a pocket listing's upload, else the MLS photo's
      // copy, kept under 'mls/' and the SHA-256 of its URL (mlsPhotoKey); null while there is none.
      sql<string | null>`(select key from stored_photos where key = coalesce(
        photo_keys ->> ${index}::int,
        'mls/' || encode(sha256(convert_to(additional_details -> 'media' ->> ${index}::int, 'UTF8')), 'hex')
      ))`.as('stored_key'),
    ])
    .where('id', '=', listingId)
    .executeTakeFirst()
  if (!row) return undefined
  const { media, ...subject } = row
  const url = Array.isArray(media) ? media[index] : undefined
  return { ...subject, media_url: typeof url === 'string' ? url : null }
}

export function findFeedName(db: Kysely<Database>, feedId: number) {
  return db.selectFrom('feeds').select(['id', 'name']).where('id', '=', feedId).executeTakeFirst()
}

/** An agent's name, for their generated portrait; undefined for an unknown agent. */
export function findAgentName(db: Kysely<Database>, agentId: number) {
  return db.selectFrom('agents').select(['id', 'first_name', 'last_name']).where('id', '=', agentId).executeTakeFirst()
}

export function findSiteName(db: Kysely<Database>, siteId: number) {
  return db.selectFrom('sites').select(['id', 'name']).where('id', '=', siteId).executeTakeFirst()
}
