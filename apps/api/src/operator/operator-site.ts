import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { OperatorError } from './operator-error.js'

/** A site as the operator names it on the command line: its id, or its domain. */
export type SiteRef = number | string

/** The site's id and name; a failure naming the reference when there is no such site. */
export async function findOperatorSite(
  db: Kysely<Database> | Transaction<Database>,
  site: SiteRef,
): Promise<{ id: number; name: string; domain: string }> {
  const row = await db
    .selectFrom('sites')
    .select(['id', 'name', 'domain'])
    .where(typeof site === 'number' ? 'id' : 'domain', '=', typeof site === 'number' ? site : site.toLowerCase())
    .orderBy('id')
    .executeTakeFirst()
  if (!row)
    throw new OperatorError('failure', `No site ${typeof site === 'number' ? 'with id' : 'with domain'} ${site}`)
  return row
}

/**
 * The next id of a table whose ids the seed chose (sites, markets, feeds and agents have no
 * sequence). The table is locked against other writers until the transaction ends, so two
 * operators running the tool at once cannot take the same id.
 */
export async function nextId(
  trx: Transaction<Database>,
  table: 'sites' | 'markets' | 'feeds' | 'agents',
): Promise<number> {
  await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx)
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('max'))
    .executeTakeFirstOrThrow()
  return Number(row.max) + 1
}
