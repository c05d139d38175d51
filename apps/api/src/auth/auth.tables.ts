import type { Generated } from 'kysely'
import type { Timestamp, GeneratedTimestamp, Json } from '../db/schema.js'

/** One sign-in: the family every access and refresh token of that sign-in belongs to. */
export interface AuthSessionsTable {
  id: Generated<number>
  user_id: number
  site_id: number
  client_id: string
  scopes: string[]
  sso: Generated<boolean>
  /** The absolute timeout counts from here. */
  created_at: GeneratedTimestamp
  /** The idle timeout counts from here (moved on each refresh). */
  last_used_at: GeneratedTimestamp
  revoked_at: Timestamp | null
}

export interface AuthTokensTable {
  /** SHA-256 (hex) of the token: the token itself is never stored. */
  token_hash: string
  session_id: number
  kind: 'access' | 'refresh'
  expires_at: Timestamp
  /** Refresh tokens: when it was exchanged. A second exchange revokes the session. */
  used_at: Timestamp | null
}

export type OneTimeCodeKind = 'magic_link' | 'password_reset' | 'authorization_code'

export interface OneTimeCodesTable {
  code_hash: string
  kind: OneTimeCodeKind
  site_id: number
  user_id: number
  client_id: string
  expires_at: Timestamp
  used_at: Timestamp | null
  /** Authorization codes: redirect_uri, code_challenge, scope. */
  details: Json<Record<string, unknown>>
  created_at: GeneratedTimestamp
}

/** A secret of the server shared by every API process (migration 0010), e.g. `photo_signing_key`. */
export interface ServerSecretsTable {
  name: string
  secret: string
  created_at: GeneratedTimestamp
}

/** The tables auth/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface AuthTables {
  auth_sessions: AuthSessionsTable
  auth_tokens: AuthTokensTable
  one_time_codes: OneTimeCodesTable
  server_secrets: ServerSecretsTable
}
