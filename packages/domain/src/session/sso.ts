import { inAppPath } from './in-app-path.js'
import { isConfiguredEndpoint } from './identity-provider-url.js'

// The sso/sign_in and sso/sign_out routes decide from their query parameters and what the site
// trusts; these functions are that decision, so the routes stay glue. Anyone can link to these
// routes with any query, so nothing in it is followed unless it is the site's own provider or a
// page of the app: `authorize_url=javascript:...` would otherwise run in the site's origin, next
// to the tokens in its storage.

/** Query parameters as a router hands them over. */
export type SsoQueryParams = Readonly<Record<string, string | null | undefined>>

/** The parameters single sign-on needs before redirecting to the identity provider. */
export const SSO_SIGN_IN_PARAMETERS = ['idp', 'client_id', 'authorize_url', 'idx_url', 'state'] as const
export type SsoSignInParameter = (typeof SSO_SIGN_IN_PARAMETERS)[number]

/** The parameters of an identity-provider (Okta) logout. */
export const SSO_SIGN_OUT_PARAMETERS = [
  'post_logout_redirect_uri',
  'id_token_hint',
  'okta_logout_url',
  'state',
] as const
export type SsoSignOutParameter = (typeof SSO_SIGN_OUT_PARAMETERS)[number]

/** The route the provider sends people back to: where the app trades the code for a session. */
export const SSO_RETURN_PATH = '/app/sso/sign_in'

/** Why a sign-in or sign-out link was not followed. */
export type SsoRefusal =
  'no-provider' | 'foreign-provider' | 'foreign-client' | 'foreign-return' | 'foreign-logout' | 'foreign-state'

/** What the visitor reads when a link is refused (the page stays on the site and says why). */
export const SSO_REFUSAL_MESSAGES: Readonly<Record<SsoRefusal, string>> = {
  'no-provider': 'This site does not use single sign-on, so this sign-in link was not followed.',
  'foreign-provider': "This sign-in link does not lead to this site's identity provider, so it was not followed.",
  'foreign-client':
    "This sign-in link is not for this site's application at its identity provider, so it was not followed.",
  'foreign-return': 'This sign-in link would not bring you back to this site, so it was not followed.',
  'foreign-logout':
    "You are signed out here. The sign-out link does not lead to this site's identity provider, so it was not followed.",
  'foreign-state':
    'You are signed out. The link asked to continue somewhere outside this site, so it was not followed.',
}

/** What sso/sign_in may go to: the site's provider, and back to this origin's SSO_RETURN_PATH. */
export type SsoSignInPolicy = {
  /** The site's provider (site.sso): its authorization endpoint and client id; null when it has none. */
  provider: { authorize_url: string; client_id: string } | null
  /** The page's origin. */
  origin: string
}

/** What sso/sign_out may go to: the provider's logout endpoint, and pages of the app. */
export type SsoSignOutPolicy = {
  /** The provider's logout (end-session) endpoint; null when the site has none or it is unknown. */
  logoutEndpoint: string | null
  /** The page's origin. */
  origin: string
}

/**
 * What sso/sign_in does: redirect with every parameter, stay because some are missing, or refuse
 * a link that would go anywhere but the site's provider and back.
 */
export type SsoSignInDecision =
  | { action: 'redirect'; params: Record<SsoSignInParameter, string> }
  | { action: 'wait'; missing: SsoSignInParameter[] }
  | { action: 'refuse'; refusal: SsoRefusal }

/**
 * What sso/sign_out does (after ending the session here): a full identity-provider logout, go to
 * the app page `state` names, nothing, or refuse to follow a link that leads elsewhere.
 */
export type SsoSignOutDecision =
  | { action: 'idp-logout'; params: Record<SsoSignOutParameter, string> }
  | { action: 'follow-state'; state: string }
  | { action: 'none' }
  | { action: 'refuse'; refusal: SsoRefusal }

