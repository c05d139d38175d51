// How many invitations a user may send, and how many may wait on one collection. An invitation is
// an e-mail the site sends to an address a user typed, so without limits one new account can make
// the site mail hundreds of strangers in seconds. The limits sit far above what someone sharing a
// board with family or an agent needs.

/** Invitations one user may send in any rolling hour, over every collection of the site. */
export const INVITATIONS_PER_HOUR = 20
/** Invitations one user may send in any rolling 24 hours, over every collection of the site. */
export const INVITATIONS_PER_DAY = 50
/** Pending (unexpired, not yet accepted) invitations one collection may have, one per address. */
export const PENDING_INVITATIONS_PER_COLLECTION = 50

const HOUR_SECONDS = 3600
const DAY_SECONDS = 24 * HOUR_SECONDS

/** What the server knows when a user invites one more address. */
export interface InvitationLimitInput {
  /**
   * How long ago, in seconds, each invitation this user sent in the last 24 hours was sent (any
   * order; older ones are ignored). Withdrawn and accepted invitations count: they were mailed.
   */
  sentSecondsAgo: readonly number[]
  /** The collection's pending invitations, besides this one. */
  pendingInCollection: number
}

/**
 * The verdict on one more invitation: `allowed`; `hourly-limit` or `daily-limit` (the user must
 * wait `retryAfterSeconds`); or `collection-full` (members must withdraw some first). `detail` is
 * the sentence the person reads.
 */
export type InvitationLimitDecision =
  | { verdict: 'allowed' }
  | { verdict: 'hourly-limit' | 'daily-limit'; retryAfterSeconds: number; detail: string }
  | { verdict: 'collection-full'; pending: number; detail: string }

/**
 * Seconds until fewer than `limit` of the sends fall in the last `windowSeconds`; 0 when fewer
 * already do. The send that must leave the window is the `limit`-th newest.
 */
function secondsUntilUnder(sentSecondsAgo: readonly number[], limit: number, windowSeconds: number): number {
  // A send committed after the database's clock was read for this request may look a little in the future.
  const newestFirst = sentSecondsAgo
    .map((age) => Math.max(0, age))
    .filter((age) => age < windowSeconds)
    .sort((a, b) => a - b)
  const blocking = newestFirst[limit - 1]
  if (blocking === undefined) return 0
  return Math.max(1, Math.ceil(windowSeconds - blocking))
}

/**
 * A wait in words, rounded up (never a promise the server breaks): seconds under a minute,
 * minutes under an hour, hours beyond.
 *
 * @example
 * waitInWords(90) // '2 minutes'
 */
function waitInWords(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`
  if (seconds < 60) return plural(seconds, 'second')
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return plural(minutes, 'minute')
  return plural(Math.ceil(seconds / HOUR_SECONDS), 'hour')
}

/**
 * Whether a user may send one more invitation: at most INVITATIONS_PER_HOUR in any rolling hour
 * and INVITATIONS_PER_DAY in any rolling day, and at most PENDING_INVITATIONS_PER_COLLECTION
 * waiting on the collection. A user over both sending limits is told the longer wait.
 *
 * @example
 * invitationLimit({ sentSecondsAgo: Array(20).fill(600), pendingInCollection: 3 })
 * // { verdict: 'hourly-limit', retryAfterSeconds: 3000,
 * //   detail: 'You have sent 20 invitations in the last hour, the most allowed. You can invite more in 50 minutes.' }
 */
export function invitationLimit(input: InvitationLimitInput): InvitationLimitDecision {
  const hourWait = secondsUntilUnder(input.sentSecondsAgo, INVITATIONS_PER_HOUR, HOUR_SECONDS)
  const dayWait = secondsUntilUnder(input.sentSecondsAgo, INVITATIONS_PER_DAY, DAY_SECONDS)
  if (dayWait > 0 && dayWait >= hourWait) {
    return {
      verdict: 'daily-limit',
      retryAfterSeconds: dayWait,
      detail:
        `You have sent ${INVITATIONS_PER_DAY} invitations in the last 24 hours, the most allowed. ` +
        `You can invite more in ${waitInWords(dayWait)}.`,
    }
  }
  if (hourWait > 0) {
    return {
      verdict: 'hourly-limit',
      retryAfterSeconds: hourWait,
      detail:
        `You have sent ${INVITATIONS_PER_HOUR} invitations in the last hour, the most allowed. ` +
        `You can invite more in ${waitInWords(hourWait)}.`,
    }
  }
  if (input.pendingInCollection >= PENDING_INVITATIONS_PER_COLLECTION) {
    const pending = input.pendingInCollection
    return {
      verdict: 'collection-full',
      pending,
      detail:
        `This collection already has ${pending} pending invitations, the most it may have. ` +
        'Withdraw some that have not been accepted before inviting more.',
    }
  }
  return { verdict: 'allowed' }
}
