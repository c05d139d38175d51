import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, notifyFlag } from '@idx/domain'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { claimJobs } from '../src/jobs/claim-jobs.js'
import { releaseAllClaims } from '../src/jobs/release-all-claims.js'
import { runDueJobs } from '../src/jobs/run-due-jobs.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import { listOutbox } from '../src/mail/outbox.repository.js'
import { outboxPage } from '../src/mail/outbox-page.js'
import { notificationJobHandlers } from '../src/notifications/notification-jobs.js'
import { NOTIFICATION_JOB, type NotificationPayload } from '../src/notifications/notify-collaborators.js'
import { outboxSms } from '../src/sms/outbox-sms.js'
import { webhookSms } from '../src/sms/webhook-sms.js'
import { apiCall, signedInPerson, type Auth, type Method, type Person } from './helpers/collection-people.js'
import { insertBasics, insertListings, listing } from './helpers/fixtures.js'
import { withTestApp } from './helpers/test-app.js'

// Notifications of collaborators: each member's notify_{event}_{channel} choices (PUT subscribe /
// unsubscribe), the `notification` jobs a change enqueues in its own transaction (never for the
// actor, never for a member who opted out), and the handler that sends them by e-mail or SMS.

let owner: Person
let collaborator: Person
let second: Person
let stranger: Person

const ORIGIN = 'https://homes.example'
const log = { warn: () => undefined, error: () => undefined }
const pass = { workerId: 'test', limit: 50, leaseMs: 60_000, backoff: { baseMs: 60_000, maxMs: 600_000 }, log }

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [listing({ id: 1 }), listing({ id: 2 }), listing({ id: 3 })])
    owner = await signedInPerson(db, 'Olive', 'notified')
    collaborator = await signedInPerson(db, 'Carl', 'notified')
    second = await signedInPerson(db, 'Sam', 'notified')
    stranger = await signedInPerson(db, 'Stella', 'notified')
  },
})

function call(method: Method, url: string, auth: Auth, payload?: object) {
  return apiCall(t.app, method, url, auth, payload)
}

/** A collection of `owner` named `name` with `collaborator` and `second` as collaborators. */
async function board(name: string): Promise<string> {
  const res = await call('POST', '/collections', owner.auth, {
    data: { type: 'collections', attributes: { name, listing: 1 } },
  })
  expect(res.statusCode, res.body).toBe(201)
  const id = (res.json() as { data: { id: string } }).data.id
  await t.db
    .insertInto('collection_members')
    .values([
      { collection_id: Number(id), user_id: Number(collaborator.id), role: 'collaborator' },
      { collection_id: Number(id), user_id: Number(second.id), role: 'collaborator' },
    ])
    .execute()
  return id
}

async function attributesOf(id: string, auth: Auth): Promise<Record<string, unknown>> {
  const res = await call('GET', `/collections/${id}`, auth)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { data: { attributes: Record<string, unknown> } }).data.attributes
}

