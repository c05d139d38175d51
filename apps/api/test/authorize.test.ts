import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/auth/passwords.js'
import { issueAuthorizationCode } from '../src/oauth/authorize-code.js'
import { s256Challenge } from '../src/oauth/pkce.js'
import { createUser, type UserRow } from '../src/users/users.repository.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

let jane: UserRow
const PASSWORD = 'correct horse battery staple'
const REDIRECT_URI = 'http://127.0.0.1:3000/app/oauth/callback'
const ORIGIN = 'http://127.0.0.1:3000'
const SECOND_CLIENT = 'second-client'

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await db
      .updateTable('oauth_applications')
      .set({
        redirect_uris: [REDIRECT_URI, 'https://homes.example/cb?x=1'],
        origins: [ORIGIN, 'https://homes.example'],
      })
      .where('id', '=', CLIENT_ID)
      .execute()
    await db
      .insertInto('oauth_applications')
      .values({ id: SECOND_CLIENT, site_id: SITE_ID, name: 'Second', redirect_uris: [REDIRECT_URI], origins: [ORIGIN] })
      .execute()
    await db
      .updateTable('sites')
      .set({
        sso: JSON.stringify({
          idp: 'okta',
          issuer: 'https://idp.example',
          client_id: 'okta-client',
          authorize_url: 'https://idp.example/authorize',
          email_domains: ['test-realty.example'],
        }),
      })
      .where('id', '=', SITE_ID)
      .execute()
  },
})
beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD)
  jane = await createUser(t.db, { siteId: SITE_ID, email: 'jane@example.com', firstName: 'Jane', passwordHash })
  await createUser(t.db, { siteId: SITE_ID, email: 'owner@example.com', passwordHash })
})

const VERIFIER = randomBytes(48).toString('base64url') // 64 characters
const CHALLENGE = s256Challenge(VERIFIER)

function authorizeQuery(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const query: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    state: 'state-123',
    origin: ORIGIN,
    scope: 'read write',
    response_type: 'code',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...overrides,
  }
  return Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined))
}

function getAuthorize(overrides: Record<string, string | undefined> = {}) {
  return t.app.inject({ url: `/oauth/authorize?${new URLSearchParams(authorizeQuery(overrides))}` })
}

let addressCount = 0
function freshAddress(): string {
  addressCount += 1
  return `10.2.${Math.floor(addressCount / 250)}.${addressCount % 250}`
}

function postAuthorize(
  fields: Record<string, string>,
  options: { address?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/authorize',
    remoteAddress: options.address ?? freshAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams(fields).toString(),
  })
}

/** The hidden fields of a page's form, as a browser would post them. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  }
  return fields
}

/** Signs in through the popup and returns the redirect's code and state. */
async function signInThroughPopup(overrides: Record<string, string | undefined> = {}, email = 'jane@example.com') {
  const page = await getAuthorize(overrides)
  expect(page.statusCode, page.body).toBe(200)
  const res = await postAuthorize({ ...hiddenFields(page.body), email, password: PASSWORD })
  expect(res.statusCode, res.body).toBe(302)
  const location = new URL(res.headers.location as string)
  return { location, code: location.searchParams.get('code')!, state: location.searchParams.get('state') }
}

function exchange(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_verifier: VERIFIER,
      ...fields,
    }).toString(),
  })
}

