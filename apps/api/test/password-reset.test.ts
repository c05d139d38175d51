import type { KyselyPlugin } from 'kysely'
import { describe, expect, it } from 'vitest'
import { CODE_SECONDS, issueCode } from '../src/auth/one-time-codes.js'
import { COMMON_PASSWORD_MESSAGE, hashPassword, verifyPassword } from '../src/auth/passwords.js'
import { startSession } from '../src/auth/tokens.js'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config/server-config.js'
import { afterReplyWorkSettled } from '../src/mail/background-sends.js'
import type { MailMessage } from '../src/mail/mailer.js'
import { createUser, findUserById, type UserRow } from '../src/users/users.repository.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_ID, OTHER_SITE_TOKEN } from './helpers/platform-app.js'
import { freshAddress, linkIn, oauthCall, outboxFor } from './helpers/registration-requests.js'
import { withTestApp } from './helpers/test-app.js'

let pat: UserRow
const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await db
      .updateTable('oauth_applications')
      .set({ origins: ['http://127.0.0.1:3000'] })
      .where('id', '=', CLIENT_ID)
      .execute()
    await db
      .updateTable('sites')
      .set({
        sso: JSON.stringify({
          idp: 'okta',
          issuer: 'https://sso.broker.example',
          client_id: 'okta',
          authorize_url: 'https://sso.broker.example/authorize',
          email_domains: ['broker.example'],
        }),
      })
      .where('id', '=', SITE_ID)
      .execute()
    pat = await createUser(db, {
      siteId: SITE_ID,
      email: 'pat@example.com',
      firstName: 'Pat',
      passwordHash: await hashPassword('the old password'),
    })
  },
})

const requestReset = (email: unknown, options: Parameters<typeof oauthCall>[2] = {}) =>
  oauthCall(t.app, '/oauth/session/password.json', { body: { oauth: { email } }, ...options })

const reset = (oauth: Record<string, unknown>, options: Parameters<typeof oauthCall>[2] = {}) =>
  oauthCall(t.app, '/oauth/session/password.json', { method: 'PUT', body: { oauth }, ...options })

const newUser = async (email: string) =>
  createUser(t.db, { siteId: SITE_ID, email, passwordHash: await hashPassword('the old password') })

const resetCode = (user: UserRow, now?: Date) =>
  issueCode(t.db, { kind: 'password_reset', siteId: SITE_ID, userId: user.id, clientId: CLIENT_ID }, now)

/** What a client can observe of an answer: status, body and headers, without the per-request ones. */
function observable(res: Awaited<ReturnType<typeof oauthCall>>) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers
  return { status: res.statusCode, body: res.body, headers }
}

/** A mailer whose sends wait until `release()`: shows whether a route waits for its e-mail. */
function blockingMailer() {
  let released = false
  let waiting: (() => void)[] = []
  let markStarted: () => void = () => undefined
  const started = new Promise<void>((resolve) => {
    markStarted = resolve
  })
  const mailer = {
    sent: [] as MailMessage[],
    started,
    onSend: () => {},
    pending: () => waiting.length,
    release() {
      released = true
      for (const resume of waiting) resume()
      waiting = []
    },
    async send(message: MailMessage) {
      mailer.onSend()
      markStarted()
      if (!released) await new Promise<void>((resolve) => waiting.push(resolve))
      mailer.sent.push(message)
    },
    async close() {},
  }
  return mailer
}

