import { identityProviderEndpoint } from '@idx/domain'

/** A site's single sign-on provider (Okta in production): where to send people and whose tokens to trust. */
export interface SiteSso {
  /** The identity provider's name, passed as `idp` to sso/sign_in (e.g. 'okta'). */
  idp: string
  /** The provider's issuer URL: its `/.well-known/openid-configuration` names its keys. */
  issuer: string
  /** The site's client id at the provider: the `aud` of its ID tokens. */
  client_id: string
  /** The `aud` of the provider's access tokens for this site, when they carry one of their own. */
  audience?: string | null
  /** The provider's authorization endpoint, handed to sso/sign_in. */
  authorize_url: string
  /** E-mail domains whose people sign in through the provider (login_type answers is_sso). */
  email_domains: string[]
}

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