async function choose(id: string, who: Person, verb: 'subscribe' | 'unsubscribe', action: string, method: string) {
  const res = await call('PUT', `/collections/${id}/${verb}`, who.auth, {
    subscription_action: action,
    subscription_method: method,
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { data: { attributes: Record<string, unknown> } }).data.attributes
}

/** The notification jobs of collection `id`, as [user id, channel, event] sorted, and their payloads. */
async function notificationsOf(id: string) {
  const rows = await t.db
    .selectFrom('jobs')
    .select(['id', 'kind', 'payload'])
    .where('kind', '=', 'notification')
    .execute()
  const payloads = rows
    .map((row) => ({ id: row.id, payload: row.payload as NotificationPayload }))
    .filter((row) => String(row.payload.collection_id) === id)
  const who = new Map(
    [owner, collaborator, second, stranger].map((p) => [
      Number(p.id),
      p === owner ? 'owner' : p === collaborator ? 'collaborator' : p === second ? 'second' : 'stranger',
    ]),
  )
  return {
    list: payloads.map(({ payload }) => `${who.get(payload.user_id)} ${payload.channel} ${payload.event}`).sort(),
    payloads,
  }
}

function sendAll() {
  const handlers = notificationJobHandlers({
    db: t.db,
    mailer: outboxMailer(t.db),
    sms: outboxSms(t.db),
    publicOrigin: ORIGIN,
  })
  return runDueJobs(t.db, handlers, pass)
}

describe('PUT /api/v3/collections/{id}/subscribe and /unsubscribe', () => {
  it('shows each member their own flags, e-mail on and SMS off by default, and toggles them', async () => {
    const id = await board('Flags')
    const defaults = await attributesOf(id, collaborator.auth)
    for (const event of NOTIFICATION_EVENTS) {
      expect(defaults[notifyFlag(event, 'email')]).toBe(true)
      expect(defaults[notifyFlag(event, 'sms')]).toBe(false)
    }

    expect((await choose(id, collaborator, 'unsubscribe', 'comment', 'email')).notify_comment_email).toBe(false)
    const after = await choose(id, collaborator, 'subscribe', 'add', 'sms')
    expect(after).toMatchObject({ notify_comment_email: false, notify_add_sms: true, notify_add_email: true })
    // Choosing again changes nothing; the other way back restores it.
    expect((await choose(id, collaborator, 'subscribe', 'add', 'sms')).notify_add_sms).toBe(true)
    expect((await choose(id, collaborator, 'subscribe', 'comment', 'email')).notify_comment_email).toBe(true)

    // Only the caller's own: the owner still has the defaults.
    expect(await attributesOf(id, owner.auth)).toMatchObject({ notify_add_sms: false, notify_comment_email: true })
  })

  it('refuses strangers, bad actions and methods, and shows no flags to a non-member', async () => {
    const id = await board('Guarded')
    const body = { subscription_action: 'comment', subscription_method: 'sms' }
    expect((await call('PUT', `/collections/${id}/subscribe`, stranger.auth, body)).statusCode).toBe(404)
    for (const bad of [
      { subscription_action: 'ran', subscription_method: 'sms' },
      { subscription_action: 'comment', subscription_method: 'pigeon' },
      { subscription_action: 'comment' },
      { ...body, extra: 1 },
    ]) {
      expect(
        (await call('PUT', `/collections/${id}/unsubscribe`, owner.auth, bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400)
    }
    await call('PATCH', `/collections/${id}`, owner.auth, {
      data: { type: 'collections', attributes: { is_public: true } },
    })
    expect((await call('PUT', `/collections/${id}/subscribe`, stranger.auth, body)).statusCode).toBe(403)
    const seen = await attributesOf(id, stranger.auth)
    for (const channel of NOTIFICATION_CHANNELS) expect(seen).not.toHaveProperty(notifyFlag('comment', channel))
  })
})

describe('notification jobs', () => {
  it('notifies every member but the actor, on each channel they chose, in the change’s transaction', async () => {
    const id = await board('Barton Hills homes')
    await choose(id, second, 'unsubscribe', 'comment', 'email')
    await choose(id, second, 'subscribe', 'comment', 'sms')
    await choose(id, owner, 'unsubscribe', 'comment', 'email')

    const res = await call('POST', `/collections/${id}/comments`, collaborator.auth, {
      data: { type: 'comments', attributes: { body: 'Love the porch' } },
    })
    expect(res.statusCode, res.body).toBe(201)
    // The actor (collaborator) is never told; the owner opted out of comment e-mail; second chose SMS only.
    const { list, payloads } = await notificationsOf(id)
    expect(list).toEqual(['second sms comment'])
    expect(payloads[0]?.payload).toMatchObject({
      text: 'Carl commented on Barton Hills homes: "Love the porch"',
      path: `/app/collection/${id}/chat`,
    })

    // A comment that fails its checks writes nothing and owes nothing.
    await call('POST', `/collections/${id}/comments`, owner.auth, {
      data: { type: 'comments', attributes: { body: ' ' } },
    })
    expect((await notificationsOf(id)).list).toEqual(['second sms comment'])
  })

  it('notifies of adds, removes and updates, and not of changes that change nothing', async () => {
    const id = await board('Events')
    await call('POST', `/collections/${id}/add`, collaborator.auth, { property_id: 2 })
    await call('POST', `/collections/${id}/add`, collaborator.auth, { property_id: 2 })
    await call('DELETE', `/collections/${id}/remove`, owner.auth, { property_ids: [2, 3] })
    await call('DELETE', `/collections/${id}/remove`, owner.auth, { property_ids: [3] })
    await call('PATCH', `/collections/${id}`, second.auth, {
      data: { type: 'collections', attributes: { name: 'Events' } },
    })
    await call('PATCH', `/collections/${id}`, second.auth, {
      data: { type: 'collections', attributes: { name: 'Renamed' } },
    })
    const { list, payloads } = await notificationsOf(id)
    expect(list).toEqual([
      'collaborator email remove',
      'collaborator email update',
      'owner email add',
      'owner email update',
      'second email add',
      'second email remove',
    ])
    const texts = new Set(payloads.map(({ payload }) => payload.text))
    expect(texts).toEqual(
      new Set([
        'Carl added 2 Test St to Events',
        'Olive removed a listing from Events',
        'Sam renamed Events to Renamed',
      ]),
    )
  })

  it('sends e-mail to the member’s address and SMS to their phone, marked SMS in the outbox, with links', async () => {
    const id = await board('Sent')
    await choose(id, owner, 'subscribe', 'comment', 'sms')
    await call('POST', `/collections/${id}/comments`, second.auth, {
      data: { type: 'comments', attributes: { body: 'Look <here>' } },
    })
    expect(await sendAll()).toBeGreaterThanOrEqual(3)
    const text = 'Sam commented on Sent: "Look <here>"'
    const link = `${ORIGIN}/app/collection/${id}/chat`

    const [sms] = await listOutbox(t.db, { to: owner.phone, limit: 5 })
    expect(sms).toMatchObject({ kind: 'sms', subject: 'SMS', text: `${text} ${link}` })
    const [mail] = (await listOutbox(t.db, { to: owner.email, limit: 5 })).filter((m) => m.text.includes(link))
    expect(mail).toMatchObject({ kind: 'email', subject: 'New comment on Sent' })
    expect(mail?.text.startsWith(text)).toBe(true)
    expect((await listOutbox(t.db, { to: collaborator.email, limit: 50 })).some((m) => m.text.includes(link))).toBe(
      true,
    )
    // The author is told nothing.
    expect((await listOutbox(t.db, { to: second.email, limit: 50 })).some((m) => m.text.includes(link))).toBe(false)
    expect((await listOutbox(t.db, { to: second.phone, limit: 50 })).some((m) => m.text.includes(link))).toBe(false)
    // The development outbox page marks the text message.
    const html = outboxPage(
      [sms, mail].flatMap((entry) => (entry ? [entry] : [])),
      undefined,
    )
    expect(html.match(/<span class="kind">SMS<\/span> To <strong>([^<]+)<\/strong>/g)).toEqual([
      `<span class="kind">SMS</span> To <strong>${owner.phone}</strong>`,
    ])
  })

  it('sends nothing to a member who left before the job ran', async () => {
    const id = await board('Left')
    await call('POST', `/collections/${id}/comments`, owner.auth, {
      data: { type: 'comments', attributes: { body: 'Bye?' } },
    })
    expect((await notificationsOf(id)).list).toEqual(['collaborator email comment', 'second email comment'])
    await t.db
      .deleteFrom('collection_members')
      .where('collection_id', '=', Number(id))
      .where('user_id', '=', Number(second.id))
      .execute()
    await sendAll()
    const link = `/app/collection/${id}/chat`
    expect((await listOutbox(t.db, { to: second.email, limit: 50 })).some((m) => m.text.includes(link))).toBe(false)
    expect((await listOutbox(t.db, { to: collaborator.email, limit: 50 })).some((m) => m.text.includes(link))).toBe(
      true,
    )
    const jobs = await t.db
      .selectFrom('jobs')
      .select(['done_at', 'failed_at'])
      .where('kind', '=', 'notification')
      .execute()
    expect(jobs.every((job) => job.done_at !== null && job.failed_at === null)).toBe(true)
  })
})

describe('webhookSms', () => {
  it('POSTs the text as JSON with its idempotency key, and throws on a failed answer', async () => {
    const received: { body: unknown; key: string | undefined }[] = []
    let status = 202
    const server = createServer((request: IncomingMessage, response) => {
      let text = ''
      request.on('data', (chunk: Buffer) => (text += chunk.toString()))
      request.on('end', () => {
        received.push({ body: JSON.parse(text), key: request.headers['idempotency-key'] as string | undefined })
        response.statusCode = status
        response.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const sms = webhookSms(`http://127.0.0.1:${port}/sms`)
      await sms.send({ siteId: 1, to: '+15125550100', text: 'Hello', idempotencyKey: 'job-42' })
      expect(received).toEqual([
        { body: { to: '+15125550100', text: 'Hello', idempotency_key: 'job-42' }, key: 'job-42' },
      ])
      status = 500
      await expect(sms.send({ siteId: 1, to: '+1', text: 'x', idempotencyKey: 'job-43' })).rejects.toThrow(/500/)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

/** An SMS provider's webhook on the loopback: what it received (body and Idempotency-Key header). */
async function smsWebhook() {
  const received: { body: unknown; key: string | undefined }[] = []
  const server = createServer((request: IncomingMessage, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      received.push({ body: JSON.parse(text), key: request.headers['idempotency-key'] as string | undefined })
      response.statusCode = 202
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe('a text whose worker died while sending it', () => {
  it('reaches the webhook again with the same idempotency key, and is then recorded as sent', async () => {
    // Earlier tests' jobs go first: only this test's text reaches the webhook.
    await sendAll()
    const webhook = await smsWebhook()
    try {
      const id = await board('Crash')
      await choose(id, owner, 'subscribe', 'comment', 'sms')
      await call('POST', `/collections/${id}/comments`, second.auth, {
        data: { type: 'comments', attributes: { body: 'Still there?' } },
      })
      const sms = (await notificationsOf(id)).payloads.find(({ payload }) => payload.channel === 'sms')
      const deps = { db: t.db, mailer: outboxMailer(t.db), publicOrigin: ORIGIN }
      const provider = webhookSms(webhook.url)

      // Worker A claims the jobs; the provider accepts the text, and the process dies before
      // recording that it went.
      const claims = await claimJobs(t.db, { workerId: 'worker-a', limit: 50, leaseMs: 30_000 })
      const claim = claims.find((job) => job.id === sms?.id)
      const dying = notificationJobHandlers({
        ...deps,
        sms: {
          send: async (message) => {
            await provider.send(message)
            throw new Error('killed before recording the send')
          },
          close: async () => {},
        },
      })
      await expect(dying[NOTIFICATION_JOB](claim as never)).rejects.toThrow('killed before recording the send')

      // The process restarted on the same PGlite folder releases the dead one's claims and runs them.
      expect(await releaseAllClaims(t.db)).toContain(sms?.id)
      await runDueJobs(t.db, notificationJobHandlers({ ...deps, sms: provider }), pass)
      const key = `job-${sms?.id}`
      const body = {
        to: owner.phone,
        text: `Sam commented on Crash: "Still there?" ${ORIGIN}/app/collection/${id}/chat`,
      }
      expect(webhook.received).toEqual([
        { body: { ...body, idempotency_key: key }, key },
        { body: { ...body, idempotency_key: key }, key },
      ])
      const job = await t.db
        .selectFrom('jobs')
        .select(['sent_at', 'done_at'])
        .where('id', '=', sms?.id ?? 0)
        .executeTakeFirstOrThrow()
      expect(job.sent_at).not.toBeNull()
      expect(job.done_at).not.toBeNull()
    } finally {
      await webhook.close()
    }
  })
})
