import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import { newSecret } from '../auth/secrets.js'
import type { Database } from '../db/schema.js'
import { ensureServerSecret } from '../auth/server-secrets.js'
import type { PusherServerUrl, RealtimeApp } from '../config/pusher-url.js'

/** The server_secrets row the embedded endpoint's app key and secret are derived from. */
export const REALTIME_SECRET_NAME = 'realtime_secret'

/** Reads the app's credentials, once per process (see realtimeCredentials). */
export type RealtimeCredentials = () => Promise<RealtimeApp>

/**
 * The realtime app's credentials: IDX_PUSHER_URL's when set, otherwise derived from a secret kept
 * in server_secrets (made by the first process that needs it), so every process of a deployment
 * signs and checks alike and nothing secret is written in code. Read on first use and kept.
 */
export function realtimeCredentials(
  configured: PusherServerUrl | undefined,
  db: Kysely<Database>,
): RealtimeCredentials {
  if (configured) {
    const app = { appId: configured.appId, key: configured.key, secret: configured.secret }
    return () => Promise.resolve(app)
  }
  let loading: Promise<RealtimeApp> | undefined
  return () => {
    loading ??= ensureServerSecret(db, REALTIME_SECRET_NAME, () => newSecret())
      .then(derivedApp)
      .catch((error: unknown) => {
        // A failed read (the database briefly away) is tried again by the next caller.
        loading = undefined
        throw error
      })
    return loading
  }
}

/** The embedded app's id, key and secret, each an HMAC of the stored secret (the key is public). */
export function derivedApp(root: string): RealtimeApp {
  const derive = (label: string) => createHmac('sha256', root).update(label).digest('hex')
  return {
    appId: String(parseInt(derive('pusher app id').slice(0, 8), 16) % 1_000_000_000),
    key: derive('pusher app key').slice(0, 20),
    secret: derive('pusher app secret'),
  }
}
