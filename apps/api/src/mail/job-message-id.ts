import { jobIdempotencyKey } from '../jobs/job-idempotency-key.js'

/**
 * The Message-ID of a job's mail: the job id is the idempotency key (the same on every attempt),
 * the site's host the domain. The outbox keeps one message per Message-ID, and SMTP sends it so a
 * receiving side can recognise a repeat.
 *
 * @example
 * jobMessageId(42, 'https://homes.example') // '<job-42@homes.example>'
 */
export function jobMessageId(jobId: number, origin: string): string {
  return `<${jobIdempotencyKey(jobId)}@${new URL(origin).hostname}>`
}
