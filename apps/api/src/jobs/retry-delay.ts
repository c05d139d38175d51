/** How long a failed job waits before its next attempt. */
export interface Backoff {
  /** The wait after the first failure; each further failure doubles it. */
  baseMs: number
  /** The longest wait, whatever the number of failures. */
  maxMs: number
}

export const DEFAULT_BACKOFF: Backoff = {
  baseMs: 10_000, // 10 s, 20 s, 40 s, … : a brief SMTP outage costs a few seconds
  maxMs: 60 * 60_000, // an hour: a long outage is retried hourly until max_attempts
}

/**
 * The wait before retrying a job whose `failedAttempt`-th attempt (1 for the first) just failed:
 * exponential, capped. No jitter: the due time is a row in the database that any process may
 * claim, so there is no herd of retries in lockstep to spread out.
 */
export function retryDelayMs(failedAttempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  const doublings = Math.max(0, failedAttempt - 1)
  // 2 ** 1024 is Infinity, which min() caps like any other large number.
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** doublings)
}
