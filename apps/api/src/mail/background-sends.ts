import type { FastifyReply } from 'fastify'

// Work started once a reply has gone, e.g. the password-reset lookup and e-mail, so the answer's
// timing cannot tell whether an address has an account. Kept here so the app can wait for it
// before it closes the database, and tests can wait for the mail it sends.
const pending = new Set<Promise<void>>()

/**
 * Runs `work` after `reply` has been handed to the network, so none of it delays the answer. A
 * failure is logged (without the message's content) and never reaches the client, who has
 * already been answered.
 */
export function runAfterReply(reply: FastifyReply, what: string, work: () => Promise<void>): void {
  const run = new Promise<void>((resolve) => {
    let started = false
    const start = () => {
      if (started) return
      started = true
      // setImmediate: after the response's own I/O callbacks, not in the middle of them.
      setImmediate(() => {
        work()
          .catch((err: unknown) => reply.log.error({ err }, `${what} failed`))
          .finally(resolve)
      })
    }
    if (reply.raw.writableFinished) start()
    else reply.raw.once('finish', start)
    // A client gone before the answer was written: the work is still owed (the mail).
    reply.raw.once('close', start)
  })
  pending.add(run)
  void run.finally(() => pending.delete(run))
}

/** Resolves when every piece of work started so far has finished (it never rejects). */
export async function afterReplyWorkSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending])
}
