import type { ApiError } from '../http/api-result.js'
import { errorMessage } from '../errors/error-message.js'

/** Shown for a throttled unlock when the server gave no detail. */
export const UNLOCK_THROTTLED_MESSAGE = 'Too many attempts. Please try again later.'

/**
 * Why an unlock did not open the listing: a wrong password (the gate clears its input), too many
 * attempts (with the server's message, which names the wait), or another failure.
 */
export type UnlockFailure =
  | { readonly reason: 'wrong-password' }
  | { readonly reason: 'throttled'; readonly message: string }
  | { readonly reason: 'failed'; readonly message: string }

/**
 * The failure of `unlockListing` in the gate's terms: 422 is a wrong password, 429 too many
 * attempts, anything else its one-line message.
 *
 * @example
 * unlockFailure({ status: 422, data: { errors: [{ detail: 'The password is not right.' }] } }) // { reason: 'wrong-password' }
 */
export function unlockFailure(error: ApiError): UnlockFailure {
  if (error.status === 422) return { reason: 'wrong-password' }
  if (error.status === 429) return { reason: 'throttled', message: errorMessage(error, UNLOCK_THROTTLED_MESSAGE) }
  return { reason: 'failed', message: errorMessage(error) }
}

/** The answer `PasswordGate`'s `onUnlock` resolves with: unlocked, a wrong password, or a message to show. */
export type UnlockGateAnswer = boolean | { readonly message: string }

/**
 * Adapts the result of the `unlockListing` mutation to the password gate: `true` when the
 * listing is open (unlocked, or it turned out to have no password: a 409), `false` for a wrong
 * password, `{ message }` for anything else (throttled: the server's "Try again in N seconds.").
 *
 * @example
 * <PasswordGate onUnlock={async (password) => unlockOutcome(await unlock({ id: listing.id, password }))} />
 */
export function unlockOutcome(result: { data?: unknown; error?: unknown }): UnlockGateAnswer {
  if (result.error === undefined) return true
  const error = result.error as ApiError
  if (error.status === 409) return true
  const failure = unlockFailure(error)
  return failure.reason === 'wrong-password' ? false : { message: failure.message }
}
