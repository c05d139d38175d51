/**
 * The idempotency key of a job's message, the same on every attempt of the job: what the SMS
 * webhook receives as its Idempotency-Key and what a job's e-mail's Message-ID is made of.
 *
 * @example
 * jobIdempotencyKey(42) // 'job-42'
 */
export function jobIdempotencyKey(jobId: number): string {
  return `job-${jobId}`
}