describe('GET /oauth/authorize', () => {
  it('shows an accessible sign-in form for the site, carrying the checked parameters', async () => {
    const res = await getAuthorize()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = res.body
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Sign in to Test Realty</title>')
    expect(html).toContain('<h1>Sign in to Test Realty</h1>')
    expect(html).toMatch(
      /<label for="email">Email<\/label><input id="email" name="email" type="email" autocomplete="username" required/,
    )
    expect(html).toMatch(
      /<label for="password">Password<\/label><input id="password" name="password" type="password" autocomplete="current-password" required/,
    )
    expect(html).toContain('<button type="submit">Sign in</button>')
    expect(html).toContain('<form method="post" action="authorize">')
    expect(html).not.toMatch(/<script|<link|src=/)
    expect(hiddenFields(html)).toEqual(authorizeQuery())
  })

  it('forbids framing and limits scripts, styles and form targets', async () => {
    const res = await getAuthorize()
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain(`form-action 'self' ${ORIGIN}`)
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/)
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('escapes what it echoes, so a crafted state cannot inject markup', async () => {
    const state = '"><script>alert(1)</script>'
    const res = await getAuthorize({ state })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('<script>')
    expect(hiddenFields(res.body).state).toBe(state)
  })

  it.each([
    ['an unknown client_id', { client_id: 'no-such-client' }, 'client_id is not a registered application.'],
    ['no client_id', { client_id: undefined }, 'client_id is required.'],
    ['an unregistered redirect_uri', { redirect_uri: 'https://evil.example/cb' }, 'redirect_uri is not registered'],
    [
      'a redirect_uri extending a registered one',
      { redirect_uri: `${REDIRECT_URI}/../../evil` },
      'redirect_uri is not registered',
    ],
    [
      'a redirect_uri with an extra query',
      { redirect_uri: `${REDIRECT_URI}?next=https://evil.example` },
      'redirect_uri is not registered',
    ],
    ['a redirect_uri of another case', { redirect_uri: REDIRECT_URI.toUpperCase() }, 'redirect_uri is not registered'],
    ['no redirect_uri', { redirect_uri: undefined }, 'redirect_uri is required.'],
    ['an unregistered origin', { origin: 'https://evil.example' }, 'origin is not registered'],
    ['no origin', { origin: undefined }, 'origin is required.'],
  ])('answers %s with a 400 page and never redirects', async (_name, overrides, message) => {
    const res = await getAuthorize(overrides)
    expect(res.statusCode).toBe(400)
    expect(res.headers.location).toBeUndefined()
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('This sign-in link is not valid')
    expect(res.body).toContain(message)
    expect(res.body).not.toContain('<form')
    expect(res.body).not.toContain('evil.example')
  })

  it("refuses another site's client with this site's redirect URI", async () => {
    const res = await getAuthorize({ client_id: 'other-client' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('redirect_uri is not registered')
  })

  it.each([
    [
      'response_type token',
      { response_type: 'token' },
      ['unsupported_response_type', 'RFC 9700', "response_type 'code'"],
    ],
    ['no response_type', { response_type: undefined }, ['unsupported_response_type']],
    ['no code_challenge', { code_challenge: undefined }, ['code_challenge is required']],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, ['code_challenge_method must be S256']],
    ['a challenge that is not an S256 hash', { code_challenge: 'short' }, ['43 characters']],
    ['no state', { state: undefined }, ['state is required']],
    ['an unknown scope', { scope: 'read everything' }, ['invalid_scope', "'everything'"]],
    ['an unknown provider', { provider: 'myspace' }, ['Sign-in with myspace is not available on this site']],
    ["the site's own provider", { provider: 'okta' }, ['Sign-in with okta starts at this site', 'sso/sign_in']],
  ])('explains %s on a 400 page of the site, without redirecting', async (_name, overrides, texts) => {
    const res = await getAuthorize(overrides)
    expect(res.statusCode).toBe(400)
    expect(res.headers.location).toBeUndefined()
    expect(res.body).toContain('Sign-in is not available (Test Realty)')
    for (const text of texts) expect(res.body).toContain(text.replace(/'/g, '&#39;'))
    expect(res.body).not.toContain('<form')
  })

  it('answers a repeated parameter with a 400 page, not a 500', async () => {
    const res = await t.app.inject({ url: `/oauth/authorize?${new URLSearchParams(authorizeQuery())}&state=again` })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  })
})

describe('POST /oauth/authorize and the code exchange', () => {
  it('redirects to the redirect URI with a code and the state, and the code buys one session', async () => {
    const { location, code, state } = await signInThroughPopup()
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI)
    expect(state).toBe('state-123')
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const res = await exchange({ code })
    expect(res.statusCode, res.body).toBe(200)
    const tokens = res.json()
    expect(tokens).toMatchObject({ success: true, token_type: 'Bearer', scope: 'read write' })
    const me = await t.app.inject({
      url: '/api/v3/site?me=true',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(me.statusCode).toBe(200)
    const again = await exchange({ code })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toBe('invalid_grant')
  })

  it("keeps a registered redirect URI's own query", async () => {
    const { location } = await signInThroughPopup({
      redirect_uri: 'https://homes.example/cb?x=1',
      origin: 'https://homes.example',
    })
    expect(location.origin).toBe('https://homes.example')
    expect(location.searchParams.get('x')).toBe('1')
    expect(location.searchParams.get('code')).toBeTruthy()
  })

  it.each([
    ['a wrong code_verifier', { code_verifier: randomBytes(48).toString('base64url') }, 'code_verifier does not match'],
    ['another redirect_uri', { redirect_uri: 'https://homes.example/cb?x=1' }, 'redirect_uri must be the one'],
    ['another client of the same site', { client_id: SECOND_CLIENT }, 'issued to another client'],
  ])('refuses a code exchanged with %s, and burns it', async (_name, fields, description) => {
    const { code } = await signInThroughPopup()
    const res = await exchange({ code, ...fields })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining(description),
    })
    expect((await exchange({ code })).statusCode).toBe(400)
  })

  it("refuses a code exchanged with another site's client, as if it did not exist", async () => {
    await t.db
      .updateTable('oauth_applications')
      .set({ redirect_uris: [REDIRECT_URI], origins: [ORIGIN] })
      .where('id', '=', 'other-client')
      .execute()
    const { code } = await signInThroughPopup()
    const res = await exchange({ code, client_id: 'other-client' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('invalid, expired'),
    })
    await t.db
      .updateTable('oauth_applications')
      .set({ redirect_uris: [], origins: [] })
      .where('id', '=', 'other-client')
      .execute()
  })

  it('refuses a malformed code_verifier as invalid_request without burning the code', async () => {
    const { code } = await signInThroughPopup()
    for (const code_verifier of ['too-short', 'x'.repeat(129), `${'a'.repeat(42)}!`]) {
      const res = await exchange({ code, code_verifier })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        error: 'invalid_request',
        error_description: expect.stringContaining('RFC 7636'),
      })
    }
    expect((await exchange({ code })).statusCode).toBe(200)
  })

  it('refuses a code older than 10 minutes', async () => {
    const code = await issueAuthorizationCode(
      t.db,
      {
        siteId: SITE_ID,
        clientId: CLIENT_ID,
        userId: jane.id,
        redirectUri: REDIRECT_URI,
        codeChallenge: CHALLENGE,
        scopes: ['read', 'write'],
      },
      new Date(Date.now() - 10 * 60 * 1000 - 1000),
    )
    const res = await exchange({ code })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('invalid_grant')
    const fresh = await issueAuthorizationCode(
      t.db,
      {
        siteId: SITE_ID,
        clientId: CLIENT_ID,
        userId: jane.id,
        redirectUri: REDIRECT_URI,
        codeChallenge: CHALLENGE,
        scopes: ['read', 'write'],
      },
      new Date(Date.now() - 9 * 60 * 1000),
    )
    expect((await exchange({ code: fresh })).statusCode).toBe(200)
  })

  it('answers missing exchange parameters with invalid_request', async () => {
    const res = await exchange({ code: 'x', code_verifier: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'code and redirect_uri and code_verifier are required.',
    })
  })

  it('shows the form again with the login failure message for a wrong password, keeping the e-mail', async () => {
    const page = await getAuthorize()
    const res = await postAuthorize({
      ...hiddenFields(page.body),
      email: 'jane@example.com',
      password: 'wrong password',
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers.location).toBeUndefined()
    expect(res.body).toContain(
      '<p id="sign-in-error" class="error" role="alert">Failed to log in. Check your username and password.</p>',
    )
    expect(res.body).toContain('value="jane@example.com"')
    expect(res.body).toContain('aria-describedby="sign-in-error"')
    expect(res.body).not.toContain('wrong password')
    expect(hiddenFields(res.body)).toEqual(authorizeQuery())
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const page = await getAuthorize()
    const res = await postAuthorize({ ...hiddenFields(page.body), email: 'nobody@example.com', password: PASSWORD })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('Failed to log in. Check your username and password.')
  })

  it('asks for both fields when one is empty', async () => {
    const page = await getAuthorize()
    const res = await postAuthorize({ ...hiddenFields(page.body), email: 'jane@example.com', password: '' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('Enter your e-mail and password.')
  })

  it('checks the carried parameters again: a tampered redirect_uri gets the 400 page, not a redirect', async () => {
    const page = await getAuthorize()
    const res = await postAuthorize({
      ...hiddenFields(page.body),
      redirect_uri: 'https://evil.example/cb',
      email: 'jane@example.com',
      password: PASSWORD,
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers.location).toBeUndefined()
    expect(res.body).toContain('redirect_uri is not registered')
  })

  it('checks the carried PKCE parameters again', async () => {
    const page = await getAuthorize()
    const res = await postAuthorize({
      ...hiddenFields(page.body),
      code_challenge_method: 'plain',
      email: 'jane@example.com',
      password: PASSWORD,
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers.location).toBeUndefined()
  })

  it('refuses a form posted from another site (login CSRF) and accepts one from this server', async () => {
    const page = await getAuthorize()
    const fields = { ...hiddenFields(page.body), email: 'jane@example.com', password: PASSWORD }
    const cross = await postAuthorize(fields, { headers: { origin: 'https://evil.example' } })
    expect(cross.statusCode).toBe(403)
    expect(cross.headers.location).toBeUndefined()
    const same = await postAuthorize(fields, { headers: { origin: ORIGIN, host: '127.0.0.1:3000' } })
    expect(same.statusCode).toBe(302)
    const defaultPort = await postAuthorize(fields, {
      headers: { origin: 'https://idx.example', host: 'idx.example:443' },
    })
    expect(defaultPort.statusCode).toBe(302)
    const otherPort = await postAuthorize(fields, {
      headers: { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:3000' },
    })
    expect(otherPort.statusCode).toBe(403)
  })

  it('refuses the admin scope to a non-admin after the password, without a code', async () => {
    const page = await getAuthorize({ scope: 'read write admin' })
    expect(page.statusCode).toBe(200)
    const res = await postAuthorize({ ...hiddenFields(page.body), email: 'jane@example.com', password: PASSWORD })
    expect(res.statusCode).toBe(400)
    expect(res.headers.location).toBeUndefined()
    expect(res.body).toContain('The admin scope is granted only to administrators of this site.')
  })

  it('grants the admin scope through the popup to an admin', async () => {
    await t.db.updateTable('users').set({ is_admin: true }).where('email', '=', 'owner@example.com').execute()
    const { code } = await signInThroughPopup({ scope: 'read write admin' }, 'owner@example.com')
    const res = await exchange({ code })
    expect(res.json().scope).toBe('read write admin')
  })

  it('throttles like the password grant: 429 with Retry-After on the form, and the owner signs in elsewhere', async () => {
    const page = await getAuthorize()
    const fields = hiddenFields(page.body)
    const address = freshAddress()
    for (let i = 0; i < 5; i++) {
      const res = await postAuthorize({ ...fields, email: 'owner@example.com', password: `guess ${i}` }, { address })
      expect(res.statusCode).toBe(400)
    }
    const throttled = await postAuthorize({ ...fields, email: 'owner@example.com', password: PASSWORD }, { address })
    expect(throttled.statusCode).toBe(429)
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
    expect(throttled.body).toMatch(/Too many attempts\. Try again in \d+ seconds\./)
    expect(throttled.body).toContain('<form')
    const owner = await postAuthorize({ ...fields, email: 'owner@example.com', password: PASSWORD })
    expect(owner.statusCode).toBe(302)
  })
})
