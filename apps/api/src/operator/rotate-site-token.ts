import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { newSiteToken } from './create-site.js'
import { findOperatorSite, type SiteRef } from './operator-site.js'
import { overlapSeconds } from './overlap-duration.js'

/** How long the old token keeps working when the operator does not say (`--overlap`). */
export const DEFAULT_OVERLAP = '24h'

export interface RotatedToken {
  siteId: number
  apiToken: string
  /** When the old token stops working: null when it stopped at once (`--overlap 0`). */
  previousTokenExpiresAt: string | null
}

/**
 * Gives a site a new API token. The old one keeps working for `overlap` (default 24 h; `0`: it
 * stops at once), so the servers and pages still sending it can be moved to the new one one at a
 * time without the site going down. Every request looks its token up in the database
 * (src/auth/site-token-match.ts), nothing caches it, so both take effect in every process at
 * once. A token replaced by an earlier rotation stops now: only the one being replaced overlaps.
 * Users' sign-ins are not touched.
 *
 * @example
 * const { apiToken, previousTokenExpiresAt } = await rotateSiteToken(db, 2, '1h') // 'idx_st_…'
 */
export async function rotateSiteToken(
  db: Kysely<Database>,
  site: SiteRef,
  overlap: string = DEFAULT_OVERLAP,
): Promise<RotatedToken> {
  const seconds = overlapSeconds('--overlap', overlap)
  const apiToken = newSiteToken()
  return db.transaction().execute(async (trx) => {
    const { id } = await findOperatorSite(trx, site)
    const row = await trx
      .updateTable('sites')
      .set((eb) =>
        seconds === 0
          ? { access_token: apiToken, previous_access_token: null, previous_token_expires_at: null }
          : {
              access_token: apiToken,
              previous_access_token: eb.ref('access_token'),
              previous_token_expires_at: sql<Date>`now() + make_interval(secs => ${seconds})`,
            },
      )
      .where('id', '=', id)
      .returning('previous_token_expires_at')
      .executeTakeFirstOrThrow()
    const expires = row.previous_token_expires_at
    return { siteId: id, apiToken, previousTokenExpiresAt: expires ? new Date(expires).toISOString() : null }
  })
}
