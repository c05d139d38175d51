import { describe, expect, it } from 'vitest'
import { CODE_SECONDS, issueCode } from '../src/auth/one-time-codes.js'
import { hashPassword } from '../src/auth/passwords.js'
import { encodeMagicAuth, magicLinkUrl, redeemMagicLink } from '../src/oauth/magic-link.js'
import { createUser, type UserRow } from '../src/users/users.repository.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_ID, OTHER_SITE_TOKEN } from './helpers/platform-app.js'
import { freshAddress, linkIn, magicAuthOf, oauthCall, outboxFor } from './helpers/registration-requests.js'
import { withTestApp } from './helpers/test-app.js'

const ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000']
const SSO = {
  idp: 'okta',
  issuer: 'https://sso.broker.example/oauth2/default',
  client_id: 'okta-client-1',
  authorize_url: 'https://sso.broker.example/oauth2/default/v1/authorize',
  email_domains: ['Broker.example'],
}

let withPassword: UserRow
let linkOnly: UserRow
const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await db.updateTable('oauth_applications').set({ origins: ORIGINS }).where('id', '=', CLIENT_ID).execute()
    await db
      .updateTable('sites')
      .set({ sso: JSON.stringify(SSO) })
      .where('id', '=', SITE_ID)
      .execute()
    withPassword = await createUser(db, {
      siteId: SITE_ID,
      email: 'Pat@Example.com',
      firstName: 'Pat',
      passwordHash: await hashPassword('a walk by the river'),
    })
    linkOnly = await createUser(db, { siteId: SITE_ID, email: 'lee@example.com', firstName: 'Lee' })
  },
})

const loginType = (email: unknown, options: Parameters<typeof oauthCall>[2] & { commit?: string } = {}) =>
  oauthCall(t.app, '/oauth/login_type', {
    body: { oauth: { email }, ...(options.commit ? { commit: options.commit } : {}) },
    ...options,
  })

async function newestLinkTo(email: string): Promise<URL> {
  const [mail] = await outboxFor(t.app, email)
  if (!mail) throw new Error(`no mail to ${email}`)
  return linkIn(mail.text)
}

