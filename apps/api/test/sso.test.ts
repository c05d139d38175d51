import { Writable } from 'node:stream'
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { THROTTLE_RULES, throttleKey } from '../src/auth/throttle-rules.js'
import type { SiteSso } from '../src/config/sso-setting.js'
import { createUser } from '../src/users/users.repository.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { startOidcProvider, type RunningOidcProvider } from '../../../tooling/sso/oidc-provider.js'
import { buildTestApp, insertOtherSite } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Single sign-on against a real OpenID Connect provider on loopback: its discovery document, its
// published keys, ID tokens and JWT access tokens it issued after a real login with PKCE.

const SSO_CLIENT_ID = 'idx-sso-client'
const REDIRECT_URI = 'http://127.0.0.1:3000/app/sso/sign_in'

let oidc: RunningOidcProvider
let sso: SiteSso

// Registered before withTestApp: the provider starts before the seed names its issuer, and stops after the app.
beforeAll(async () => {
  oidc = await startOidcProvider({ clientId: SSO_CLIENT_ID, redirectUris: [REDIRECT_URI] })
})
afterAll(async () => {
  await oidc?.close()
})

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    sso = {
      idp: 'okta',
      issuer: oidc.issuer,
      client_id: SSO_CLIENT_ID,
      audience: oidc.accessTokenAudience,
      authorize_url: oidc.authorizeUrl,
      email_domains: ['sso.example'],
    }
    await setSso(sso)
  },
})

async function setSso(value: SiteSso | null, siteId = SITE_ID) {
  await t.db
    .updateTable('sites')
    .set({ sso: value === null ? null : JSON.stringify(value) })
    .where('id', '=', siteId)
    .execute()
}

let address = 0
/** Each request from its own address unless told otherwise, so the per-address throttle stays out of the way. */
function exchange(accessToken: string | undefined, { clientId = CLIENT_ID, scope = 'read write', ip = '' } = {}) {
  const query = new URLSearchParams({ client_id: clientId, scope })
  if (accessToken !== undefined) query.set('access_token', accessToken)
  address += 1
  return t.app.inject({
    url: `/oauth/okta/token?${query}`,
    remoteAddress: ip || `10.9.${address >> 8}.${address & 255}`,
  })
}

function usersNamed(email: string) {
  return t.db.selectFrom('users').selectAll().where('email', '=', email).execute()
}

async function expectRefused(accessToken: string | undefined, description: RegExp, clientId = CLIENT_ID) {
  const res = await exchange(accessToken, { clientId })
  expect(res.statusCode, res.body).toBe(401)
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.json()).toEqual({
    success: false,
    error: 'invalid_token',
    error_description: expect.stringMatching(description),
  })
}

