import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { passwordFingerprint } from './password-fingerprint.js'

/**
 * What a listing's photos are drawn from, and whether the password gate hides some of them:
 * `password_fingerprint` is null for a listing without a password. One primary-key lookup, so
 * the photo route learns the lock with no further statement. `media_url` is the MLS's own photo
 * at `index` (the list is read whole: an index is any number the URL holds) when the listing came from a feed that sent Media (additional_details.media, in their
 * Order), else null (a drawn photo). Undefined for an unknown listing.
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
