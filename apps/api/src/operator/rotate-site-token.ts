import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { newSiteToken } from './create-site.js'
import { findOperatorSite, type SiteRef } from './operator-site.js'

/**
 * Gives a site a new API token. The old one stops working at once in every API process: each
 * request looks its token up in the database (src/auth/site-auth.ts), nothing caches it. Users'
 * sign-ins are not touched.
 *
 * @example
 * const { apiToken } = await rotateSiteToken(db, 2) // 'idx_st_…'
 */
export async function rotateSiteToken(
  db: Kysely<Database>,
  site: SiteRef,
): Promise<{ siteId: number; apiToken: string }> {
  const apiToken = newSiteToken()
  return db.transaction().execute(async (trx) => {
    const { id } = await findOperatorSite(trx, site)
    await trx.updateTable('sites').set({ access_token: apiToken }).where('id', '=', id).execute()
    return { siteId: id, apiToken }
  })
}
