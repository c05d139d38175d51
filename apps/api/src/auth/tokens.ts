import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { defaultMarketIdOfSite, marketIdsOfSite, readMarketIds } from './default-market.js'
import { ACCESS_TOKEN_PREFIX, newSecret, REFRESH_TOKEN_PREFIX, secretHash } from './secrets.js'

/** An access token's life. Short, so a leaked one is soon useless; refresh tokens renew it. */
export const ACCESS_TOKEN_SECONDS = 60 * 60
/** A session ends when it has not been refreshed for this long (idle timeout). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60
/** A session ends this long after its sign-in, however often it is refreshed (absolute timeout). */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60

/** The scopes every signed-in user gets; `admin` is added only for admins who ask for it. */
export const DEFAULT_SCOPES = ['read', 'write'] as const

/** The `/oauth/token` answer (spec §7: access_token, refresh_token, expires_in, success, error). */
export interface TokenAnswer {
  success: true
  error: null
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  refresh_token: string
  scope: string
  created_at: number
}

export interface NewSession {
  userId: number
  siteId: number
  clientId: string
  scopes: readonly string[]
  /** Signed in through the site's identity provider. */
  sso?: boolean
}

type Db = Kysely<Database> | Transaction<Database>

async function issueTokenPair(db: Db, sessionId: number, scopes: readonly string[], now: Date): Promise<TokenAnswer> {
  const accessToken = newSecret(ACCESS_TOKEN_PREFIX)
  const refreshToken = newSecret(REFRESH_TOKEN_PREFIX)
  const accessExpires = new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000)
  // A refresh token cannot outlive its session's absolute timeout; the session check enforces that.
  const refreshExpires = new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000)
  await db
    .insertInto('auth_tokens')
    .values([
      { token_hash: secretHash(accessToken), session_id: sessionId, kind: 'access', expires_at: accessExpires },
      { token_hash: secretHash(refreshToken), session_id: sessionId, kind: 'refresh', expires_at: refreshExpires },
    ])
    .execute()
  return {
    success: true,
    error: null,
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refreshToken,
    scope: scopes.join(' '),
    created_at: Math.floor(now.getTime() / 1000),
  }
}

/**
 * Starts a session (a new token family) for a sign-in and returns its first token pair. Every
 * sign-in gets new tokens: nothing from an earlier session is reused.
 */
export async function startSession(db: Kysely<Database>, session: NewSession, now = new Date()): Promise<TokenAnswer> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('auth_sessions')
      .values({
        user_id: session.userId,
        site_id: session.siteId,
        client_id: session.clientId,
        scopes: [...session.scopes],
        sso: session.sso ?? false,
        created_at: now,
        last_used_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return issueTokenPair(trx, id, session.scopes, now)
  })
}

/** Why a refresh was refused; each maps to `invalid_grant`. */
export type RefreshRefusal = 'unknown' | 'reused' | 'revoked' | 'expired' | 'wrong_site'

/**
 * Exchanges a refresh token for a new pair (rotation). The old refresh token is marked used; if a
 * used one comes back, someone holds a copy, so the whole family is revoked (RFC 9700 §4.14.2).
 * `siteId` is the site of the client asking: a token of another site is refused.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  refreshToken: string,
  siteId: number,
  now = new Date(),
): Promise<TokenAnswer | { refused: RefreshRefusal }> {
  if (!refreshToken.startsWith(REFRESH_TOKEN_PREFIX)) return { refused: 'unknown' }
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('auth_tokens')
      .innerJoin('auth_sessions', 'auth_sessions.id', 'auth_tokens.session_id')
      .select([
        'auth_tokens.token_hash',
        'auth_tokens.used_at',
        'auth_tokens.expires_at',
        'auth_sessions.id as session_id',
        'auth_sessions.site_id',
        'auth_sessions.scopes',
        'auth_sessions.created_at',
        'auth_sessions.last_used_at',
        'auth_sessions.revoked_at',
      ])
      .where('auth_tokens.token_hash', '=', secretHash(refreshToken))
      .where('auth_tokens.kind', '=', 'refresh')
      .forUpdate()
      .executeTakeFirst()
    if (!row) return { refused: 'unknown' as const }
    if (row.site_id !== siteId) return { refused: 'wrong_site' as const }
    if (row.revoked_at) return { refused: 'revoked' as const }
    if (row.used_at) {
      await revokeSessionById(trx, row.session_id, now)
      return { refused: 'reused' as const }
    }
    if (!sessionAlive(row, now) || row.expires_at <= now) return { refused: 'expired' as const }
    await trx.updateTable('auth_tokens').set({ used_at: now }).where('token_hash', '=', row.token_hash).execute()
    await trx.updateTable('auth_sessions').set({ last_used_at: now }).where('id', '=', row.session_id).execute()
    return issueTokenPair(trx, row.session_id, row.scopes, now)
  })
  return outcome
}

function sessionAlive(session: { created_at: Date; last_used_at: Date }, now: Date): boolean {
  return (
    now.getTime() - session.created_at.getTime() < SESSION_ABSOLUTE_SECONDS * 1000 &&
    now.getTime() - session.last_used_at.getTime() < SESSION_IDLE_SECONDS * 1000
  )
}

async function revokeSessionById(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/**
 * Logout: revokes the session an access or refresh token belongs to. Unknown tokens are ignored
 * (RFC 7009: revocation answers the same either way). Returns whether a session was ended.
 */