describe('GET /oauth/okta/token with tokens the provider issued', () => {
  it('exchanges a real ID token for an idx session and creates the user, marked as signed in by SSO', async () => {
    const { idToken } = await oidc.tokensFor('jane.doe')
    const res = await exchange(idToken)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const answer = res.json()
    expect(answer).toMatchObject({
      success: true,
      error: null,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'read write',
    })
    expect(answer.access_token).toMatch(/^idx_at_/)
    expect(answer.refresh_token).toMatch(/^idx_rt_/)

    const [user, ...others] = await usersNamed('jane.doe@sso.example')
    expect(others).toEqual([])
    expect(user).toMatchObject({ site_id: SITE_ID, sso_subject: 'jane.doe', password_hash: null })
    expect(user).toMatchObject({ first_name: 'Jane', last_name: 'Doe' })

    const me = await t.app.inject({
      url: '/api/v3/user?me=true',
      headers: { authorization: `Bearer ${answer.access_token}` },
    })
    expect(me.statusCode, me.body).toBe(200)
    expect(me.json().data.attributes).toMatchObject({ email: 'jane.doe@sso.example', sso: true, full_name: 'Jane Doe' })
  })

  it('reuses the user on the next sign-in, with a new session and new tokens', async () => {
    const [before] = await usersNamed('jane.doe@sso.example')
    const first = (await exchange((await oidc.tokensFor('jane.doe')).idToken)).json()
    const second = (await exchange((await oidc.tokensFor('jane.doe')).idToken)).json()
    expect(second.access_token).not.toBe(first.access_token)
    const users = await usersNamed('jane.doe@sso.example')
    expect(users.map((u) => u.id)).toEqual([before!.id])
    const sessions = await t.db
      .selectFrom('auth_sessions')
      .select(['sso', 'site_id', 'client_id'])
      .where('user_id', '=', before!.id)
      .execute()
    expect(sessions.length).toBe(3)
    expect(sessions.every((s) => s.sso && s.site_id === SITE_ID && s.client_id === CLIENT_ID)).toBe(true)
  })

  it("accepts the provider's JWT access token, whose e-mail is its subject as in Okta's", async () => {
    const { accessToken } = await oidc.tokensFor('sam.lee@sso.example')
    const res = await exchange(accessToken)
    expect(res.statusCode, res.body).toBe(200)
    expect(await usersNamed('sam.lee@sso.example')).toMatchObject([{ sso_subject: 'sam.lee@sso.example' }])
  })

  it('links an existing password account with the same e-mail instead of making a second one', async () => {
    const existing = await createUser(t.db, {
      siteId: SITE_ID,
      email: 'Pat.Kim@sso.example',
      firstName: 'Pat',
      passwordHash: 'x',
    })
    const res = await exchange((await oidc.tokensFor('pat.kim')).idToken)
    expect(res.statusCode, res.body).toBe(200)
    const rows = await t.db.selectFrom('users').selectAll().where('id', '=', existing.id).execute()
    expect(rows).toMatchObject([{ sso_subject: 'pat.kim', email: 'Pat.Kim@sso.example' }])
  })

  it('refuses a real ID token that names no e-mail (no email scope, a subject that is not an address)', async () => {
    const { idToken } = await oidc.tokensFor('bob', { scope: 'openid' })
    await expectRefused(idToken, /names no e-mail/)
    expect(await usersNamed('bob@sso.example')).toEqual([])
  })

  it('refuses a real token when the site trusts another client id and audience', async () => {
    const { idToken, accessToken } = await oidc.tokensFor('jane.doe')
    await setSso({ ...sso, client_id: 'another-app', audience: 'api://another' })
    try {
      await expectRefused(idToken, /not issued for this site/)
      await expectRefused(accessToken, /not issued for this site/)
    } finally {
      await setSso(sso)
    }
  })
})

describe('GET /oauth/okta/token with forged or unusable tokens', () => {
  it('refuses a token signed by another key, even one naming the provider key id', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    const now = Math.floor(Date.now() / 1000)
    for (const kid of ['idx-test-oidc-key', undefined]) {
      const forged = await new SignJWT({ email: 'mallory@sso.example' })
        .setProtectedHeader({ alg: 'RS256', ...(kid ? { kid } : {}) })
        .setIssuer(oidc.issuer)
        .setAudience(SSO_CLIENT_ID)
        .setSubject('mallory')
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(privateKey)
      await expectRefused(forged, /not signed by the site's identity provider/)
    }
    expect(await usersNamed('mallory@sso.example')).toEqual([])
  })

  it('refuses an unsigned token (alg none) and a string that is not a JWT', async () => {
    const unsigned = new UnsecuredJWT({ email: 'mallory@sso.example', sub: 'mallory' })
      .setIssuer(oidc.issuer)
      .setAudience(SSO_CLIENT_ID)
      .setExpirationTime('5m')
      .encode()
    await expectRefused(unsigned, /algorithm that is not accepted/)
    await expectRefused('not-a-jwt', /not a valid signed JWT/)
  })

  it("refuses a token with the provider's signature but another issuer", async () => {
    const token = await oidc.signToken({ iss: 'https://evil.example', sub: 'eve', email: 'eve@sso.example' })
    await expectRefused(token, /not issued by the site's identity provider/)
  })

  it('refuses an expired token, beyond the clock tolerance', async () => {
    const now = Math.floor(Date.now() / 1000)
    const token = await oidc.signToken({ sub: 'old', email: 'old@sso.example', iat: now - 4000, exp: now - 120 })
    await expectRefused(token, /expired/)
  })

  it('refuses a token without an expiry', async () => {
    const token = await oidc.signToken({ sub: 'forever', email: 'forever@sso.example', exp: undefined })
    await expectRefused(token, /exp/)
  })

  it("refuses an e-mail outside the site's SSO domains, and one the provider says is unverified", async () => {
    await expectRefused(
      await oidc.signToken({ sub: 'out', email: 'admin@test-realty.example' }),
      /outside the site's single sign-on domains/,
    )
    await expectRefused(
      await oidc.signToken({ sub: 'unverified', email: 'unverified@sso.example', email_verified: false }),
      /not verified/,
    )
  })

  it('refuses an e-mail already linked to another provider subject', async () => {
    await expectRefused(
      await oidc.signToken({ sub: 'someone-else', email: 'jane.doe@sso.example' }),
      /linked to another single sign-on identity/,
    )
  })

  it('refuses a missing or empty access_token', async () => {
    await expectRefused(undefined, /access_token is required/)
    await expectRefused('', /access_token is required/)
  })

  it('refuses on a site without single sign-on', async () => {
    const { idToken } = await oidc.tokensFor('jane.doe')
    await expectRefused(idToken, /no single sign-on provider/, 'other-client')
  })

  it('refuses when the provider cannot be reached', async () => {
    await setSso({ ...sso, issuer: 'http://127.0.0.1:1' })
    try {
      await expectRefused(await oidc.signToken({ sub: 'x', email: 'x@sso.example' }), /could not be reached/)
    } finally {
      await setSso(sso)
    }
  })

  it('answers an unknown client_id 401 invalid_client and a missing one 400', async () => {
    const unknown = await exchange('x', { clientId: 'nobody' })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toMatchObject({ success: false, error: 'invalid_client' })
    const missing = await t.app.inject('/oauth/okta/token?access_token=x')
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ success: false, error: 'invalid_request' })
  })

  it.each([
    ['access_token given twice', `client_id=${CLIENT_ID}&access_token=a&access_token=b`],
    ['client_id given twice', `client_id=${CLIENT_ID}&client_id=${CLIENT_ID}&access_token=a`],
    ['scope given twice', `client_id=${CLIENT_ID}&scope=read&scope=write&access_token=a`],
    ['a NUL byte in client_id', 'client_id=%00&access_token=a'],
  ])('answers %s 400 invalid_request in the OAuth shape, never a 500 with an internal message', async (_, query) => {
    address += 1
    const res = await t.app.inject({ url: `/oauth/okta/token?${query}`, remoteAddress: `10.8.0.${address & 255}` })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({ success: false, error: 'invalid_request', error_description: expect.any(String) })
    expect(res.body).not.toMatch(/FST_|serializ|required!/i)
  })

  it('answers a NUL byte in the provider token 401 invalid_token', async () => {
    await expectRefused('\u0000', /./)
  })
})

