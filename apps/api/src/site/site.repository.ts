import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/** The site's public configuration. The access token is never selected. */
export function findSiteConfiguration(db: Kysely<Database>, siteId: number) {
  return db
    .selectFrom('sites')
    .select([
      'id',
      'name',
      'domain',
      'logo_url',
      'extra_info',
      'features',
      'registration_rule',
      'short_url',
      'front_facing_site_idx_prefix',
      'sso',
    ])
    .where('id', '=', siteId)
    .executeTakeFirst()
}

export type SiteConfigurationRow = NonNullable<Awaited<ReturnType<typeof findSiteConfiguration>>>

/** The site's OAuth applications (client ids) with their names. */
export function listOauthApplications(db: Kysely<Database>, siteId: number) {
  return db
    .selectFrom('oauth_applications')
    .select(['id', 'name'])
    .where('site_id', '=', siteId)
    .orderBy('id')
    .execute()
}
