import type { Throttle, ThrottleRule } from './throttle.js'
import { throttleKey } from './throttle-rules.js'

// The addresses an account has signed in from lately. The per-account failure limit (20 an hour,
// from anywhere) is a count strangers can fill: spraying one account from many addresses would
// shut its owner out of password sign-in for an hour. The owner signing in from where they signed
// in before is exempt from it; the per-account-and-address limit (5 in 15 minutes) still holds
// there, so a stranger sharing that address gets 5 guesses, not 20.
//
// Kept in the throttle store (Redis, shared; else this process) as a counter that is 1 while the
// address is known: no table, and it expires on its own.

/** How long an address stays known after a sign-in from it. */
const KNOWN_FOR_SECONDS = 30 * 24 * 60 * 60

/** A counter of limit 1: `peek` refuses once it was hit, which is what "known" means here. */
const KNOWN: ThrottleRule = { limit: 1, windowSeconds: KNOWN_FOR_SECONDS }

export interface AccountAddress {
  siteId: number
  email: string
  /** The client's address (`request.ip`). */
  address: string
}

/** Remembers a sign-in from this address for 30 days from now (a later one starts the 30 days anew). */
export async function rememberAddress(throttle: Throttle, { siteId, email, address }: AccountAddress): Promise<void> {
  const key = throttleKey.knownAddress(siteId, email, address)
  await throttle.reset(key)
  await throttle.hit(key, KNOWN)
}

/** Whether the account signed in from this address within the last 30 days. */
export async function isKnownAddress(throttle: Throttle, { siteId, email, address }: AccountAddress): Promise<boolean> {
  return !(await throttle.peek(throttleKey.knownAddress(siteId, email, address), KNOWN)).allowed
}
