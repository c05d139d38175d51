import {
  EMAIL_INVALID_MESSAGE,
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_HOUR,
  INVITE_CODE_TTL_DAYS,
  PENDING_INVITATIONS_PER_COLLECTION,
} from '@idx/domain'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { SIGN_IN_REQUIRED_DETAIL } from '../src/auth/site-auth.js'
import { INVITATION_MAIL_JOB, invitationMailHandlers } from '../src/collections/invitation-mail.js'
import { INVITATION_NOT_FOUND } from '../src/collections/invitations.routes.js'
import { insertInvitation } from '../src/collections/invitations.repository.js'
import { inviteCodeHash } from '../src/collections/invite-code.js'
import { MEMBER_NOT_FOUND, OWNER_NOT_REMOVABLE } from '../src/collections/members.routes.js'
import type { JobLog } from '../src/jobs/job-handler.js'
import { runDueJobs } from '../src/jobs/run-due-jobs.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import { createUser } from '../src/users/users.repository.js'
import { insertBasics, SITE_ID } from './helpers/fixtures.js'
import { buildTestApp, insertOtherSite, OTHER_SITE_TOKEN, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'
import { userAuthorization } from './helpers/user-authorization.js'

// Invitations, the join splash and member removal: an owner, an invitee who joins through the
// e-mailed code, another collaborator and a stranger, each trying what they may and may not do.

type Auth = Record<string, string>
type Person = { id: string; email: string; auth: Auth }
let owner: Person
let invitee: Person
let other: Person
let stranger: Person

const NOT_FOUND = 'Collection not found.'
const NOT_AUTHORIZED = 'You are not authorized to perform that action.'
const silent: JobLog = { warn: () => undefined, error: () => undefined }

let people = 0
async function person(firstName: string): Promise<Person> {
  people += 1
  const email = `Invitee${people}@Example.com`
  const row = await createUser(t.db, {
    siteId: SITE_ID,
    email,
    firstName,
    lastName: 'Tester',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$not-a-real-hash',
  })
  return { id: String(row.id), email, auth: await userAuthorization(t.db, row.id) }
}

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    owner = await person('Olive')
    invitee = await person('Ivan')
    other = await person('Otto')
    stranger = await person('Stella')
  },
})

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
function call(method: Method, url: string, auth: Auth, payload?: object) {
  return t.app.inject({ method, url: `/api/v3${url}`, headers: auth, ...(payload ? { payload } : {}) })
}

function expectError(res: { statusCode: number; json: () => unknown }, status: number, detail?: string) {
  expect(res.statusCode).toBe(status)
  const [error] = (res.json() as { errors: { status: string; detail: string }[] }).errors
  expect(error?.status).toBe(String(status))
  if (detail !== undefined) expect(error?.detail).toBe(detail)
}

async function create(who: Person, attributes: object = { name: 'Dream homes' }): Promise<string> {
  const res = await call('POST', '/collections', who.auth, { data: { type: 'collections', attributes } })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { data: { id: string } }).data.id
}

/** Invites `email` as `who`; answers the code from the invitation job's payload. */
async function invite(id: string, who: Person, email: string): Promise<string> {
  const res = await call('POST', `/collections/${id}/invite`, who.auth, { email })
  expect(res.statusCode, res.body).toBe(201)
  const { data } = res.json() as { data: { id: string; type: string; attributes: { email: string } } }
  expect(data.type).toBe('invitations')
  const job = await t.db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', INVITATION_MAIL_JOB)
    .where(sql`payload->>'invitation_id'`, '=', data.id)
    .executeTakeFirstOrThrow()
  const { code } = job.payload as { code: string }
  return code
}

function accept(id: string, who: Person, given: string) {
  return call('PUT', `/collections/${id}/accept_invite`, who.auth, { given })
}

type CollectionDocument = {
  data: { relationships: Record<string, { data: { id: string; type: string }[] }> }
  included: { id: string; type: string; attributes: Record<string, unknown> }[]
}

