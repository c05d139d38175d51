import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/**
 * Whether a site lists `origin` among the parent pages allowed to embed it (`sites.embed_origins`,
 * set with `idx embed-origins`): the site `siteId`, or any site when the request names none (a
 * preflight carries no token). `@>` so the GIN index answers it.
 *
 * @example
 * await siteEmbedsOrigin(db, 'https://www.acme.example', 2) // true once site 2 registered it
 */
export async function siteEmbedsOrigin(db: Kysely<Database>, origin: string, siteId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('sites')
    .select('id')
    .where(sql<boolean>`embed_origins @> ${[origin]}::text[]`)
    .$if(siteId !== null, (qb) => qb.where('id', '=', siteId!))
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** The embedding origins of the site whose API token is `siteToken` (the site a server serves at /app/). */
export async function embedOriginsOfSiteToken(db: Kysely<Database>, siteToken: string): Promise<string[]> {
  const row = await db
    .selectFrom('sites')
    .select('embed_origins')
    .where('access_token', '=', siteToken)
    .executeTakeFirst()
  return row?.embed_origins ?? []
}
