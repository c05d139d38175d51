import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { OperatorError } from './operator-error.js'
import { origins as readOrigins, redirectUris as readRedirectUris } from './operator-input.js'
import { findOperatorSite, type SiteRef } from './operator-site.js'

/** `array || added`, each value once, sorted: adding what is there already changes nothing. */
const withAdded = (column: 'redirect_uris' | 'origins' | 'embed_origins', added: readonly string[]) =>
  sql<string[]>`array(select distinct unnest(${sql.ref(column)} || ${added}::text[]) order by 1)`

/**
 * Registers OAuth redirect URIs on a site's OAuth application (the only one, or `clientId`), and
 * their origins as the application's origins (the sign-in popup's opener must be one). Adds,
 * never removes.
 *
 * @example
 * await addRedirectUris(db, { site: 2, uris: ['https://homes.acme.example/app/oauth/callback'] })
 */
export async function addRedirectUris(
  db: Kysely<Database>,
  input: { site: SiteRef; uris: readonly string[]; clientId?: string | undefined },
): Promise<{ clientId: string; redirectUris: string[]; origins: string[] }> {
  const uris = readRedirectUris('--uri', input.uris)
  const uriOrigins = [...new Set(uris.map((uri) => new URL(uri).origin))]
  return db.transaction().execute(async (trx) => {
    const site = await findOperatorSite(trx, input.site)
    const apps = await trx
      .selectFrom('oauth_applications')
      .select('id')
      .where('site_id', '=', site.id)
      .$if(input.clientId !== undefined, (qb) => qb.where('id', '=', input.clientId!))
      .execute()
    if (apps.length === 0) {
      throw new OperatorError(
        'failure',
        `Site ${site.id} has no OAuth application${input.clientId ? ` ${input.clientId}` : ''}`,
      )
    }
    if (apps.length > 1) {
      throw new OperatorError(
        'usage',
        `Site ${site.id} has several OAuth applications (${apps.map((a) => a.id).join(', ')}): name one with --client-id`,
      )
    }
    const row = await trx
      .updateTable('oauth_applications')
      .set({ redirect_uris: withAdded('redirect_uris', uris), origins: withAdded('origins', uriOrigins) })
      .where('id', '=', apps[0]!.id)
      .returning(['id', 'redirect_uris', 'origins'])
      .executeTakeFirstOrThrow()
    return { clientId: row.id, redirectUris: row.redirect_uris, origins: row.origins }
  })
}

/**
 * Registers parent-page origins allowed to embed a site: its pages' `frame-ancestors` and the API's
 * CORS answers then name them, besides IDX_FRAME_ANCESTORS. Adds; `remove` takes origins off.
 *
 * @example
 * await setEmbedOrigins(db, { site: 2, add: ['https://www.acme.example'] }) // ['https://www.acme.example']
 */
export async function setEmbedOrigins(
  db: Kysely<Database>,
  input: { site: SiteRef; add?: readonly string[]; remove?: readonly string[] },
): Promise<{ siteId: number; embedOrigins: string[] }> {
  const added = input.add?.length ? readOrigins('--origin', input.add) : []
  const removed = input.remove?.length ? readOrigins('--remove', input.remove) : []
  if (added.length === 0 && removed.length === 0) {
    throw new OperatorError('usage', '--origin or --remove is required (an origin such as https://broker.example)')
  }
  return db.transaction().execute(async (trx) => {
    const site = await findOperatorSite(trx, input.site)
    const row = await trx
      .updateTable('sites')
      .set({
        embed_origins: sql<string[]>`array(
          select distinct o from unnest(embed_origins || ${added}::text[]) as o
          where o <> all(${removed}::text[]) order by 1)`,
      })
      .where('id', '=', site.id)
      .returning(['id', 'embed_origins'])
      .executeTakeFirstOrThrow()
    return { siteId: row.id, embedOrigins: row.embed_origins }
  })
}
