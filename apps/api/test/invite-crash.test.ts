import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config/server-config.js'
import { DEMO_SHOPPER_EMAIL, DEMO_SHOPPER_PASSWORD } from '../src/seed/demo-users.js'
import { seededServerDataDir } from './helpers/database.js'
import { spawnServer, type ServerProcess } from './helpers/server-process.js'

// An invitation whose e-mail is owed when the server is killed with SIGKILL: the job was written
// in the invitation's transaction, so the server restarted on the same PGlite data folder sends
// it, once. The first server runs no job worker, so the kill always comes before the send.

const folders: string[] = []
const servers: ServerProcess[] = []
afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A data folder this test owns (a copy of the run's seeded template when there is one). */
function dataFolder(): string {
  const seeded = seededServerDataDir()
  const folder = seeded === 'memory' ? mkdtempSync(join(tmpdir(), 'idx-invite-crash-')) : seeded
  folders.push(folder)
  return folder
}

function start(folder: string, env: NodeJS.ProcessEnv): ServerProcess {
  const server = spawnServer({ IDX_DATA_DIR: folder, LOG_LEVEL: 'warn', IDX_DEV_OUTBOX: '1', ...env })
  servers.push(server)
  return server
}

async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: readConfig({}).site.clientId,
      email: DEMO_SHOPPER_EMAIL,
      password: DEMO_SHOPPER_PASSWORD,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const { access_token: token } = (await res.json()) as { access_token: string }
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
}

async function post(base: string, path: string, headers: Record<string, string>, body: object) {
  const res = await fetch(`${base}/api/v3${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  const text = await res.text()
  expect(res.status, text).toBe(201)
  return JSON.parse(text) as { data: { id: string } }
}

type OutboxEntry = { to: string; text: string }
async function outbox(base: string, to: string): Promise<OutboxEntry[]> {
  const res = await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(to)}`)
  expect(res.status).toBe(200)
  return (await res.json()) as OutboxEntry[]
}

/** Polls the outbox until `to` has mail: waits for the condition itself, never a fixed time. */
async function mailTo(base: string, to: string): Promise<OutboxEntry[]> {
  for (;;) {
    const entries = await outbox(base, to)
    if (entries.length > 0) return entries
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('an invitation e-mail owed when the server is killed', () => {
  it('is sent exactly once by the server restarted on the same data folder', async () => {
    const folder = dataFolder()
    const first = start(folder, { IDX_JOB_WORKER: '0' })
    const firstBase = await first.started
    const auth = await signIn(firstBase)
    const { data: collection } = await post(firstBase, '/collections', auth, {
      data: { type: 'collections', attributes: { name: 'Crash course' } },
    })
    await post(firstBase, `/collections/${collection.id}/invite`, auth, { email: 'crash@example.com' })
    expect(await outbox(firstBase, 'crash@example.com')).toEqual([])

    first.child.kill('SIGKILL')
    expect((await first.exited).signal).toBe('SIGKILL')

    const second = start(folder, { IDX_JOB_WORKER: '1', IDX_JOB_POLL_MS: '50' })
    const base = await second.started
    const [mail, ...more] = await mailTo(base, 'crash@example.com')
    expect(more).toEqual([])
    expect(mail?.text).toMatch(new RegExp(`/app/join/collection/${collection.id}/[A-Za-z0-9_-]{22,}`))

    // Later work done by the same worker proves it has polled past the first job: still one mail.
    const again = await signIn(base)
    await post(base, `/collections/${collection.id}/invite`, again, { email: 'later@example.com' })
    await mailTo(base, 'later@example.com')
    expect(await outbox(base, 'crash@example.com')).toHaveLength(1)

    second.child.kill('SIGTERM')
    expect((await second.exited).code).toBe(0)
  }, 600_000)
})
