import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config/server-config.js'
import type { Database } from '../db/schema.js'

/**
 * The origin of the site's pages, for links mailed by a job (no request to take an Origin from):
 * IDX_PUBLIC_URL when set, else the first registered origin of the site's oldest OAuth
 * application (for the site a server serves, the address it serves at: every start puts it
 * first), else `https://<the site's domain>`. Never a request's Host header.
 *
 * @example
 * await siteOrigin(db, config, 1) // 'http://127.0.0.1:3000'
 */
export async function siteOrigin(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'publicUrl'>,
  siteId: number,
): Promise<string> {
  if (config.publicUrl) return new URL(config.publicUrl).origin
  const row = await db
    .selectFrom('sites')
    .leftJoin('oauth_applications', 'oauth_applications.site_id', 'sites.id')
    .select(['sites.domain', 'oauth_applications.origins'])
    .where('sites.id', '=', siteId)
    .orderBy('oauth_applications.id')
    .executeTakeFirst()
  const first = row?.origins?.[0]
  if (first) return first.replace(/\/+$/, '')
  return `https://${row?.domain ?? 'localhost'}`
}