/**
 * Sign-in waits, listing the missing ones in that order, until idp, client_id, authorize_url,
 * idx_url and state are all present and not blank. Then it redirects only when authorize_url is
 * the site's authorization endpoint (same origin and path), client_id the site's client there,
 * and idx_url this origin's SSO_RETURN_PATH; otherwise it refuses.
 *
 * @example
 * const policy = { provider: { authorize_url: 'https://idp/authorize', client_id: 'c' }, origin: 'https://site' }
 * decideSsoSignIn({ idp: 'okta', client_id: 'c', authorize_url: 'https://idp/authorize', idx_url: 'https://site/app/sso/sign_in' }, policy)
 * // { action: 'wait', missing: ['state'] }
 * decideSsoSignIn({ ...thoseAndState, authorize_url: 'javascript:alert(1)' }, policy)
 * // { action: 'refuse', refusal: 'foreign-provider' }
 */
export function decideSsoSignIn(params: SsoQueryParams, policy: SsoSignInPolicy): SsoSignInDecision {
  const missing = SSO_SIGN_IN_PARAMETERS.filter((name) => isBlankParam(params[name]))
  if (missing.length > 0) return { action: 'wait', missing }
  const picked = pick(params, SSO_SIGN_IN_PARAMETERS)
  const refusal = signInRefusal(picked, policy)
  return refusal ? { action: 'refuse', refusal } : { action: 'redirect', params: picked }
}

function signInRefusal(params: Record<SsoSignInParameter, string>, policy: SsoSignInPolicy): SsoRefusal | null {
  if (!policy.provider) return 'no-provider'
  if (!isConfiguredEndpoint(params.authorize_url, policy.provider.authorize_url)) return 'foreign-provider'
  if (params.client_id !== policy.provider.client_id) return 'foreign-client'
  if (!isSsoReturnUrl(params.idx_url, policy.origin)) return 'foreign-return'
  return null
}

/** Exactly this origin's SSO_RETURN_PATH (the redirect URI the server registers for the app). */
function isSsoReturnUrl(value: string, origin: string): boolean {
  try {
    return new URL(value).href === new URL(SSO_RETURN_PATH, origin).href
  } catch {
    return false
  }
}

/** Whether sso/sign_out was asked for a logout at the provider (all four parameters present). */
export function isIdpLogoutRequest(params: SsoQueryParams): boolean {
  return SSO_SIGN_OUT_PARAMETERS.every((name) => !isBlankParam(params[name]))
}

/**
 * Sign-out logs out at the identity provider when post_logout_redirect_uri, id_token_hint,
 * okta_logout_url and state are all present and okta_logout_url is the provider's logout
 * endpoint (same origin and path; refused otherwise). Without them it only follows `state`, a
 * URL or route of the app (made a path under /app/; refused when it leads elsewhere), or does
 * nothing without one. The provider checks post_logout_redirect_uri against its own registered
 * list, as it does for every logout.
 *
 * @example
 * decideSsoSignOut({ state: '/app/' }, { logoutEndpoint: null, origin: 'https://site' })
 * // { action: 'follow-state', state: '/app/' }
 * decideSsoSignOut({ state: 'https://evil.example/' }, { logoutEndpoint: null, origin: 'https://site' })
 * // { action: 'refuse', refusal: 'foreign-state' }
 */
export function decideSsoSignOut(params: SsoQueryParams, policy: SsoSignOutPolicy): SsoSignOutDecision {
  if (isIdpLogoutRequest(params)) {
    const picked = pick(params, SSO_SIGN_OUT_PARAMETERS)
    return isConfiguredEndpoint(picked.okta_logout_url, policy.logoutEndpoint)
      ? { action: 'idp-logout', params: picked }
      : { action: 'refuse', refusal: 'foreign-logout' }
  }
  const state = params.state
  if (state == null || isBlankParam(state)) return { action: 'none' }
  const path = inAppPath(state.trim(), policy.origin)
  return path ? { action: 'follow-state', state: path } : { action: 'refuse', refusal: 'foreign-state' }
}

function isBlankParam(value: string | null | undefined): boolean {
  return value == null || value.trim() === ''
}

function pick<Name extends string>(params: SsoQueryParams, names: readonly Name[]): Record<Name, string> {
  const picked = {} as Record<Name, string>
  for (const name of names) picked[name] = params[name] ?? ''
  return picked
}
