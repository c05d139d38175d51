import type { Kysely } from 'kysely'
import type { SiteSso } from '../config/sso-setting.js'
import type { Database } from '../db/schema.js'

/** An OAuth application (`client_id`) with what the /oauth routes check against. */
export interface OauthClient {
  id: string
  siteId: number
  name: string
  redirectUris: string[]
  origins: string[]
  site: {
    id: number
    name: string
    accessToken: string
    features: Record<string, unknown>
    sso: SiteSso | null
  }
}

/** The application with this client id, and its site; undefined for an unknown id. */
export async function findOauthClient(db: Kysely<Database>, clientId: string): Promise<OauthClient | undefined> {
  if (clientId.length === 0 || clientId.length > 200) return undefined
  const row = await db
    .selectFrom('oauth_applications')
    .innerJoin('sites', 'sites.id', 'oauth_applications.site_id')
    .select([
      'oauth_applications.id',
      'oauth_applications.site_id',
      'oauth_applications.name',
      'oauth_applications.redirect_uris',
      'oauth_applications.origins',
      'sites.name as site_name',
      'sites.access_token',
      'sites.features',
      'sites.sso',
    ])
    .where('oauth_applications.id', '=', clientId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    siteId: row.site_id,
    name: row.name,
    redirectUris: row.redirect_uris,
    origins: row.origins,
    site: {
      id: row.site_id,
      name: row.site_name,
      accessToken: row.access_token,
      features: row.features,
      sso: row.sso ?? null,
    },
  }
}