describe('scopes and throttling of GET /oauth/okta/token', () => {
  it('grants admin only to admins who ask for it', async () => {
    const asked = await exchange((await oidc.tokensFor('jane.doe')).idToken, { scope: 'read write admin' })
    expect(asked.statusCode).toBe(400)
    expect(asked.json()).toMatchObject({ success: false, error: 'invalid_scope' })
    const newcomer = await exchange((await oidc.tokensFor('new.comer')).idToken, { scope: 'read write admin' })
    expect(newcomer.json()).toMatchObject({ success: false, error: 'invalid_scope' })
    expect(await usersNamed('new.comer@sso.example')).toEqual([])

    await t.db.updateTable('users').set({ is_admin: true }).where('email', '=', 'sam.lee@sso.example').execute()
    const admin = await exchange((await oidc.tokensFor('sam.lee@sso.example')).idToken, { scope: 'read write admin' })
    expect(admin.statusCode, admin.body).toBe(200)
    expect(admin.json().scope).toBe('read write admin')
  })

  it('refuses an unknown scope before looking at the token', async () => {
    const res = await exchange('not-even-a-jwt', { scope: 'read delete' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, error: 'invalid_scope' })
  })

  it('never writes the provider token into the request log', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logged = await buildTestApp(t.db, { logger: { level: 'info', stream } })
    try {
      const { idToken } = await oidc.tokensFor('jane.doe')
      const query = new URLSearchParams({ client_id: CLIENT_ID, access_token: idToken })
      const res = await logged.inject({ url: `/oauth/okta/token?${query}`, remoteAddress: '10.5.5.5' })
      expect(res.statusCode).toBe(200)
      const log = lines.join('')
      expect(log).toContain('access_token=[redacted]')
      expect(log).not.toContain(idToken.split('.')[1]!)
      expect(log).not.toContain(res.json().access_token)
    } finally {
      await logged.close()
    }
  })

  it('answers 429 with Retry-After once an address is over its limit, before checking the token', async () => {
    const ip = '10.99.0.1'
    for (let i = 0; i < THROTTLE_RULES.address.limit; i += 1) {
      await t.app.throttle.hit(throttleKey.address(ip), THROTTLE_RULES.address)
    }
    const { idToken } = await oidc.tokensFor('jane.doe')
    const res = await exchange(idToken, { ip })
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json()).toMatchObject({ success: false, error: 'too_many_requests' })
    const elsewhere = await exchange(idToken)
    expect(elsewhere.statusCode).toBe(200)
  })
})
