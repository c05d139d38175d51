import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** The site's UI-editor components (listing cards and the like), by id. */
export function listIdxComponents(db: Kysely<Database>, siteId: number) {
  return db
    .selectFrom('idx_components')
    .select(['id', 'site_id', 'category', 'name', 'stylesheet', 'mobiledoc', 'layout', 'lock_version', 'updated_at'])
    .where('site_id', '=', siteId)
    .orderBy('id')
    .execute()
}

/** One component of the site; undefined when missing or another site's. */
export function findIdxComponent(db: Kysely<Database>, siteId: number, id: number) {
  return db
    .selectFrom('idx_components')
    .select(['id', 'site_id', 'category', 'name', 'stylesheet', 'mobiledoc', 'layout', 'lock_version', 'updated_at'])
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export type IdxComponentRow = Awaited<ReturnType<typeof listIdxComponents>>[number]

/** The site's layouts (a component id per slot), by id. */
export function listIdxLayouts(db: Kysely<Database>, siteId: number) {
  return db
    .selectFrom('idx_layouts')
    .select(['id', 'site_id', 'name', 'components'])
    .where('site_id', '=', siteId)
    .orderBy('id')
    .execute()
}

export type IdxLayoutRow = Awaited<ReturnType<typeof listIdxLayouts>>[number]
