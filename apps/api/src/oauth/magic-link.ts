import type { Kysely } from 'kysely'
import type { OauthClient } from '../auth/clients.js'
import { CODE_SECONDS, consumeCode, issueCode } from '../auth/one-time-codes.js'
import type { Database } from '../db/schema.js'
import type { Mailer } from '../mail/mailer.js'
import { magicLinkMail } from '../mail/sign-in-mail.js'
import { siteMailBrand } from '../mail/mail-html.js'
import { frontFacingPrefix, sitePageUrl } from '../mail/site-page-url.js'
import { findUserById, type UserRow } from '../users/index.js'

/**
 * The `magic_auth` value: base64 (standard alphabet, padded) of the JSON `{"email", "token"}`, as
 * the spec's clients decode it (@idx/api-client's decodeMagicAuth).
 *
 * @example
 * encodeMagicAuth('a@b.co', 't') // 'eyJlbWFpbCI6ImFAYi5jbyIsInRva2VuIjoidCJ9'
 */
export function encodeMagicAuth(email: string, token: string): string {
  return Buffer.from(JSON.stringify({ email, token }), 'utf8').toString('base64')
}

/**
 * The e-mailed link: `<origin>/app/?magic_auth=<base64 JSON>` (percent-encoded: base64 has `+`, `/`, `=`),
 * or the brokerage's page opening it when the site's `front_facing_site_idx_prefix` names one.
 *
 * @example
 * magicLinkUrl('http://127.0.0.1:3000', 'a@b.co', 't') // 'http://127.0.0.1:3000/app/?magic_auth=eyJl…'
 * magicLinkUrl('http://127.0.0.1:3000', 'a@b.co', 't', 'https://broker.example/homes')
 * // 'https://broker.example/homes?idx=%3Fmagic_auth%3DeyJl…'
 */
export function magicLinkUrl(origin: string, email: string, token: string, prefix: string | null = null): string {
  return sitePageUrl({ origin, prefix }, `/app/?magic_auth=${encodeURIComponent(encodeMagicAuth(email, token))}`)
}

export interface MagicLinkDependencies {
  db: Kysely<Database>
  mailer: Mailer
}

/**
 * Issues a magic-link code for `user` (single use, 15 minutes, bound to the client's site) and
 * e-mails the link. The caller has already throttled the request.
 */
export async function sendMagicLink(
  { db, mailer }: MagicLinkDependencies,
  { client, user, origin }: { client: OauthClient; user: UserRow; origin: string },
): Promise<void> {
  const token = await issueCode(db, { kind: 'magic_link', siteId: client.siteId, userId: user.id, clientId: client.id })
  const content = magicLinkMail({
    siteName: client.site.name,
    firstName: user.first_name,
    link: magicLinkUrl(origin, user.email, token, await frontFacingPrefix(db, client.siteId)),
    minutes: CODE_SECONDS.magic_link / 60,
    brand: await siteMailBrand(db, client.siteId, origin),
  })
  await mailer.send({ siteId: client.siteId, to: user.email, ...content })
}

/**
 * Uses up a magic link: the user it was issued to when `token` is a magic-link code of this site,
 * unexpired and unused, and `email` is that user's address (case-insensitively); else undefined.
 * The code is spent either way, so a link tampered with is dead. For the `urn:idx:magic-link`
 * grant of /oauth/token.
 *
 * @example
 * const user = await redeemMagicLink(db, { siteId: client.siteId, email, token })
 * if (!user) return oauthError(reply, 400, 'invalid_grant', 'The magic link is invalid or has expired.')
 */
export async function redeemMagicLink(
  db: Kysely<Database>,
  { siteId, email, token }: { siteId: number; email: string; token: string },
  now = new Date(),
): Promise<UserRow | undefined> {
  const code = await consumeCode(db, 'magic_link', token, siteId, now)
  if (!code) return undefined
  const user = await findUserById(db, code.userId)
  if (!user || user.site_id !== siteId) return undefined
  return user.email.trim().toLowerCase() === email.trim().toLowerCase() ? user : undefined
}
