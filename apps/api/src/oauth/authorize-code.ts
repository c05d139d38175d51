import type { Kysely } from 'kysely'
import { consumeCode, issueCode } from '../auth/one-time-codes.js'
import type { Database } from '../db/schema.js'
import { verifierMatches } from './pkce.js'

// Authorization codes of the sign-in popup (RFC 6749 §4.1 with PKCE): issued by POST
// /oauth/authorize, exchanged once at POST /oauth/token within 10 minutes (one-time-codes.ts).

/** What a code remembers of the request it answered; the exchange must repeat it. */
interface CodeDetails {
  redirect_uri: string
  code_challenge: string
  scope: string
}

export interface CodeGrant {
  siteId: number
  clientId: string
  userId: number
  redirectUri: string
  codeChallenge: string
  scopes: readonly string[]
}

/** Issues a code for a signed-in user; only its hash is stored. */
export function issueAuthorizationCode(db: Kysely<Database>, grant: CodeGrant, now = new Date()): Promise<string> {
  const details: CodeDetails = {
    redirect_uri: grant.redirectUri,
    code_challenge: grant.codeChallenge,
    scope: grant.scopes.join(' '),
  }
  return issueCode(
    db,
    {
      kind: 'authorization_code',
      siteId: grant.siteId,
      userId: grant.userId,
      clientId: grant.clientId,
      details: { ...details },
    },
    now,
  )
}

export interface CodeExchange {
  siteId: number
  clientId: string
  code: string
  redirectUri: string
  codeVerifier: string
}

/** The user and scopes a code stands for, or why it was refused (each is `invalid_grant`). */
export type CodeExchangeResult = { userId: number; scopes: string[] } | { refused: string }

/**
 * Exchanges a code. It is used up first, in one statement, so two racing exchanges cannot both
 * win; a code presented with the wrong client, redirect URI or verifier is burnt too, since
 * whoever holds it without its verifier is not its owner.
 */
export async function redeemAuthorizationCode(
  db: Kysely<Database>,
  exchange: CodeExchange,
  now = new Date(),
): Promise<CodeExchangeResult> {
  const consumed = await consumeCode(db, 'authorization_code', exchange.code, exchange.siteId, now)
  if (!consumed) return { refused: 'The authorization code is invalid, expired or already used.' }
  const details = consumed.details as Partial<CodeDetails>
  if (consumed.clientId !== exchange.clientId) {
    return { refused: 'The authorization code was issued to another client.' }
  }
  if (details.redirect_uri !== exchange.redirectUri) {
    return { refused: 'redirect_uri must be the one the authorization code was issued for.' }
  }
  if (typeof details.code_challenge !== 'string' || !verifierMatches(exchange.codeVerifier, details.code_challenge)) {
    return { refused: 'code_verifier does not match the code_challenge of the authorization request.' }
  }
  const scopes = (details.scope ?? '').split(' ').filter((s) => s !== '')
  return { userId: consumed.userId, scopes }
}
