import type { Kysely } from 'kysely'
import { startSession, type TokenAnswer } from '../auth/tokens.js'
import type { Database } from '../db/schema.js'
import { createUser, findUserByEmail, findUserBySsoSubject, linkSsoSubject, type UserRow } from '../users/index.js'
import type { SsoIdentity } from './sso-token-verifier.js'
import { ADMIN_SCOPE_REFUSED, grantedScopes, type ScopeRequest } from './token-scopes.js'

export type SsoSignIn =
  | { ok: true; user: UserRow; tokens: TokenAnswer }
  | { ok: false; error: 'invalid_token' | 'invalid_scope'; description: string }

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505'
}

/**
 * The site's user for a verified provider identity: the one linked to its subject, else the one
 * with its e-mail (linked now), else a new one without a password (unless `create` is false:
 * undefined then).
 */
async function userFor(
  db: Kysely<Database>,
  siteId: number,
  identity: SsoIdentity,
  create: boolean,
): Promise<UserRow | string | undefined> {
  const linked = await findUserBySsoSubject(db, siteId, identity.subject)
  if (linked) return linked
  const byEmail = await findUserByEmail(db, siteId, identity.email)
  if (byEmail) {
    // Another provider identity already owns this address: one person per account.
    if (byEmail.sso_subject !== null) return 'The e-mail address is linked to another single sign-on identity.'
    await linkSsoSubject(db, byEmail.id, identity.subject)
    return { ...byEmail, sso_subject: identity.subject }
  }
  if (!create) return undefined
  try {
    return await createUser(db, {
      siteId,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      ssoSubject: identity.subject,
    })
  } catch (error) {
    // Two first sign-ins at once: the other created the user; use it.
    if (!isUniqueViolation(error)) throw error
    return (await findUserBySsoSubject(db, siteId, identity.subject)) ?? 'The account could not be created.'
  }
}

/**
 * Signs a verified provider identity in to the client's site: finds or creates its user and starts
 * a session marked `sso` with the scopes the password grant would give (token-scopes.ts).
 */
export async function signInWithSso(
  db: Kysely<Database>,
  client: { id: string; siteId: number },
  identity: SsoIdentity,
  scope: Exclude<ScopeRequest, { problem: string }>,
): Promise<SsoSignIn> {
  // A new user is never an admin: asking for admin creates no one.
  const user = await userFor(db, client.siteId, identity, !scope.admin)
  if (typeof user === 'string') return { ok: false, error: 'invalid_token', description: user }
  const scopes = user && grantedScopes(scope, user)
  if (!user || !scopes) return { ok: false, error: 'invalid_scope', description: ADMIN_SCOPE_REFUSED }
  const tokens = await startSession(db, {
    userId: user.id,
    siteId: client.siteId,
    clientId: client.id,
    scopes,
    sso: true,
  })
  return { ok: true, user, tokens }
}
