import type { Kysely } from 'kysely'
import { HashQueueFullError, PASSWORD_MAX_LENGTH, verifyPassword } from '../auth/passwords.js'
import { isKnownAddress, rememberAddress } from '../auth/known-addresses.js'
import type { Throttle } from '../auth/throttle.js'
import { THROTTLE_RULES, throttleKey } from '../auth/throttle-rules.js'
import type { Database } from '../db/schema.js'
import { findUserByEmail, type UserRow } from '../users/index.js'

/** The one answer to a wrong e-mail or a wrong password (spec §8), so neither tells which it was. */
export const LOGIN_FAILED = 'Failed to log in. Check your username and password.'

/** How a password check ended. */
export type PasswordCheck =
  | { outcome: 'signed_in'; user: UserRow }
  | { outcome: 'refused' }
  /** Over a throttle limit (no hash ran), or the hash queue is full. */
  | { outcome: 'throttled'; retryAfterSeconds: number }

export interface PasswordAttempt {
  siteId: number
  email: string
  password: string
  /** The client's address (`request.ip`). */
  address: string
}

/** When the hash queue is full, a second is enough for it to drain a little. */
const HASH_QUEUE_RETRY_SECONDS = 1

/**
 * Checks an e-mail and password for a site, throttled before any hash runs: per address (all
 * sign-in work), per account and address (5 tries in 15 minutes: one attacker, one account), and
 * per account from anywhere (20 failed checks an hour: a botnet on one account). Only checked
 * failures count against the account, so the per-account limit cannot be reached by requests that
 * were throttled anyway; a correct password clears the account-and-address count, so an owner who
 * mistyped is not held back afterwards. The per-account limit does not apply at an address the
 * account signed in from in the last 30 days (known-addresses.ts): strangers filling it cannot shut
 * the owner out there. Used by the password grant and the sign-in popup.
 */
export async function checkPassword(
  db: Kysely<Database>,
  throttle: Throttle,
  attempt: PasswordAttempt,
): Promise<PasswordCheck> {
  const email = attempt.email.trim()
  const accountAddress = throttleKey.loginAccountAddress(attempt.siteId, email, attempt.address)
  const accountFailures = throttleKey.loginAccountFailures(attempt.siteId, email)
  const here = { siteId: attempt.siteId, email, address: attempt.address }
  for (const step of [
    () => throttle.hit(throttleKey.address(attempt.address), THROTTLE_RULES.address),
    () => throttle.hit(accountAddress, THROTTLE_RULES.loginAccountAddress),
    async () =>
      (await isKnownAddress(throttle, here))
        ? { allowed: true, retryAfterSeconds: 0 }
        : throttle.peek(accountFailures, THROTTLE_RULES.loginAccountFailures),
  ]) {
    const verdict = await step()
    if (!verdict.allowed) return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds }
  }
  // A password past the limit can never match (none is stored that long): refuse it without hashing.
  if (attempt.password.length > PASSWORD_MAX_LENGTH) {
    await throttle.hit(accountFailures, THROTTLE_RULES.loginAccountFailures)
    return { outcome: 'refused' }
  }
  const user = email === '' ? undefined : await findUserByEmail(db, attempt.siteId, email)
  let matches: boolean
  try {
    // With no account (or one without a password) this still spends a hash's time, so timing does
    // not tell which addresses have accounts.
    matches = await verifyPassword(user?.password_hash ?? null, attempt.password)
  } catch (error) {
    if (error instanceof HashQueueFullError)
      return { outcome: 'throttled', retryAfterSeconds: HASH_QUEUE_RETRY_SECONDS }
    throw error
  }
  if (!user || !matches) {
    await throttle.hit(accountFailures, THROTTLE_RULES.loginAccountFailures)
    return { outcome: 'refused' }
  }
  await throttle.reset(accountAddress)
  await rememberAddress(throttle, here)
  return { outcome: 'signed_in', user }
}
