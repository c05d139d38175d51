import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/platform-app.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { afterReplyWorkSettled } from '../src/mail/background-sends.js'
import { mailDestination } from '../src/mail/mail-destination.js'
import { createUser } from '../src/users/users.repository.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics, SITE_ID } from './helpers/fixtures.js'
import { oauthCall } from './helpers/registration-requests.js'
import { spawnSeededServer, type ServerProcess } from './helpers/server-process.js'

// Without SMTP_URL every magic link and reset link is kept in the outbox, and /dev/outbox showed
// them to anyone who could reach the server: on an exposed instance, every account. It is served
// only when the server listens on the loopback, or when IDX_DEV_OUTBOX=1 says so.

let database: OpenDatabase
const apps: FastifyInstance[] = []

async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = await buildTestApp(database.db, {}, env)
  apps.push(app)
  return app
}

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  await createUser(database.db, { siteId: SITE_ID, email: 'owner@example.com', firstName: 'Owner' })
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await database.close()
})

describe('/dev/outbox', () => {
  it('is not served on HOST=0.0.0.0: a requested magic link is kept, but nobody can read it there', async () => {
    const app = await appWith({ HOST: '0.0.0.0' })
    const sent = await oauthCall(app, '/oauth/login_type', { body: { oauth: { email: 'owner@example.com' } } })
    expect(sent.statusCode, sent.body).toBe(202)
    await afterReplyWorkSettled()
    const kept = await database.db
      .selectFrom('outbox_messages')
      .select('text_body')
      .where('to_address', '=', 'owner@example.com')
      .execute()
    expect(kept).toHaveLength(1)
    expect(kept[0]?.text_body).toContain('magic_auth=')
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=owner@example.com']) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/vnd.api+json')
      expect(res.body).not.toContain('magic_auth')
      expect(res.json().errors[0]).toMatchObject({ status: '404' })
    }
  })

  it.each([['127.0.0.1'], ['127.0.0.2'], ['localhost'], ['::1']])(
    'is served on the loopback (HOST=%s)',
    async (host) => {
      const app = await appWith({ HOST: host })
      expect((await app.inject('/dev/outbox.json?to=owner@example.com')).statusCode).toBe(200)
    },
  )

  it('is served anywhere when IDX_DEV_OUTBOX=1, and nowhere when IDX_DEV_OUTBOX=0', async () => {
    const anywhere = await appWith({ HOST: '0.0.0.0', IDX_DEV_OUTBOX: '1' })
    const res = await anywhere.inject('/dev/outbox.json?to=owner@example.com')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('magic_auth')
    const nowhere = await appWith({ HOST: '127.0.0.1', IDX_DEV_OUTBOX: '0' })
    expect((await nowhere.inject('/dev/outbox.json')).statusCode).toBe(404)
  })

  it('is never served in production or with SMTP_URL, whatever IDX_DEV_OUTBOX says', () => {
    expect(readConfig({ NODE_ENV: 'production', IDX_DEV_OUTBOX: '1' }).devOutbox).toBe(false)
    expect(readConfig({ SMTP_URL: 'smtp://mail.example:587', IDX_DEV_OUTBOX: '1' }).devOutbox).toBe(false)
  })

  it('refuses an IDX_DEV_OUTBOX that is neither 1 nor 0 at start', () => {
    expect(() => readConfig({ IDX_DEV_OUTBOX: 'yes' })).toThrow(
      'IDX_DEV_OUTBOX must be 1 (serve /dev/outbox) or 0 (do not), got "yes"',
    )
  })
})

describe('where mail goes, as start-up says it', () => {
  it('names SMTP, the outbox page, or why the outbox is not served', () => {
    const base = 'http://127.0.0.1:3000'
    const say = (env: NodeJS.ProcessEnv) => mailDestination(readConfig(env), base, env)
    expect(say({ SMTP_URL: 'smtp://mail.example:587' })).toBe('SMTP (SMTP_URL)')
    expect(say({})).toBe('the database outbox, shown at http://127.0.0.1:3000/dev/outbox')
    expect(say({ HOST: '0.0.0.0' })).toBe(
      'the database outbox, not served: HOST 0.0.0.0 is not a loopback address (IDX_DEV_OUTBOX=1 serves it at /dev/outbox)',
    )
    expect(say({ NODE_ENV: 'production' })).toBe('the database outbox, not served: NODE_ENV is production')
    expect(say({ IDX_DEV_OUTBOX: '0' })).toBe('the database outbox, not served: IDX_DEV_OUTBOX=0')
  })

  describe('the server process on HOST=0.0.0.0', () => {
    let server: ServerProcess
    afterAll(() => {
      if (server?.child.exitCode === null) server.child.kill('SIGKILL')
    })

    it('prints that mail is not served and answers 404 at /dev/outbox', async () => {
      server = spawnSeededServer({ HOST: '0.0.0.0', IDX_DEV_OUTBOX: '', SMTP_URL: '', NODE_ENV: '' })
      const base = new URL(await server.started)
      expect(server.output()).toMatch(
        /mail {10}the database outbox, not served: HOST 0\.0\.0\.0 is not a loopback address \(IDX_DEV_OUTBOX=1 serves it at \/dev\/outbox\)/,
      )
      expect(server.output()).toContain('IDX_PUBLIC_URL is not set')
      expect((await fetch(`http://127.0.0.1:${base.port}/dev/outbox`)).status).toBe(404)
      server.child.kill('SIGTERM')
      expect((await server.exited).code).toBe(0)
    }, 180_000)
  })
})
