import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { ensureServerSecret } from '../../auth/server-secrets.js'
import type { Database } from '../../db/schema.js'

const KEY_NAME = 'saved_search_alert_key'
const keys = new WeakMap<Kysely<Database>, Promise<string>>()

/**
 * The key alert links are signed with (alert-tokens.ts): one `server_secrets` row, made by the
 * first process that needs it, so every process of a deployment signs and verifies alike. Read
 * once per database handle.
 */
export function alertKey(db: Kysely<Database>): Promise<string> {
  let key = keys.get(db)
  if (!key) {
    key = ensureServerSecret(db, KEY_NAME, () => randomBytes(32).toString('base64url'))
    key.catch(() => keys.delete(db))
    keys.set(db, key)
  }
  return key
}
