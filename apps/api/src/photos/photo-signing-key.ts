import type { Kysely } from 'kysely'
import { newSecret } from '../auth/secrets.js'
import type { Database } from '../db/schema.js'
import { ensureServerSecret } from '../auth/server-secrets.js'

/** The photo signing key's row in server_secrets. */
export const PHOTO_SIGNING_KEY_NAME = 'photo_signing_key'

/** The key that signs and checks photo URLs (photo-signature.ts), read once per process. */
export type PhotoSigningKey = () => Promise<Buffer>

declare module 'fastify' {
  interface FastifyInstance {
    /** The key of signed photo URLs, the same in every process of a deployment. */
    photoSigningKey: PhotoSigningKey
  }
}

/**
 * The photo signing key: `configured` (IDX_PHOTO_SIGNING_KEY) when set, otherwise the one in the
 * database's server_secrets, created by the first process that needs it. Every process behind a
 * load balancer must accept the URLs the others sign, so a per-process random key would not do.
 * The key is read on first use (the database may still be migrating when the app is built) and
 * then kept: changing it needs every process restarted, and only voids the signed URLs already
 * handed out (answers sign afresh from the unlock tokens).
 *
 * @example
 * app.decorate('photoSigningKey', photoSigningKey(config.photoSigningKey, db))
 * const key = await app.photoSigningKey()
 */
export function photoSigningKey(configured: string | undefined, db: Kysely<Database>): PhotoSigningKey {
  if (configured !== undefined) {
    const key = Buffer.from(configured, 'utf8')
    return () => Promise.resolve(key)
  }
  let loading: Promise<Buffer> | undefined
  return () => {
    loading ??= storedKey(db).catch((error: unknown) => {
      // A failed read (the database briefly away) is tried again by the next request.
      loading = undefined
      throw error
    })
    return loading
  }
}

async function storedKey(db: Kysely<Database>): Promise<Buffer> {
  return Buffer.from(await ensureServerSecret(db, PHOTO_SIGNING_KEY_NAME, () => newSecret()), 'utf8')
}
