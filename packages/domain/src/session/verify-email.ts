// The login form asks POST /oauth/login_type before it shows a password field; this is the
// rule (spec §4 "Verify email") that turns the answer into the form's next step.

/** What the identity provider redirect (`sso/sign_in`) needs from an SSO login-type answer. */
export type SsoLoginTarget = {
  idp: string
  client_id: string
  authorize_url: string
  /** The provider's issuer, when the server named it. */
  issuer: string | null
}

/** The login-type request as it ended: the HTTP status and parsed body, or null when no answer came. */
export type LoginTypeAnswer = { status: number; body: unknown } | null

/** Where the login form goes after the e-mail check. */
export type VerifyEmailStep =
  | { step: 'sso'; sso: SsoLoginTarget }
  | { step: 'magic'; email: string }
  | { step: 'login'; email: string }
  | { step: 'register'; email: string }

/**
 * The next step after checking `email`: an SSO answer goes to single sign-on; status 202 (a
 * magic link was sent) to the magic step; any other success to login with the e-mail; a failed
 * check (404, any other error, no answer, or an SSO answer without what the redirect needs)
 * to register with the e-mail.
 *
 * @example
 * verifyEmailStep('jane@example.com', { status: 200, body: { is_sso: false } })
 * // { step: 'login', email: 'jane@example.com' }
 * verifyEmailStep('jane@example.com', { status: 404, body: { is_sso: false } })
 * // { step: 'register', email: 'jane@example.com' }
 */
export function verifyEmailStep(email: string, answer: LoginTypeAnswer): VerifyEmailStep {
  if (answer === null || answer.status < 200 || answer.status > 299) return { step: 'register', email }
  const body = isObject(answer.body) ? answer.body : {}
  if (body.is_sso === true) {
    const sso = ssoLoginTarget(body.sso)
    // An SSO answer we cannot follow is a failed check, not a password login the site forbids.
    return sso ? { step: 'sso', sso } : { step: 'register', email }
  }
  if (answer.status === 202) return { step: 'magic', email }
  return { step: 'login', email }
}

function ssoLoginTarget(value: unknown): SsoLoginTarget | null {
  if (!isObject(value)) return null
  const { idp, client_id, authorize_url, issuer } = value
  if (!isFilled(idp) || !isFilled(client_id) || !isFilled(authorize_url)) return null
  return { idp, client_id, authorize_url, issuer: isFilled(issuer) ? issuer : null }
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
