import { identityProviderEndpoint } from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import type { Database, SiteSso } from '../db/schema.js'

/**
 * Reads IDX_SSO: the served site's OpenID Connect provider as JSON, e.g.
 * {"idp":"okta","issuer":"https://acme.okta.com/oauth2/default","client_id":"0oa…",
 *  "authorize_url":"https://acme.okta.com/oauth2/default/v1/authorize","email_domains":["acme.com"]}.
 * Unset or blank: the site keeps what its row says.
 */
export function readSsoSetting(text: string | undefined): SiteSso | undefined {
  if (!text || text.trim() === '') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error('IDX_SSO must be JSON: {"idp","issuer","client_id","authorize_url","email_domains":[…]}')
  }
  const sso = value as Partial<SiteSso>
  for (const key of ['idp', 'issuer', 'client_id', 'authorize_url'] as const) {
    if (typeof sso[key] !== 'string' || sso[key] === '') throw new Error(`IDX_SSO needs "${key}" (a non-empty string)`)
  }
  // The browser follows only this provider's endpoints (same origin and path); they must be ones
  // a browser can be sent to at all, or no sign-in would ever start.
  for (const key of ['issuer', 'authorize_url'] as const) {
    if (!identityProviderEndpoint(sso[key])) {
      throw new Error(`IDX_SSO "${key}" must be an absolute http(s) URL without a user name or password`)
    }
  }
  if (!Array.isArray(sso.email_domains) || !sso.email_domains.every((d) => typeof d === 'string')) {
    throw new Error('IDX_SSO needs "email_domains": an array of e-mail domains, e.g. ["acme.com"]')
  }
  return {
    idp: sso.idp!,
    issuer: sso.issuer!,
    client_id: sso.client_id!,
    audience: typeof sso.audience === 'string' ? sso.audience : null,
    authorize_url: sso.authorize_url!,
    email_domains: sso.email_domains.map((d) => d.toLowerCase()),
  }
}

/**
 * Makes the site this server serves at /app/ usable where it actually listens: its OAuth
 * application gets the public origin and the app's redirect URIs (the sign-in popup's callback and
 * the app root), so redirect checks pass and e-mailed links point here. Adds, never removes, so an
 * administrator's registrations stay. With `sso`, sets the site's identity provider.
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
      origins: sql<string[]>`array(select distinct unnest(origins || ${[origin]}::text[]) order by 1)`,
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
