import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { OneTimeCodeKind } from './auth.tables.js'
import { newSecret, secretHash } from './secrets.js'

/** Magic links and reset links live 15 minutes; authorization codes 10 (ASVS, RFC 9700). */
export const CODE_SECONDS: Record<OneTimeCodeKind, number> = {
  magic_link: 15 * 60,
  password_reset: 15 * 60,
  authorization_code: 10 * 60,
}

export interface NewCode {
  kind: OneTimeCodeKind
  siteId: number
  userId: number
  clientId: string
  details?: Record<string, unknown>
}

/** Issues a single-use code and returns it; only its hash is stored. */
export async function issueCode(db: Kysely<Database>, code: NewCode, now = new Date()): Promise<string> {
  const secret = newSecret()
  await db
    .insertInto('one_time_codes')
    .values({
      code_hash: secretHash(secret),
      kind: code.kind,
      site_id: code.siteId,
      user_id: code.userId,
      client_id: code.clientId,
      expires_at: new Date(now.getTime() + CODE_SECONDS[code.kind] * 1000),
      details: JSON.stringify(code.details ?? {}),
    })
    .execute()
  return secret
}

export interface ConsumedCode {
  userId: number
  clientId: string
  details: Record<string, unknown>
}

/**
 * Uses a code up: returns its user when the code is of this kind and site, unexpired and unused,
 * and marks it used in the same statement, so two requests racing with one code cannot both win.
 */
export async function consumeCode(
  db: Kysely<Database>,
  kind: OneTimeCodeKind,
  code: string,
  siteId: number,
  now = new Date(),
): Promise<ConsumedCode | undefined> {
  if (code.length === 0 || code.length > 200) return undefined
  const row = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('code_hash', '=', secretHash(code))
    .where('kind', '=', kind)
    .where('site_id', '=', siteId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'client_id', 'details'])
    .executeTakeFirst()
  return row ? { userId: row.user_id, clientId: row.client_id, details: row.details } : undefined
}
