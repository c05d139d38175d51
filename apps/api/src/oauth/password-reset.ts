import type { Kysely } from 'kysely'
import type { OauthClient } from '../auth/clients.js'
import { CODE_SECONDS, consumeCode, issueCode } from '../auth/one-time-codes.js'
import { secretHash } from '../auth/secrets.js'
import { revokeUserSessions } from '../auth/tokens.js'
import type { Database } from '../db/schema.js'
import type { Mailer } from '../mail/mailer.js'
import { passwordResetMail } from '../mail/sign-in-mail.js'
import { frontFacingPrefix, sitePageUrl } from '../mail/site-page-url.js'
import type { UserRow } from '../users/index.js'

/**
 * The e-mailed reset link: the app's forgot-password route with the code (on the brokerage's page
 * when the site's `front_facing_site_idx_prefix` names one).
 *
 * @example
 * passwordResetUrl('http://127.0.0.1:3000', 'abc') // 'http://127.0.0.1:3000/app/forgot-password?reset_token=abc'
 */
export function passwordResetUrl(origin: string, token: string, prefix: string | null = null): string {
  return sitePageUrl({ origin, prefix }, `/app/forgot-password?reset_token=${encodeURIComponent(token)}`)
}

/** Issues a reset code for `user` (single use, 15 minutes) and e-mails the link. */
export async function sendPasswordReset(
  { db, mailer }: { db: Kysely<Database>; mailer: Mailer },
  { client, user, origin }: { client: OauthClient; user: UserRow; origin: string },
): Promise<void> {
  const token = await issueCode(db, {
    kind: 'password_reset',
    siteId: client.siteId,
    userId: user.id,
    clientId: client.id,
  })
  const content = passwordResetMail({
    siteName: client.site.name,
    firstName: user.first_name,
    link: passwordResetUrl(origin, token, await frontFacingPrefix(db, client.siteId)),
    minutes: CODE_SECONDS.password_reset / 60,
  })
  await mailer.send({ siteId: client.siteId, to: user.email, ...content })
}

/**
 * Whether `token` is a reset code of this site that could still be used, without using it: the
 * route checks this before it spends a hash on the new password.
 */
export async function isUsableResetCode(
  db: Kysely<Database>,
  { siteId, token }: { siteId: number; token: string },
  now = new Date(),
): Promise<boolean> {
  if (token.length === 0 || token.length > 200) return false
  const row = await db
    .selectFrom('one_time_codes')
    .select('user_id')
    .where('code_hash', '=', secretHash(token))
    .where('kind', '=', 'password_reset')
    .where('site_id', '=', siteId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Sets a new password with a reset code, in one transaction: uses the code up (a second use, or
 * a race with another request, finds it spent), stores the hash, spends the user's other reset
 * codes, and ends every session of the user (whoever knew the old password is signed out).
 * Returns the user's id, or undefined when the code is invalid, expired, used or of another site.
 */
export async function resetPassword(
  db: Kysely<Database>,
  { siteId, token, passwordHash }: { siteId: number; token: string; passwordHash: string },
  now = new Date(),
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const code = await consumeCode(trx, 'password_reset', token, siteId, now)
    if (!code) return undefined
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where('id', '=', code.userId)
      .execute()
    await trx
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where('user_id', '=', code.userId)
      .where('kind', '=', 'password_reset')
      .where('used_at', 'is', null)
      .execute()
    await revokeUserSessions(trx, code.userId, null, now)
    return code.userId
  })
}
