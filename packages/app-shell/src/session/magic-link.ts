import { decodeMagicAuth, LOGGED_IN_MESSAGE, MAGIC_LINK_FAILED_MESSAGE } from '@idx/api-client'
import type { SiteSession } from './site-session.js'

/** The query parameter a magic link carries its base64 JSON credentials in (spec §2). */
export const MAGIC_AUTH_PARAM = 'magic_auth'

export type MagicLinkOutcome = { ok: true; message: typeof LOGGED_IN_MESSAGE } | { ok: false; message: string }

/**
 * Signs in with a magic link (spec §4): whatever session there was ends first (without the
 * reload invalidation usually does), then the link's credentials are redeemed. The server
 * accepts only a token it issued, once, within 15 minutes.
 */
export async function signInWithMagicLink(session: SiteSession, magicAuth: string): Promise<MagicLinkOutcome> {
  session.invalidate({ reload: false })
  const decoded = decodeMagicAuth(magicAuth)
  if (!decoded.ok) {
    // The authenticator's reason ('invalid magic auth', spec §8) is for the console; the visitor
    // sees the warning every failed magic link gets.
    console.warn(`idx: ${decoded.error}`)
    return { ok: false, message: MAGIC_LINK_FAILED_MESSAGE }
  }
  const result = await session.authClient.magicLinkGrant(decoded.credentials)
  if (!result.ok) return { ok: false, message: MAGIC_LINK_FAILED_MESSAGE }
  session.signIn(result.data)
  return { ok: true, message: LOGGED_IN_MESSAGE }
}
