import { sql, type Kysely } from 'kysely'
import type { SiteSso } from '../config/sso-setting.js'
import type { Database } from '../db/schema.js'

/**
 * Makes the site this server serves at /app/ usable where it actually listens: its OAuth
 * application gets the public origin and the app's redirect URIs (the sign-in popup's callback and
 * the app root), so redirect checks pass and e-mailed links point here: its origin becomes the
 * first, the one links are built from. Adds, never removes, so an administrator's registrations stay. With `sso`, sets the site's identity provider.
 */
export async function applyServedSiteSettings(
  db: Kysely<Database>,
  settings: { clientId: string; publicOrigin: string; sso?: SiteSso },
): Promise<void> {
  const origin = settings.publicOrigin.replace(/\/+$/, '')
  const uris = [`${origin}/app/`, `${origin}/app/oauth/callback`, `${origin}/app/sso/sign_in`]
  await db
    .updateTable('oauth_applications')
    .set({
      // The served origin goes first: mailed links use a site's first origin (mail/site-origin.ts),
      // and an earlier start on another port or host must not keep them pointing there.
      origins: sql<string[]>`${[origin]}::text[] || array(
        select o from unnest(origins) with ordinality as t(o, n) where o <> ${origin} order by n
      )`,
      redirect_uris: sql<string[]>`array(select distinct unnest(redirect_uris || ${uris}::text[]) order by 1)`,
    })
    .where('id', '=', settings.clientId)
    .execute()
  if (settings.sso) {
    await db
      .updateTable('sites')
      .set({ sso: JSON.stringify(settings.sso) })
      .where('id', '=', (eb) =>
        eb.selectFrom('oauth_applications').select('site_id').where('id', '=', settings.clientId),
      )
      .execute()
  }
}
