import type { Kysely } from 'kysely'
import { newSecret } from '../auth/secrets.js'
import { ensureServerSecret } from '../auth/server-secrets.js'
import type { Database } from '../db/schema.js'

/** The upload signing key's row in server_secrets. */
export const UPLOAD_SIGNING_KEY_NAME = 'upload_signing_key'

/**
 * The key that signs the local store's upload forms and preview URLs: IDX_UPLOAD_SIGNING_KEY when
 * set, else one in the database's
 * server_secrets, made by the first process that needs it, so every process behind a load
 * balancer accepts the forms the others signed (as photo-signing-key.ts does for photos). Read on
 * first use and kept; a failed read is tried again by the next request.
 */
export function uploadSigningKey(db: Kysely<Database>, configured?: string): () => Promise<Buffer> {
  if (configured !== undefined) {
    const key = Buffer.from(configured, 'utf8')
    return () => Promise.resolve(key)
  }
  let loading: Promise<Buffer> | undefined
  return () => {
    loading ??= ensureServerSecret(db, UPLOAD_SIGNING_KEY_NAME, () => newSecret())
      .then((secret) => Buffer.from(secret, 'utf8'))
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return loading
  }
}
