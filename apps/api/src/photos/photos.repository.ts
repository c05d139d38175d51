import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** What a listing's photos are drawn from; undefined for an unknown listing. */
export function findPhotoSubject(db: Kysely<Database>, listingId: number) {
  return db
    .selectFrom('listings')
    .select(['id', 'type', 'title', 'photo_count'])
    .where('id', '=', listingId)
    .executeTakeFirst()
}

export function findFeedName(db: Kysely<Database>, feedId: number) {
  return db.selectFrom('feeds').select(['id', 'name']).where('id', '=', feedId).executeTakeFirst()
}

export function findSiteName(db: Kysely<Database>, siteId: number) {
  return db.selectFrom('sites').select(['id', 'name']).where('id', '=', siteId).executeTakeFirst()
}