describe('inviting and joining', () => {
  it('invites an address, shows the join splash, and lets the invitee join once with the code', async () => {
    const id = await create(owner, { name: 'Lake houses' })
    const code = await invite(id, owner, invitee.email)
    // At least 128 bits, base64url; only its hash is stored.
    expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    const stored = await t.db
      .selectFrom('collection_invitations')
      .select('code_hash')
      .where('collection_id', '=', Number(id))
      .executeTakeFirstOrThrow()
    expect(stored.code_hash).toBe(inviteCodeHash(code))
    expect(stored.code_hash).not.toContain(code)

    // Members see the pending invitation.
    const before = (await call('GET', `/collections/${id}`, owner.auth)).json() as CollectionDocument
    expect(before.data.relationships.invitations?.data).toHaveLength(1)
    expect(before.included.filter((r) => r.type === 'invitations').map((r) => r.attributes.email)).toEqual([
      invitee.email,
    ])

    // The splash needs only the site token.
    const join = await call('GET', `/joins/collection/${id}?given=${code}`, siteAuthorization)
    expect(join.statusCode, join.body).toBe(200)
    const { data } = join.json() as { data: { id: string; type: string; attributes: Record<string, string> } }
    expect(data).toMatchObject({
      type: 'joins',
      id: `collection-${id}`,
      attributes: { collection_name: 'Lake houses', inviter_first_name: 'Olive', email: invitee.email },
    })
    const days = (Date.parse(data.attributes.expires_at ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(INVITE_CODE_TTL_DAYS - 1)
    expect(days).toBeLessThanOrEqual(INVITE_CODE_TTL_DAYS)

    const accepted = await accept(id, invitee, code)
    expect(accepted.statusCode, accepted.body).toBe(200)
    const doc = accepted.json() as CollectionDocument
    expect(doc.data.relationships.collaborators?.data.map((r) => r.id)).toEqual([invitee.id])
    expect(doc.data.relationships.invitations?.data).toEqual([])
    expect(doc.included.find((r) => r.type === 'users' && r.id === invitee.id)?.attributes.first_name).toBe('Ivan')

    // Single use: the code is spent, for the splash and for anyone else.
    expectError(await accept(id, other, code), 404, INVITATION_NOT_FOUND)
    expectError(await accept(id, invitee, code), 404, INVITATION_NOT_FOUND)
    expectError(await call('GET', `/joins/collection/${id}?given=${code}`, siteAuthorization), 404)
    // The new collaborator reads and edits the board.
    expect((await call('GET', `/collections/${id}`, invitee.auth)).statusCode).toBe(200)
  })

  it('binds a code to its collection, and refuses an expired or wrong one', async () => {
    const id = await create(owner, { name: 'Bound' })
    const elsewhere = await create(owner, { name: 'Elsewhere' })
    const code = await invite(id, owner, 'bound@example.com')
    expectError(await accept(elsewhere, invitee, code), 404, INVITATION_NOT_FOUND)
    expectError(await call('GET', `/joins/collection/${elsewhere}?given=${code}`, siteAuthorization), 404)
    expectError(await accept(id, invitee, 'not-the-code'), 404, INVITATION_NOT_FOUND)
    expectError(await accept('nope', invitee, code), 404, INVITATION_NOT_FOUND)
    expectError(await call('GET', `/joins/saved-search/${id}?given=${code}`, siteAuthorization), 404)
    // Another site's token does not see this site's invitation.
    const otherSite = { authorization: `Bearer ${OTHER_SITE_TOKEN}` }
    expectError(await call('GET', `/joins/collection/${id}?given=${code}`, otherSite), 404)

    await t.db
      .updateTable('collection_invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('collection_id', '=', Number(id))
      .execute()
    expectError(await call('GET', `/joins/collection/${id}?given=${code}`, siteAuthorization), 404)
    expectError(await accept(id, invitee, code), 404, INVITATION_NOT_FOUND)
    // An expired invitation may be sent again, with a new code that works.
    const fresh = await invite(id, owner, 'bound@example.com')
    expect(fresh).not.toBe(code)
    expect((await accept(id, invitee, fresh)).statusCode).toBe(200)
  })

  it('refuses invalid addresses, members and addresses already invited with a 422', async () => {
    const id = await create(owner, { name: 'Checks' })
    const invalid = await call('POST', `/collections/${id}/invite`, owner.auth, { email: 'not-an-address' })
    expectError(invalid, 422, EMAIL_INVALID_MESSAGE)
    expect(invalid.headers['content-type']).toContain('application/vnd.api+json')
    expectError(
      await call('POST', `/collections/${id}/invite`, owner.auth, { email: owner.email.toUpperCase() }),
      422,
      `${owner.email.toUpperCase()} is the owner of this collection.`,
    )
    await invite(id, owner, 'twice@example.com')
    expectError(
      await call('POST', `/collections/${id}/invite`, owner.auth, { email: ' TWICE@example.com ' }),
      422,
      'TWICE@example.com has already been invited to this collection.',
    )
    expect((await accept(id, invitee, await invite(id, owner, invitee.email))).statusCode).toBe(200)
    expectError(
      await call('POST', `/collections/${id}/invite`, invitee.auth, { email: invitee.email }),
      422,
      `${invitee.email} is already a collaborator on this collection.`,
    )
    expect((await call('POST', `/collections/${id}/invite`, owner.auth, {})).statusCode).toBe(400)
  })

  it('lets any member invite and uninvite; the withdrawn code no longer works', async () => {
    const id = await create(owner, { name: 'Uninvite' })
    expect((await accept(id, invitee, await invite(id, owner, invitee.email))).statusCode).toBe(200)
    const code = await invite(id, invitee, 'withdrawn@example.com')
    const res = await call('DELETE', `/collections/${id}/uninvite`, owner.auth, { email: 'Withdrawn@Example.com' })
    expect(res.statusCode, res.body).toBe(204)
    expectError(await accept(id, other, code), 404, INVITATION_NOT_FOUND)
    const doc = (await call('GET', `/collections/${id}`, owner.auth)).json() as CollectionDocument
    expect(doc.data.relationships.invitations?.data).toEqual([])
    expectError(await call('DELETE', `/collections/${id}/uninvite`, owner.auth, { email: 'x' }), 422)
  })

  it('answers 404 to a stranger for a private collection and 403 for a public one, and refuses the site token', async () => {
    const id = await create(owner, { name: 'Private' })
    const pub = await create(owner, { name: 'Public', is_public: true })
    const code = await invite(id, owner, 'someone@example.com')
    expectError(
      await call('POST', `/collections/${id}/invite`, stranger.auth, { email: 'a@example.com' }),
      404,
      NOT_FOUND,
    )
    expectError(
      await call('DELETE', `/collections/${id}/uninvite`, stranger.auth, { email: 'someone@example.com' }),
      404,
    )
    expectError(await call('DELETE', `/collections/${id}/members/${owner.id}`, stranger.auth), 404, NOT_FOUND)
    expectError(await call('POST', `/collections/${pub}/invite`, stranger.auth, { email: 'a@example.com' }), 403)
    // A stranger reading a public board sees no invitations.
    await invite(pub, owner, 'hidden@example.com')
    const seen = (await call('GET', `/collections/${pub}`, stranger.auth)).json() as CollectionDocument
    expect(seen.data.relationships.invitations).toBeUndefined()
    expect(seen.included.some((r) => r.type === 'invitations')).toBe(false)
    // Nor the members' e-mails, which the board's own members get (their invite form leaves them out).
    expect(seen.included.filter((r) => r.type === 'users').map((r) => r.attributes.email)).toEqual([undefined])
    const mine = (await call('GET', `/collections/${pub}`, owner.auth)).json() as CollectionDocument
    expect(mine.included.filter((r) => r.type === 'users').map((r) => r.attributes.email)).toEqual([owner.email])

    expectError(
      await call('POST', `/collections/${id}/invite`, siteAuthorization, { email: 'a@example.com' }),
      401,
      SIGN_IN_REQUIRED_DETAIL,
    )
    expectError(await call('PUT', `/collections/${id}/accept_invite`, siteAuthorization, { given: code }), 401)
    expectError(await call('DELETE', `/collections/${id}/members/${owner.id}`, siteAuthorization), 401)
    // The site token left the invitation unspent.
    expect((await accept(id, stranger, code)).statusCode).toBe(200)
  })
})

describe('removing members', () => {
  it('lets the owner remove a collaborator, a collaborator only leave, and nobody remove the owner', async () => {
    const id = await create(owner, { name: 'Members' })
    expect((await accept(id, invitee, await invite(id, owner, invitee.email))).statusCode).toBe(200)
    expect((await accept(id, other, await invite(id, owner, other.email))).statusCode).toBe(200)

    expectError(await call('DELETE', `/collections/${id}/members/${other.id}`, invitee.auth), 403, NOT_AUTHORIZED)
    expectError(await call('DELETE', `/collections/${id}/members/${owner.id}`, invitee.auth), 422, OWNER_NOT_REMOVABLE)
    expectError(await call('DELETE', `/collections/${id}/members/${owner.id}`, owner.auth), 422, OWNER_NOT_REMOVABLE)
    expectError(await call('DELETE', `/collections/${id}/members/${stranger.id}`, owner.auth), 404, MEMBER_NOT_FOUND)
    expectError(await call('DELETE', `/collections/${id}/members/abc`, owner.auth), 404, MEMBER_NOT_FOUND)

    // A collaborator leaves.
    expect((await call('DELETE', `/collections/${id}/members/${invitee.id}`, invitee.auth)).statusCode).toBe(204)
    expectError(await call('GET', `/collections/${id}`, invitee.auth), 404, NOT_FOUND)
    // The owner removes the other.
    expect((await call('DELETE', `/collections/${id}/members/${other.id}`, owner.auth)).statusCode).toBe(204)
    const doc = (await call('GET', `/collections/${id}`, owner.auth)).json() as CollectionDocument
    expect(doc.data.relationships.collaborators?.data).toEqual([])
  })
})

describe('the invitation e-mail job', () => {
  it('mails the join link once, even when the job runs again with the same id', async () => {
    const id = await create(owner, { name: 'Mailed' })
    const code = await invite(id, owner, 'mailed@example.com')
    const mailer = outboxMailer(t.db)
    const handlers = invitationMailHandlers({ db: t.db, mailer })
    const claimed = await runDueJobs(t.db, handlers, {
      workerId: 'test',
      limit: 100,
      leaseMs: 60_000,
      backoff: { baseMs: 1000, maxMs: 1000 },
      log: silent,
    })
    expect(claimed).toBeGreaterThan(0)
    const outbox = () =>
      t.db.selectFrom('outbox_messages').selectAll().where('to_address', '=', 'mailed@example.com').execute()
    const [message, ...more] = await outbox()
    expect(more).toEqual([])
    expect(message?.subject).toBe("You're invited to a collection on Test Realty")
    expect(message?.text_body).toContain('Olive invited you to join the collection "Mailed" on Test Realty')
    expect(message?.text_body).toContain(`/app/join/collection/${id}/${code}`)
    // The plain code left the job's payload once sent.
    const job = await t.db
      .selectFrom('jobs')
      .select(['id', 'payload', 'done_at'])
      .where(sql`payload->>'invitation_id'`, 'is not', null)
      .where('id', '=', Number(message?.message_id?.match(/^<job-(\d+)@/)?.[1]))
      .executeTakeFirstOrThrow()
    expect(job.done_at).not.toBeNull()
    expect(job.payload).not.toHaveProperty('code')

    // Killed after sending but before recording: the same job (same id, code still in its
    // payload) runs again, and the outbox keeps the one message.
    const send = handlers[INVITATION_MAIL_JOB]
    if (!send) throw new Error('no invitation-mail handler')
    const rerun = { id: job.id, kind: INVITATION_MAIL_JOB, attempt: 2, maxAttempts: 5 }
    await send({ ...rerun, payload: { ...(job.payload as object), code } } as never)
    await send({ ...rerun, payload: { ...(job.payload as object), code } } as never)
    expect(await outbox()).toHaveLength(1)
  })

  it('is sent by the worker the app starts when IDX_JOB_WORKER=1, which stops with the app', async () => {
    const live = await buildTestApp(t.db, {}, { IDX_JOB_WORKER: '1', IDX_JOB_POLL_MS: '20' })
    try {
      const id = await create(owner, { name: 'Worked' })
      const res = await live.inject({
        method: 'POST',
        url: `/api/v3/collections/${id}/invite`,
        headers: owner.auth,
        payload: { email: 'worked@example.com' },
      })
      expect(res.statusCode, res.body).toBe(201)
      const sent = () =>
        t.db.selectFrom('outbox_messages').select('text_body').where('to_address', '=', 'worked@example.com')
      // Waits for the worker's send itself (a short poll of the condition, never a fixed wait).
      while ((await sent().execute()).length === 0) await new Promise((resolve) => setTimeout(resolve, 20))
      expect((await sent().execute()).map((row) => row.text_body.includes(`/app/join/collection/${id}/`))).toEqual([
        true,
      ])
    } finally {
      await live.close()
    }
  })
})

describe('limits on invitations', () => {
  const invitationJobs = async () =>
    Number(
      (
        await t.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('kind', '=', INVITATION_MAIL_JOB)
          .executeTakeFirstOrThrow()
      ).count,
    )
  const tryInvite = (id: string, who: Person, email: string) =>
    call('POST', `/collections/${id}/invite`, who.auth, { email })
  const withdraw = (id: string, who: Person, email: string) =>
    call('DELETE', `/collections/${id}/uninvite`, who.auth, { email })

  it('stops a new account relaying a phishing text: 429 past the hourly limit, and mails without the text', async () => {
    const spammer = await person('Your account is locked. Verify at https://evil.example/login')
    const id = await create(spammer, { name: 'Dream homes' })
    const before = await invitationJobs()
    for (let i = 0; i < INVITATIONS_PER_HOUR; i += 1) await invite(id, spammer, `stranger${i}@example.com`)
    const refused = await tryInvite(id, spammer, 'stranger-past-the-limit@example.com')
    expectError(refused, 429)
    const [error] = (refused.json() as { errors: { detail: string }[] }).errors
    expect(error?.detail).toMatch(
      /^You have sent 20 invitations in the last hour, the most allowed\. You can invite more in (59 minutes|1 hour)\.$/,
    )
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    // Nothing is left of the refused one: no job, no invitation.
    expect(await invitationJobs()).toBe(before + INVITATIONS_PER_HOUR)
    const invited = await t.db
      .selectFrom('collection_invitations')
      .select('email')
      .where('collection_id', '=', Number(id))
      .execute()
    expect(invited.map((row) => row.email)).not.toContain('stranger-past-the-limit@example.com')
    // Another board does not start a new count.
    expectError(await tryInvite(await create(spammer, { name: 'More' }), spammer, 'other@example.com'), 429)

    const mailer = outboxMailer(t.db)
    await runDueJobs(t.db, invitationMailHandlers({ db: t.db, mailer }), {
      workerId: 'test',
      limit: 100,
      leaseMs: 60_000,
      backoff: { baseMs: 1000, maxMs: 1000 },
      log: silent,
    })
    const mails = await t.db
      .selectFrom('outbox_messages')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', 'like', 'stranger%@example.com')
      .execute()
    expect(mails).toHaveLength(INVITATIONS_PER_HOUR)
    for (const mail of mails) {
      expect(mail.subject).toBe("You're invited to a collection on Test Realty")
      expect(mail.text_body).toContain('A member of Test Realty invited you to join the collection "Dream homes"')
      for (const part of [mail.subject, mail.text_body, mail.html_body]) {
        expect(part).not.toContain('evil.example')
        expect(part).not.toContain('locked')
      }
    }
  })

  it('counts withdrawn invitations: withdrawing and inviting again does not reset the hourly count', async () => {
    const sender = await person('Wanda')
    const helper = await person('Hal')
    const id = await create(sender, { name: 'Withdrawn' })
    expect((await accept(id, helper, await invite(id, sender, helper.email))).statusCode).toBe(200)
    for (let i = 1; i < INVITATIONS_PER_HOUR; i += 1) {
      await invite(id, sender, 'again@example.com')
      expect((await withdraw(id, sender, 'again@example.com')).statusCode).toBe(204)
    }
    const before = await invitationJobs()
    const refused = await tryInvite(id, sender, 'again@example.com')
    expectError(refused, 429)
    expect(refused.headers['retry-after']).toMatch(/^\d+$/)
    expect(await invitationJobs()).toBe(before)
    // The limit is the sender's: another member of the board still invites.
    await invite(id, helper, 'again@example.com')
  })

  it('holds a user to the daily limit, waiting until the oldest send of the day is a day old', async () => {
    const sender = await person('Dora')
    const id = await create(sender, { name: 'Daily' })
    // Sent earlier today, spread so no hour holds INVITATIONS_PER_HOUR: 23 h, 22 h, … ago.
    await t.db
      .insertInto('invitation_sends')
      .values(
        Array.from({ length: INVITATIONS_PER_DAY }, (_, i) => ({
          invited_by: Number(sender.id),
          created_at: sql<Date>`now() - make_interval(mins => ${23 * 60 - (i % 23) * 60})`,
        })),
      )
      .execute()
    const refused = await tryInvite(id, sender, 'daily@example.com')
    expectError(refused, 429)
    expect((refused.json() as { errors: { detail: string }[] }).errors[0]?.detail).toBe(
      'You have sent 50 invitations in the last 24 hours, the most allowed. You can invite more in 1 hour.',
    )
    expect(Number(refused.headers['retry-after'])).toBe(3600)
    // Once the day has passed, the user invites again.
    await t.db
      .updateTable('invitation_sends')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('invited_by', '=', Number(sender.id))
      .execute()
    await invite(id, sender, 'daily@example.com')
  })

  it('takes no more invitations on a collection with the most pending, until some are withdrawn', async () => {
    const sender = await person('Penny')
    const id = await create(sender, { name: 'Crowded' })
    for (let i = 0; i < PENDING_INVITATIONS_PER_COLLECTION; i += 1) {
      await insertInvitation(t.db, {
        collectionId: Number(id),
        email: `pending${i}@example.com`,
        invitedBy: Number(sender.id),
        codeHash: `crowded-${i}`,
      })
    }
    const before = await invitationJobs()
    const refused = await tryInvite(id, sender, 'one-more@example.com')
    expectError(
      refused,
      422,
      'This collection already has 50 pending invitations, the most it may have. ' +
        'Withdraw some that have not been accepted before inviting more.',
    )
    expect((refused.json() as { errors: { source?: { pointer: string } }[] }).errors[0]?.source).toEqual({
      pointer: '/email',
    })
    expect(refused.headers['retry-after']).toBeUndefined()
    expect(await invitationJobs()).toBe(before)
    // Expired invitations are not pending.
    await t.db
      .updateTable('collection_invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('email', '=', 'pending0@example.com')
      .execute()
    await invite(id, sender, 'one-more@example.com')
    expectError(await tryInvite(id, sender, 'two-more@example.com'), 422)
    expect((await withdraw(id, sender, 'pending1@example.com')).statusCode).toBe(204)
    await invite(id, sender, 'two-more@example.com')
  })
})
