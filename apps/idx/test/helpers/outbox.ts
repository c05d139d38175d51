// The dev outbox (`/dev/outbox.json`, served by the e2e server on the loopback) as the Chromium
// tests of apps/idx read it: the newest message to an address, waited for while the job queue
// sends it.
import { expect } from 'vitest'

/** One message of the outbox, newest first in its answer. */
export type OutboxMessage = { to: string; subject?: string; text: string }

/**
 * The newest message to `to` in the outbox of the server at `baseUrl`, polling until one is there
 * (invitations go out through the job queue, a second or so after the request).
 *
 * @example
 * const { text } = await newestMailTo(e2e.server.baseUrl, invitee.email)
 */
export async function newestMailTo(baseUrl: string, to: string, timeout = 20_000): Promise<OutboxMessage> {
  let newest: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)
        const body = (await answer.json()) as { data?: OutboxMessage[] } | OutboxMessage[]
        newest = (Array.isArray(body) ? body : (body.data ?? []))[0]
        return newest?.text ?? ''
      },
      { timeout, interval: 100 },
    )
    .not.toBe('')
  return newest!
}
