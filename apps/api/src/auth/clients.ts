import { sql, type Kysely } from 'kysely'
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
    /** The token `idx rotate-token --overlap` replaced, while its overlap lasts; else null. */
    previousAccessToken: string | null
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
      // The token an overlapping rotation replaced, while it still works (migration 0030).
      sql<string | null>`case when sites.previous_token_expires_at > now() then sites.previous_access_token end`.as(
        'previous_access_token',
      ),
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
      previousAccessToken: row.previous_access_token,
      features: row.features,
      sso: row.sso ?? null,
    },
  }
}
