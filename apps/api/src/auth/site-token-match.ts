import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely'
import type { Database } from '../db/schema.js'

/**
 * Whether `sites` is the site of this API token: its current token, or the one `idx rotate-token
 * --overlap` replaced while its overlap lasts (migration 0030). Every statement that finds a site
 * by its token uses this, so a rotation never takes down a server or page still sending the old one.
 *
 * @example
 * db.selectFrom('sites').select('id').where((eb) => siteTokenIs(eb, token))
 */
export function siteTokenIs(eb: ExpressionBuilder<Database, 'sites'>, token: string): Expression<SqlBool> {
  return eb.or([
    eb('sites.access_token', '=', token),
    eb.and([
      eb('sites.previous_access_token', '=', token),
      eb('sites.previous_token_expires_at', '>', sql<Date>`now()`),
    ]),
  ])
}

/** The same test as raw SQL, for statements written as SQL (`sites` named by `alias`). */
export function siteTokenSql(alias: string, token: string) {
  return sql<SqlBool>`(${sql.ref(`${alias}.access_token`)} = ${token} or (${sql.ref(`${alias}.previous_access_token`)} = ${token} and ${sql.ref(`${alias}.previous_token_expires_at`)} > now()))`
}
