import type { ThrottleRule } from './throttle.js'

// Limits for sign-in work, counted before any hash runs. Per account *and* address is the tight
// one: it stops one attacker guessing one account, while the owner, elsewhere, still signs in.
// Per account alone is looser and counts only failed checks, so throttled requests do not fill
// it; it blocks password guessing across many addresses but leaves magic links open. Strangers
// can still fill it, so it does not apply where the account signed in before (known-addresses.ts).

const QUARTER_HOUR = 15 * 60
const HOUR = 60 * 60

export const THROTTLE_RULES = {
  /** Password checks for one account from one address. */
  loginAccountAddress: { limit: 5, windowSeconds: QUARTER_HOUR },
  /** Failed password checks for one account from anywhere. */
  loginAccountFailures: { limit: 20, windowSeconds: HOUR },
  /** Any sign-in work (login, register, reset, magic link, login type) from one address. */
  address: { limit: 100, windowSeconds: QUARTER_HOUR },
  /** Registrations from one address. */
  register: { limit: 10, windowSeconds: HOUR },
  /** Reset and magic-link e-mails for one account (so nobody floods an inbox). */
  mailAccount: { limit: 5, windowSeconds: QUARTER_HOUR },
} satisfies Record<string, ThrottleRule>

/** Throttle keys: lower-cased e-mail, so `Jane@x` and `jane@x` share a count. */
export const throttleKey = {
  loginAccountAddress: (siteId: number, email: string, ip: string) => `login:${siteId}:${email.toLowerCase()}:${ip}`,
  loginAccountFailures: (siteId: number, email: string) => `login-fail:${siteId}:${email.toLowerCase()}`,
  address: (ip: string) => `address:${ip}`,
  register: (ip: string) => `register:${ip}`,
  mailAccount: (siteId: number, email: string) => `mail:${siteId}:${email.toLowerCase()}`,
  /** An address the account signed in from (known-addresses.ts), not a limit. */
  knownAddress: (siteId: number, email: string, ip: string) => `known:${siteId}:${email.toLowerCase()}:${ip}`,
}
