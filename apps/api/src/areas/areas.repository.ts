import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { AreaKind } from './areas.tables.js'

/** True when the market exists and belongs to the site. */
export async function isSiteMarket(db: Kysely<Database>, siteId: number, marketId: number): Promise<boolean> {
  const row = await db
    .selectFrom('markets')
    .select('id')
    .where('site_id', '=', siteId)
    .where('id', '=', marketId)
    .executeTakeFirst()
  return row !== undefined
}

/** One area of the market whose kind is one of `kinds`; undefined otherwise. */
export function findArea(db: Kysely<Database>, marketId: number, id: number, kinds: readonly AreaKind[]) {
  return db
    .selectFrom('areas')
    .select(['id', 'market_id', 'kind', 'name', 'label', 'school_level', 'geometry'])
    .where('market_id', '=', marketId)
    .where('id', '=', id)
    .where('kind', 'in', kinds)
    .executeTakeFirst()
}

export type AreaRow = NonNullable<Awaited<ReturnType<typeof findArea>>>

/** Every area of the market whose kind is one of `kinds`, by kind and name (the map's basemap). */
export function listAreas(db: Kysely<Database>, marketId: number, kinds: readonly AreaKind[]) {
  return db
    .selectFrom('areas')
    .select(['id', 'market_id', 'kind', 'name', 'label', 'school_level', 'geometry'])
    .where('market_id', '=', marketId)
    .where('kind', 'in', kinds)
    .orderBy('kind')
    .orderBy('name')
    .orderBy('id')
    .execute()
}
