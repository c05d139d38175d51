// The sso/sign_in and sso/sign_out routes decide from their query parameters
// alone; these functions are that decision, so the routes stay glue.

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

/** What sso/sign_in does: redirect with every parameter, or stay because some are missing. */
export type SsoSignInDecision =
  { action: 'redirect'; params: Record<SsoSignInParameter, string> } | { action: 'wait'; missing: SsoSignInParameter[] }

/** What sso/sign_out does: a full identity-provider logout, follow `state`, or nothing. */
export type SsoSignOutDecision =
  | { action: 'idp-logout'; params: Record<SsoSignOutParameter, string> }
  | { action: 'follow-state'; state: string }
  | { action: 'none' }

/**
 * Sign-in redirects only when idp, client_id, authorize_url, idx_url and state are
 * all present and not blank; otherwise it waits and lists the missing ones (in that order).
 *
 * @example
 * decideSsoSignIn({ idp: 'okta', client_id: 'c', authorize_url: 'https://idp/authorize', idx_url: 'https://site/app/' })
 * // { action: 'wait', missing: ['state'] }
 */
export function decideSsoSignIn(params: SsoQueryParams): SsoSignInDecision {
  const missing = SSO_SIGN_IN_PARAMETERS.filter((name) => isBlankParam(params[name]))
  if (missing.length > 0) return { action: 'wait', missing }
  return { action: 'redirect', params: pick(params, SSO_SIGN_IN_PARAMETERS) }
}

/**
 * Sign-out logs out at the identity provider when post_logout_redirect_uri,
 * id_token_hint, okta_logout_url and state are all present; otherwise it only
 * follows `state` (a URL or route to go to), or does nothing without one.
 *
 * @example
 * decideSsoSignOut({ state: '/app/' }) // { action: 'follow-state', state: '/app/' }
 */
export function decideSsoSignOut(params: SsoQueryParams): SsoSignOutDecision {
  if (SSO_SIGN_OUT_PARAMETERS.every((name) => !isBlankParam(params[name]))) {
    return { action: 'idp-logout', params: pick(params, SSO_SIGN_OUT_PARAMETERS) }
  }
  const state = params.state
  return state == null || isBlankParam(state) ? { action: 'none' } : { action: 'follow-state', state }
}

function isBlankParam(value: string | null | undefined): boolean {
  return value == null || value.trim() === ''
}

function pick<Name extends string>(params: SsoQueryParams, names: readonly Name[]): Record<Name, string> {
  const picked = {} as Record<Name, string>
  for (const name of names) picked[name] = params[name] ?? ''
  return picked
}