export async function revokeSessionOfToken(
  db: Kysely<Database>,
  token: string,
  siteId: number,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('auth_sessions', 'auth_sessions.id', 'auth_tokens.session_id')
    .select(['auth_sessions.id', 'auth_sessions.site_id'])
    .where('auth_tokens.token_hash', '=', secretHash(token))
    .executeTakeFirst()
  if (!row || row.site_id !== siteId) return false
  await revokeSessionById(db, row.id, now)
  return true
}

/**
 * Ends every session of a user except `keepSessionId` (a password change keeps the session that
 * made it; a reset keeps none).
 */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  keepSessionId: number | null = null,
  now = new Date(),
): Promise<void> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId)
  await query.execute()
}

/** The signed-in user a request acts for. */
export interface AuthenticatedUser {
  id: number
  email: string
  firstName: string
  lastName: string
  isAdmin: boolean
  /** The agent this user is (`as_agent`), if any. */
  agentId: number | null
  sessionId: number
  scopes: string[]
  /** Signed in through the site's identity provider. */
  sso: boolean
}

/** What an access token opens: its user and the site it was issued for (with its default market). */
export interface AccessTokenOwner {
  user: AuthenticatedUser
  site: { id: number; name: string; domain: string; defaultMarketId: number | null; marketIds: number[] | null }
}

/**
 * Looks up a live access token: not expired, its session neither revoked nor past its idle or
 * absolute timeout. One statement, so a signed-in request costs one round trip like a site token.
 */
export async function findAccessTokenOwner(
  db: Kysely<Database>,
  accessToken: string,
  now = new Date(),
): Promise<AccessTokenOwner | undefined> {
  if (!accessToken.startsWith(ACCESS_TOKEN_PREFIX)) return undefined
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('auth_sessions', 'auth_sessions.id', 'auth_tokens.session_id')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .innerJoin('sites', 'sites.id', 'auth_sessions.site_id')
    .select([
      'users.id as user_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.is_admin',
      'users.agent_id',
      'auth_sessions.id as session_id',
      'auth_sessions.scopes',
      'auth_sessions.sso',
      'sites.id as site_id',
      'sites.name as site_name',
      'sites.domain as site_domain',
    ])
    .select((eb) => defaultMarketIdOfSite(eb).as('default_market_id'))
    .select((eb) => marketIdsOfSite(eb).as('market_ids'))
    .where('auth_tokens.token_hash', '=', secretHash(accessToken))
    .where('auth_tokens.kind', '=', 'access')
    .where('auth_tokens.expires_at', '>', now)
    .where('auth_sessions.revoked_at', 'is', null)
    .where(
      'auth_sessions.created_at',
      '>',
      sql<Date>`${now}::timestamptz - make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`,
    )
    .where(
      'auth_sessions.last_used_at',
      '>',
      sql<Date>`${now}::timestamptz - make_interval(secs => ${SESSION_IDLE_SECONDS})`,
    )
    .executeTakeFirst()
  if (!row) return undefined
  return {
    user: {
      id: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      isAdmin: row.is_admin,
      agentId: row.agent_id,
      sessionId: row.session_id,
      scopes: row.scopes,
      sso: row.sso,
    },
    site: {
      id: row.site_id,
      name: row.site_name,
      domain: row.site_domain,
      defaultMarketId: row.default_market_id,
      marketIds: readMarketIds(row.market_ids),
    },
  }
}