describe('POST /oauth/login_type', () => {
  it('answers 200 is_sso false for an account with a password, whatever the case of the address', async () => {
    const res = await loginType('pat@EXAMPLE.com')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ is_sso: false })
  })

  it('answers 404 with the field message when no account has the address', async () => {
    const res = await loginType('nobody@example.com')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ is_sso: false, errors: { email: ['has no account yet'] } })
  })

  it("answers is_sso with the provider for the site's SSO e-mail domains, account or not", async () => {
    const res = await loginType('someone@broker.EXAMPLE')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      is_sso: true,
      sso: { idp: 'okta', client_id: 'okta-client-1', authorize_url: SSO.authorize_url, issuer: SSO.issuer },
    })
  })

  it('answers 422 for an address that is not one', async () => {
    const res = await loginType('lee@example')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ success: false, is_sso: false, errors: { email: ['is invalid'] } })
    expect((await loginType('')).json().errors).toEqual({ email: ["can't be blank"] })
  })

  it('refuses a missing oauth object, and a wrong site token', async () => {
    const missing = await oauthCall(t.app, '/oauth/login_type', { body: { email: 'lee@example.com' } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toBe('invalid_request')
    const wrong = await oauthCall(t.app, '/oauth/login_type', {
      body: { oauth: { email: 'lee@example.com' } },
      token: OTHER_SITE_TOKEN,
    })
    expect(wrong.statusCode).toBe(401)
  })

  it('sends a magic link (202) to an account without a password, to the Origin it came from', async () => {
    const res = await loginType('lee@example.com', { origin: 'http://localhost:3000' })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ is_sso: false, magic_link_sent: true })
    const [mail] = await outboxFor(t.app, 'lee@example.com')
    expect(mail?.subject).toBe('Your sign-in link for Test Realty')
    expect(mail?.text).toContain('expires in 15 minutes')
    expect(mail?.text).toContain('you can ignore this e-mail')
    const link = linkIn(mail?.text ?? '')
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/app/')
    expect(mail?.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`)
    const credentials = magicAuthOf(link)
    expect(credentials).toEqual({ email: 'lee@example.com', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
    expect((await redeemMagicLink(t.db, { siteId: SITE_ID, ...credentials }))?.id).toBe(linkOnly.id)
  })

  it('sends a magic link to an account with a password when commit is "magic"', async () => {
    const res = await loginType('pat@example.com', { commit: 'magic' })
    expect(res.statusCode).toBe(202)
    const link = await newestLinkTo('pat@example.com')
    const credentials = magicAuthOf(link)
    expect(credentials.email).toBe('Pat@Example.com')
    expect((await redeemMagicLink(t.db, { siteId: SITE_ID, ...credentials }))?.id).toBe(withPassword.id)
  })

  it("points links at the client's first registered origin when the Origin is not registered", async () => {
    await loginType('lee@example.com', { origin: 'https://evil.example' })
    expect((await newestLinkTo('lee@example.com')).origin).toBe('http://127.0.0.1:3000')
  })

  it("points links at the site's domain when the client has no registered origin", async () => {
    await createUser(t.db, { siteId: OTHER_SITE_ID, email: 'kim@example.com' })
    const res = await loginType('kim@example.com', {
      clientId: 'other-client',
      token: OTHER_SITE_TOKEN,
      origin: 'http://localhost:3000',
    })
    expect(res.statusCode).toBe(202)
    expect((await newestLinkTo('kim@example.com')).origin).toBe('https://other-homes.example')
  })

  it('sends at most 5 links to one account in 15 minutes, from any address (429 with Retry-After)', async () => {
    const user = await createUser(t.db, { siteId: SITE_ID, email: 'flooded@example.com' })
    for (let i = 0; i < 5; i += 1) expect((await loginType(user.email)).statusCode).toBe(202)
    const refused = await loginType(user.email)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await outboxFor(t.app, user.email)).toHaveLength(5)
  })

  it('throttles one address after 100 sign-in calls in 15 minutes', async () => {
    const ip = freshAddress()
    for (let i = 0; i < 100; i += 1) await loginType('nobody@example.com', { ip })
    const refused = await loginType('pat@example.com', { ip })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toMatch(/^[0-9]+$/)
  })
})

describe('the e-mailed link end to end', () => {
  it('signs in once through the urn:idx:magic-link grant; the link replayed is refused', async () => {
    const user = await createUser(t.db, { siteId: SITE_ID, email: 'end-to-end@example.com', firstName: 'Eve' })
    expect((await loginType(user.email)).statusCode).toBe(202)
    const credentials = magicAuthOf(await newestLinkTo(user.email))
    const grant = () =>
      t.app.inject({
        method: 'POST',
        url: `/oauth/token?client_id=${CLIENT_ID}`,
        payload: { grant_type: 'urn:idx:magic-link', client_id: CLIENT_ID, ...credentials },
        remoteAddress: freshAddress(),
      })
    const first = await grant()
    expect(first.statusCode, first.body).toBe(200)
    const { access_token: accessToken } = first.json() as { access_token: string }
    const site = await t.app.inject({
      url: '/api/v3/site?me=true',
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(site.statusCode).toBe(200)
    const replay = await grant()
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toMatchObject({ success: false, error: 'invalid_grant' })
  })
})

describe('redeemMagicLink', () => {
  const issue = (user: UserRow, now?: Date) =>
    issueCode(t.db, { kind: 'magic_link', siteId: SITE_ID, userId: user.id, clientId: CLIENT_ID }, now)

  it('gives the user once: a link replayed is refused', async () => {
    const token = await issue(linkOnly)
    expect((await redeemMagicLink(t.db, { siteId: SITE_ID, email: 'LEE@example.com', token }))?.id).toBe(linkOnly.id)
    expect(await redeemMagicLink(t.db, { siteId: SITE_ID, email: 'lee@example.com', token })).toBeUndefined()
  })

  it('lives 15 minutes', async () => {
    expect(CODE_SECONDS.magic_link).toBe(15 * 60)
    const issuedAt = new Date(Date.now() - 15 * 60 * 1000 - 1000)
    const expired = await issue(linkOnly, issuedAt)
    expect(await redeemMagicLink(t.db, { siteId: SITE_ID, email: 'lee@example.com', token: expired })).toBeUndefined()
    const fresh = await issue(linkOnly, new Date(Date.now() - 14 * 60 * 1000))
    expect(await redeemMagicLink(t.db, { siteId: SITE_ID, email: 'lee@example.com', token: fresh })).toBeDefined()
  })

  it('refuses a token with another e-mail, and spends it', async () => {
    const token = await issue(linkOnly)
    expect(await redeemMagicLink(t.db, { siteId: SITE_ID, email: 'pat@example.com', token })).toBeUndefined()
    expect(await redeemMagicLink(t.db, { siteId: SITE_ID, email: 'lee@example.com', token })).toBeUndefined()
  })

  it('refuses a token on another site, a made-up token and a reset code', async () => {
    const token = await issue(linkOnly)
    expect(await redeemMagicLink(t.db, { siteId: OTHER_SITE_ID, email: 'lee@example.com', token })).toBeUndefined()
    expect(
      await redeemMagicLink(t.db, { siteId: SITE_ID, email: 'lee@example.com', token: `${token}x` }),
    ).toBeUndefined()
    const reset = await issueCode(t.db, {
      kind: 'password_reset',
      siteId: SITE_ID,
      userId: linkOnly.id,
      clientId: CLIENT_ID,
    })
    expect(await redeemMagicLink(t.db, { siteId: SITE_ID, email: 'lee@example.com', token: reset })).toBeUndefined()
  })
})

describe('magic link format', () => {
  it('is the app root with magic_auth = base64 of JSON {email, token}, percent-encoded', () => {
    expect(encodeMagicAuth('a@b.co', 't')).toBe('eyJlbWFpbCI6ImFAYi5jbyIsInRva2VuIjoidCJ9')
    const url = new URL(magicLinkUrl('http://127.0.0.1:3000', 'ü+?@b.co', 'tok'))
    expect(url.pathname).toBe('/app/')
    expect(JSON.parse(Buffer.from(url.searchParams.get('magic_auth') ?? '', 'base64').toString('utf8'))).toEqual({
      email: 'ü+?@b.co',
      token: 'tok',
    })
  })
})
