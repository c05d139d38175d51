import { sql, type Kysely } from 'kysely'
import { ACCESS_TOKEN_PREFIX, newSecret, secretHash } from '../src/auth/secrets.js'
import { DEMO_CLIENT_ID } from '../src/config/server-config.js'
import type { Database } from '../src/db/schema.js'

// Signed-in users for the bench rows that read or write as a person (the comments page, the
// realtime row): sessions and access tokens inserted in bulk, as the token endpoint stores them
// (only the token's SHA-256 is kept), so 500 people sign in in two statements.

/** A bench user's e-mail and the bearer token the bench sends for them. */
export interface BenchGrant {
  email: string
  token: string
}

/** A new access token per e-mail; the same tokens are granted on every bench database of a run. */
export function newGrants(emails: readonly string[]): BenchGrant[] {
  return emails.map((email) => ({ email, token: newSecret(ACCESS_TOKEN_PREFIX) }))
}

/**
 * Starts a session (scopes read and write, on the bench site) with the given access token for each
 * grant's user; answers each e-mail's user id. Throws when a user is missing.
 */
export async function grantSessions(db: Kysely<Database>, grants: readonly BenchGrant[]): Promise<Map<string, number>> {
  if (grants.length === 0) return new Map()
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('site_id', '=', 1)
    .where(
      'email',
      'in',
      grants.map((grant) => grant.email),
    )
    .execute()
  const ids = new Map(users.map((user) => [user.email, user.id]))
  const missing = grants.find((grant) => !ids.has(grant.email))
  if (missing) throw new Error(`bench user ${missing.email} does not exist`)
  const sessions = await db
    .insertInto('auth_sessions')
    .values(
      grants.map((grant) => ({
        user_id: ids.get(grant.email)!,
        site_id: 1,
        client_id: DEMO_CLIENT_ID,
        scopes: ['read', 'write'],
      })),
    )
    .returning(['id', 'user_id'])
    .execute()
  // One new session per user in this statement, so the user id names its session.
  const sessionOf = new Map(sessions.map((session) => [session.user_id, session.id]))
  await db
    .insertInto('auth_tokens')
    .values(
      grants.map((grant) => ({
        token_hash: secretHash(grant.token),
        session_id: sessionOf.get(ids.get(grant.email)!)!,
        kind: 'access',
        // A whole bench run may outlast an hour's token.
        expires_at: sql<Date>`now() + interval '1 day'`,
      })),
    )
    .execute()
  return ids
}
