import { describe, expect, it } from 'vitest'
import { INVITE_CONCURRENCY } from '@idx/domain'
import { runInvites, type InviteRow } from './run-invites.js'

/** A send whose answers the test releases one by one, counting how many are in flight. */
function controlledSend() {
  const pending = new Map<string, (ok: boolean) => void>()
  let inFlight = 0
  let peak = 0
  const send = (email: string) =>
    new Promise<{ ok: true } | { ok: false; error: string }>((resolve) => {
      inFlight += 1
      peak = Math.max(peak, inFlight)
      pending.set(email, (ok) => {
        inFlight -= 1
        pending.delete(email)
        resolve(ok ? { ok: true } : { ok: false, error: `refused ${email}` })
      })
    })
  return { send, pending, peak: () => peak }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('runInvites', () => {
  it('sends at most 3 at once by default, starting the next as one finishes', async () => {
    expect(INVITE_CONCURRENCY).toBe(3)
    const emails = ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com']
    const { send, pending, peak } = controlledSend()
    const run = runInvites(emails, send)
    await flush()
    expect([...pending.keys()]).toEqual(['a@x.com', 'b@x.com', 'c@x.com'])
    pending.get('b@x.com')!(true)
    await flush()
    expect([...pending.keys()]).toEqual(['a@x.com', 'c@x.com', 'd@x.com'])
    for (const email of ['a@x.com', 'c@x.com', 'd@x.com']) pending.get(email)!(true)
    await flush()
    expect([...pending.keys()]).toEqual(['e@x.com'])
    pending.get('e@x.com')!(true)
    expect(await run).toEqual([])
    expect(peak()).toBe(3)
  })

  it("reports every row's state as it changes and resolves with the failed rows, errors kept", async () => {
    const { send, pending } = controlledSend()
    const snapshots: (readonly InviteRow[])[] = []
    const run = runInvites(['a@x.com', 'b@x.com'], send, { concurrency: 1, onChange: (rows) => snapshots.push(rows) })
    await flush()
    expect(snapshots.at(-1)).toEqual([
      { email: 'a@x.com', state: 'running' },
      { email: 'b@x.com', state: 'pending' },
    ])
    pending.get('a@x.com')!(false)
    await flush()
    expect(snapshots.at(-1)).toEqual([
      { email: 'a@x.com', state: 'error', error: 'refused a@x.com' },
      { email: 'b@x.com', state: 'running' },
    ])
    pending.get('b@x.com')!(true)
    expect(await run).toEqual([{ email: 'a@x.com', state: 'error', error: 'refused a@x.com' }])
    expect(snapshots.at(-1)).toEqual([
      { email: 'a@x.com', state: 'error', error: 'refused a@x.com' },
      { email: 'b@x.com', state: 'success' },
    ])
    expect(snapshots.map((rows) => rows.map((row) => row.state).join())).toEqual([
      'running,pending',
      'error,pending',
      'error,running',
      'error,success',
    ])
  })

  it('counts a send that throws as that row failing, and the others still go out', async () => {
    const sent: string[] = []
    const failed = await runInvites(['a@x.com', 'boom@x.com', 'c@x.com'], async (email) => {
      if (email.startsWith('boom')) throw new Error('network down')
      sent.push(email)
      return { ok: true }
    })
    expect(sent).toEqual(['a@x.com', 'c@x.com'])
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ email: 'boom@x.com', state: 'error' })
    expect((failed[0]!.error as Error).message).toBe('network down')
  })

  it('sends a repeated e-mail once and skips blank ones', async () => {
    const sent: string[] = []
    await runInvites([' A@x.com', 'a@x.com ', '', 'b@x.com'], async (email) => {
      sent.push(email)
      return { ok: true }
    })
    expect(sent).toEqual(['A@x.com', 'b@x.com'])
  })

  it('sends nothing for no e-mails and refuses a concurrency below 1', async () => {
    expect(await runInvites([], () => Promise.reject(new Error('not called')))).toEqual([])
    await expect(runInvites(['a@x.com'], async () => ({ ok: true }), { concurrency: 0 })).rejects.toThrow(
      /concurrency of at least 1/,
    )
  })
})