describe('POST /oauth/session/password.json (ask for a reset)', () => {
  it('answers the same for an address with an account and one without, and mails only the account', async () => {
    const known = await requestReset('PAT@example.com')
    const unknown = await requestReset('nobody@example.com')
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual({ success: true })
    expect(observable(unknown)).toEqual(observable(known))
    expect(await outboxFor(t.app, 'nobody@example.com')).toEqual([])
    const [mail] = await outboxFor(t.app, 'pat@example.com')
    expect(mail?.subject).toBe('Reset your Test Realty password')
    expect(mail?.text).toContain('expires in 15 minutes')
    expect(mail?.text).toContain('you can ignore this e-mail')
    const link = linkIn(mail?.text ?? '')
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:3000/app/forgot-password')
    expect(link.searchParams.get('reset_token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('answers before looking the address up or mailing, so nothing in the answer depends on the account', async () => {
    // Speed belongs in benchmarks, not timed tests: this proves the order of events instead. The
    // mailer holds every send until released; if the route waited for the lookup or the e-mail,
    // either would happen before the answer had gone.
    const mailer = blockingMailer()
    const events: string[] = []
    const watchUsersTable: KyselyPlugin = {
      transformQuery({ node }) {
        if (JSON.stringify(node).includes('"name":"users"')) events.push('users read')
        return node
      },
      transformResult: async ({ result }) => result,
    }
    const isolated = await buildApp(
      { ...readConfig({}), idxAppDir: null, storybookDir: null },
      { db: t.db.withPlugin(watchUsersTable), mailer },
    )
    isolated.addHook('onResponse', async () => {
      events.push('answered')
    })
    mailer.onSend = () => events.push('send started')
    try {
      const user = await newUser('ordered@example.com')
      const knownAnswer = oauthCall(isolated, '/oauth/session/password.json', {
        body: { oauth: { email: user.email } },
      })
      await mailer.started
      // The answer had gone before the account was looked up, and the send is still held now.
      expect(events).toEqual(['answered', 'users read', 'send started'])
      expect(mailer.pending()).toBe(1)
      const known = await knownAnswer
      const unknown = await oauthCall(isolated, '/oauth/session/password.json', {
        body: { oauth: { email: 'nobody-ordered@example.com' } },
      })
      expect(known.statusCode).toBe(200)
      expect(known.json()).toEqual({ success: true })
      expect(observable(unknown)).toEqual(observable(known))
      mailer.release()
      await afterReplyWorkSettled()
      expect(mailer.sent.map((message) => message.to)).toEqual([user.email])
    } finally {
      mailer.release()
      await isolated.close()
    }
  })

  it('sends no reset link to an address of the single sign-on domain', async () => {
    await newUser('sam@broker.example')
    const res = await requestReset('sam@broker.example')
    expect(res.statusCode).toBe(200)
    expect(await outboxFor(t.app, 'sam@broker.example')).toEqual([])
  })

  it('answers 422 for an address that is not one, and 400 without the oauth object', async () => {
    const invalid = await requestReset('pat@')
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json()).toEqual({ success: false, errors: { email: ['is invalid'] } })
    const missing = await oauthCall(t.app, '/oauth/session/password.json', { body: {} })
    expect(missing.statusCode).toBe(400)
  })

  it("refuses a wrong site token and another site's client", async () => {
    expect((await requestReset('pat@example.com', { token: 'nope' })).statusCode).toBe(401)
    expect((await requestReset('pat@example.com', { clientId: 'other-client' })).statusCode).toBe(401)
  })

  it('sends at most 5 reset mails per address in 15 minutes, and says 429 alike with or without an account', async () => {
    const user = await newUser('often@example.com')
    for (let i = 0; i < 5; i += 1) expect((await requestReset(user.email)).statusCode).toBe(200)
    for (let i = 0; i < 5; i += 1) await requestReset('nobody-often@example.com')
    const known = await requestReset(user.email)
    const unknown = await requestReset('nobody-often@example.com')
    expect(known.statusCode).toBe(429)
    expect(observable(unknown)).toEqual(observable(known))
    expect(await outboxFor(t.app, user.email)).toHaveLength(5)
  })
})

describe('PUT /oauth/session/password.json (set the new password)', () => {
  it('sets the password from the e-mailed link, ends every session, and uses the code once', async () => {
    const user = await newUser('reset-me@example.com')
    const session = await startSession(t.db, {
      userId: user.id,
      siteId: SITE_ID,
      clientId: CLIENT_ID,
      scopes: ['read', 'write'],
    })
    await requestReset(user.email)
    const [mail] = await outboxFor(t.app, user.email)
    const token = linkIn(mail?.text ?? '').searchParams.get('reset_token')
    const res = await reset({
      reset_token: token,
      password: 'a brand new phrase',
      password_confirmation: 'a brand new phrase',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true })
    const stored = await findUserById(t.db, user.id)
    expect(await verifyPassword(stored?.password_hash ?? null, 'a brand new phrase')).toBe(true)
    expect(await verifyPassword(stored?.password_hash ?? null, 'the old password')).toBe(false)
    expect(stored?.password_changed_at).not.toBeNull()
    const sessions = await t.db
      .selectFrom('auth_sessions')
      .select('revoked_at')
      .where('user_id', '=', user.id)
      .execute()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.revoked_at).not.toBeNull()
    const signedIn = await t.app.inject({
      url: '/api/v3/site?me=true',
      headers: { authorization: `Bearer ${session.access_token}` },
    })
    expect(signedIn.statusCode).toBe(401)

    const passwordGrant = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/oauth/token?client_id=${CLIENT_ID}`,
        payload: { grant_type: 'password', client_id: CLIENT_ID, email: user.email, password },
        remoteAddress: freshAddress(),
      })
    expect((await passwordGrant('a brand new phrase')).statusCode).toBe(200)
    expect((await passwordGrant('the old password')).statusCode).toBe(400)

    const again = await reset({ reset_token: token, password: 'another new phrase' })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({ success: false, errors: { reset_token: ['is invalid or has expired'] } })
  })

  it('refuses a code past its 15 minutes', async () => {
    expect(CODE_SECONDS.password_reset).toBe(15 * 60)
    const user = await newUser('late@example.com')
    const expired = await resetCode(user, new Date(Date.now() - 16 * 60 * 1000))
    const res = await reset({ reset_token: expired, password: 'a brand new phrase' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ reset_token: ['is invalid or has expired'] })
    // And one whose expiry the database says has just passed.
    const token = await resetCode(user)
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute()
    expect((await reset({ reset_token: token, password: 'a brand new phrase' })).statusCode).toBe(422)
  })

  it('keeps the code usable when the new password is refused', async () => {
    const user = await newUser('picky@example.com')
    const token = await resetCode(user)
    const common = await reset({ reset_token: token, password: 'iloveyou' })
    expect(common.statusCode).toBe(422)
    expect(common.json().errors).toEqual({ password: [COMMON_PASSWORD_MESSAGE] })
    const mismatch = await reset({
      reset_token: token,
      password: 'a brand new phrase',
      password_confirmation: 'a brand new phrasE',
    })
    expect(mismatch.json().errors).toEqual({ password_confirmation: ["doesn't match Password"] })
    expect((await reset({ reset_token: token, password: 'a brand new phrase' })).statusCode).toBe(200)
  })

  it('spends the other reset codes of the user once one is used', async () => {
    const user = await newUser('twice@example.com')
    const first = await resetCode(user)
    const second = await resetCode(user)
    expect((await reset({ reset_token: second, password: 'a brand new phrase' })).statusCode).toBe(200)
    expect((await reset({ reset_token: first, password: 'another new phrase' })).statusCode).toBe(422)
  })

  it("refuses another site's code, a magic-link code, a made-up one and none", async () => {
    const other = await createUser(t.db, { siteId: OTHER_SITE_ID, email: 'pat@example.com' })
    const otherCode = await issueCode(t.db, {
      kind: 'password_reset',
      siteId: OTHER_SITE_ID,
      userId: other.id,
      clientId: 'other-client',
    })
    const magic = await issueCode(t.db, {
      kind: 'magic_link',
      siteId: SITE_ID,
      userId: pat.id,
      clientId: CLIENT_ID,
    })
    for (const token of [otherCode, magic, 'made-up', '']) {
      const res = await reset({ reset_token: token, password: 'a brand new phrase' })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.reset_token).toEqual(['is invalid or has expired'])
    }
    const none = await reset({ password: 'a brand new phrase' })
    expect(none.json().errors).toEqual({ reset_token: ['is invalid or has expired'] })
    // The other site's code still works there.
    const there = await reset(
      { reset_token: otherCode, password: 'a brand new phrase' },
      { clientId: 'other-client', token: OTHER_SITE_TOKEN },
    )
    expect(there.statusCode).toBe(200)
  })

  it('answers 400 for malformed JSON and 401 for a wrong token', async () => {
    const malformed = await oauthCall(t.app, '/oauth/session/password.json', { method: 'PUT', payload: '{"oauth":' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ success: false, error: 'invalid_request' })
    expect((await reset({ reset_token: 'x', password: 'y' }, { token: null })).statusCode).toBe(401)
  })

  it('throttles one address before checking codes or hashing', async () => {
    const ip = freshAddress()
    for (let i = 0; i < 100; i += 1) await reset({ reset_token: `guess-${i}`, password: 'a brand new phrase' }, { ip })
    const refused = await reset({ reset_token: 'guess', password: 'a brand new phrase' }, { ip })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toMatch(/^[0-9]+$/)
  })
})
