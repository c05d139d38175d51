import { sql, type Kysely, type Transaction } from 'kysely'
import type { CardDesignCategory } from '@idx/domain'
import type { Database } from '../db/schema.js'
import type { LockedState, VersionDocument } from '../versions/index.js'

/** What the card designer edits of a component: the document versions keep. */
export type CardDesignDocument = { category: string; name: string; stylesheet: string; mobiledoc: unknown }

/** Locks the site's component (`select … for update`) and reads its version and editable document. */
export async function lockIdxComponent(
  db: Kysely<Database>,
  siteId: number,
  id: number,
): Promise<LockedState | undefined> {
  const row = await db
    .selectFrom('idx_components')
    .select(['category', 'name', 'stylesheet', 'mobiledoc', 'lock_version'])
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!row) return undefined
  const document: CardDesignDocument = {
    category: row.category,
    name: row.name,
    stylesheet: row.stylesheet,
    mobiledoc: row.mobiledoc,
  }
  return { version: row.lock_version, document }
}

/** Writes a saved (or restored) document to the component and sets its version. */
export async function writeIdxComponent(
  trx: Transaction<Database>,
  siteId: number,
  id: number,
  document: VersionDocument,
  version: number,
): Promise<void> {
  await trx
    .updateTable('idx_components')
    .set({
      name: String(document.name ?? ''),
      stylesheet: String(document.stylesheet ?? ''),
      mobiledoc: JSON.stringify(document.mobiledoc ?? null),
      lock_version: version,
      updated_at: new Date(),
    })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .execute()
}

/** Adds a component to the site; its id. */
export async function insertIdxComponent(
  trx: Kysely<Database>,
  siteId: number,
  design: { category: CardDesignCategory; name: string; stylesheet: string; mobiledoc: unknown },
): Promise<number> {
  // Ids were given by the seed and imports: the next one is the highest plus one, taken under a
  // table lock so two admins creating at once never pick the same.
  await sql`lock table idx_components in exclusive mode`.execute(trx)
  const { max } = await trx
    .selectFrom('idx_components')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow()
  const row = await trx
    .insertInto('idx_components')
    .values({
      id: Number(max ?? 0) + 1,
      site_id: siteId,
      category: design.category,
      name: design.name,
      stylesheet: design.stylesheet,
      mobiledoc: JSON.stringify(design.mobiledoc),
      layout: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Points the market's `idx_layout[category]` at the component; false when the site has no such market. */
export async function setMarketLayoutSlot(
  trx: Kysely<Database>,
  siteId: number,
  marketId: number,
  category: CardDesignCategory,
  componentId: number,
): Promise<boolean> {
  const market = await trx
    .selectFrom('markets')
    .select('idx_layout')
    .where('site_id', '=', siteId)
    .where('id', '=', marketId)
    .forUpdate()
    .executeTakeFirst()
  if (!market) return false
  const layout = { ...(market.idx_layout ?? {}), [category]: String(componentId) }
  await trx
    .updateTable('markets')
    .set({ idx_layout: JSON.stringify(layout) })
    .where('site_id', '=', siteId)
    .where('id', '=', marketId)
    .execute()
  return true
}
