import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_MESSAGE, verifyPassword } from '../src/auth/passwords.js'
import { redeemMagicLink } from '../src/oauth/magic-link.js'
import { findUserByEmail } from '../src/users/users.repository.js'
import { AGENT_ID, insertBasics, MARKET_ID, SITE_ID, SITE_TOKEN } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_AGENT_ID, OTHER_MARKET_OF_OTHER_SITE } from './helpers/platform-app.js'
import { freshAddress, linkIn, magicAuthOf, oauthCall, outboxFor } from './helpers/registration-requests.js'
import { withTestApp } from './helpers/test-app.js'

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    // A second site, like the first, that signs people up without a password.
    await db
      .insertInto('sites')
      .values({
        id: 3,
        name: 'Linkonly Homes',
        domain: 'linkonly.example',
        logo_url: null,
        access_token: 'linkonly-site-token',
        features: JSON.stringify({ sign_up_without_password: true }),
        registration_rule: null,
        short_url: null,
      })
      .execute()
    await db
      .insertInto('oauth_applications')
      .values({
        id: 'linkonly-client',
        site_id: 3,
        name: 'Linkonly',
        redirect_uris: [],
        origins: ['https://linkonly.example'],
      })
      .execute()
  },
})

const register = (oauth: Record<string, unknown>, options: Parameters<typeof oauthCall>[2] = {}) =>
  oauthCall(t.app, '/oauth/session.json', { body: { oauth }, ...options })

let emailCount = 0
function newEmail(): string {
  emailCount += 1
  return `person${emailCount}@example.com`
}

const jane = (email = newEmail()) => ({
  email,
  password: 'a walk by the river',
  password_confirmation: 'a walk by the river',
  first_name: 'Jane',
  last_name: 'Doe',
  sms_number: '(512) 555-0134',
})

describe('POST /oauth/session.json (register)', () => {
  it('creates the account with an argon2id hash and answers 201 with the user, never the hash', async () => {
    const email = newEmail()
    const res = await register({ ...jane(email), email: `  ${email.toUpperCase()} ` })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body).toEqual({
      success: true,
      user: {
        id: expect.stringMatching(/^[0-9]+$/),
        email: email.toUpperCase(),
        first_name: 'Jane',
        last_name: 'Doe',
        full_name: 'Jane Doe',
        phone_number: '+15125550134',
        sms_number: '+15125550134',
        current_agent_id: null,
        registration_market_id: null,
      },
    })
    expect(res.body).not.toContain('argon2')
    const stored = await findUserByEmail(t.db, SITE_ID, email)
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(stored?.password_hash ?? null, 'a walk by the river')).toBe(true)
  })

  it('refuses an address that is taken, whatever its case', async () => {
    const email = newEmail()
    expect((await register(jane(email))).statusCode).toBe(201)
    const again = await register(jane(email.toUpperCase()))
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({ success: false, errors: { email: ['has already been taken'] } })
  })

  it('names every field that is wrong, with messages that complete "<Field> …"', async () => {
    const res = await register({
      email: 'jane@example',
      password: 'abc',
      password_confirmation: 'abd',
      first_name: ' ',
      sms_number: '555-0134',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      success: false,
      errors: {
        email: ['is invalid'],
        first_name: ["can't be blank"],
        last_name: ["can't be blank"],
        sms_number: ['is not a number we can call or text: include the area code, e.g. 512-555-0142'],
        password: ['is too short (minimum is 4 characters)'],
        password_confirmation: ["doesn't match Password"],
      },
    })
  })

  it('refuses one of the most common passwords with the message, and creates nothing', async () => {
    const email = newEmail()
    const res = await register({ ...jane(email), password: 'Password1', password_confirmation: undefined })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ password: [COMMON_PASSWORD_MESSAGE] })
    expect(await findUserByEmail(t.db, SITE_ID, email)).toBeUndefined()
  })

  it('accepts a 128-character password and refuses 129', async () => {
    const long = 'correct horse battery staple '.repeat(5).slice(0, 128)
    expect((await register({ ...jane(), password: long, password_confirmation: long })).statusCode).toBe(201)
    const tooLong = await register({ ...jane(), password: `${long}x`, password_confirmation: undefined })
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json().errors.password).toEqual(['is too long (maximum is 128 characters)'])
  })

  it('asks for a password on a site that does not sign up without one', async () => {
    const res = await register({ ...jane(), password: undefined, password_confirmation: undefined })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ password: ["can't be blank"] })
  })

  it("keeps a market of the site and refuses another site's market", async () => {
    const email = newEmail()
    const ok = await register({ ...jane(email), registration_market_id: String(MARKET_ID) })
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().user.registration_market_id).toBe(String(MARKET_ID))
    const other = await register({ ...jane(), registration_market_id: OTHER_MARKET_OF_OTHER_SITE })
    expect(other.statusCode).toBe(422)
    expect(other.json().errors).toEqual({ registration_market_id: ['is not a market of this site'] })
    const junk = await register({ ...jane(), registration_market_id: 'austin' })
    expect(junk.json().errors).toEqual({ registration_market_id: ['is invalid'] })
  })

  it("keeps an agent of the site's feeds and ignores any other agent id", async () => {
    const own = await register({ ...jane(), current_agent_id: AGENT_ID })
    expect(own.json().user.current_agent_id).toBe(String(AGENT_ID))
    const other = await register({ ...jane(), current_agent_id: String(OTHER_AGENT_ID) })
    expect(other.statusCode).toBe(201)
    expect(other.json().user.current_agent_id).toBeNull()
    const unknown = await register({ ...jane(), current_agent_id: 'x9' })
    expect(unknown.statusCode).toBe(201)
    expect(unknown.json().user.current_agent_id).toBeNull()
  })

  it('signs up without a password on a site with sign_up_without_password: 202 and a magic link', async () => {
    const email = newEmail()
    const res = await register(
      { email, first_name: 'Lee', last_name: 'Link' },
      { clientId: 'linkonly-client', token: 'linkonly-site-token', origin: 'https://linkonly.example' },
    )
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toEqual({ success: true, magic_link_sent: true })
    const user = await findUserByEmail(t.db, 3, email)
    expect(user?.password_hash).toBeNull()
    const [mail] = await outboxFor(t.app, email)
    expect(mail?.subject).toBe('Your sign-in link for Linkonly Homes')
    const link = linkIn(mail?.text ?? '')
    expect(link.origin + link.pathname).toBe('https://linkonly.example/app/')
    const credentials = magicAuthOf(link)
    expect(credentials.email).toBe(email)
    expect((await redeemMagicLink(t.db, { siteId: 3, ...credentials }))?.id).toBe(user?.id)
  })

  it('still takes a password on such a site when one is given', async () => {
    const res = await register(
      { ...jane(), password_confirmation: undefined },
      { clientId: 'linkonly-client', token: 'linkonly-site-token' },
    )
    expect(res.statusCode).toBe(201)
  })
})

describe('POST /oauth/session.json bad requests', () => {
  it.each([
    ['malformed JSON', { payload: '{"oauth": {"email": ' }],
    ['no oauth object', { body: { email: 'jane@example.com' } }],
    ['an unknown member', { body: { oauth: { ...jane(), admin: true } } }],
    ['a number for the e-mail', { body: { oauth: { ...jane(), email: 12 } } }],
    ['oauth as a string', { body: { oauth: 'jane@example.com' } }],
  ])('answers 400 invalid_request in the OAuth shape for %s', async (_name, request) => {
    const res = await oauthCall(t.app, '/oauth/session.json', request)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toEqual({ success: false, error: 'invalid_request', error_description: expect.any(String) })
  })

  it.each([
    ['no Authorization header', { token: null }],
    ['a wrong site token', { token: 'not-the-token' }],
    ["another site's token", { token: 'other-site-token-7f3b' }],
    ['an unknown client_id', { clientId: 'no-such-client' }],
    ["another site's client with this site's token", { clientId: 'other-client', token: SITE_TOKEN }],
  ])('answers 401 invalid_client for %s, before reading the body', async (_name, request) => {
    const res = await oauthCall(t.app, '/oauth/session.json', { payload: '{not json', ...request })
    expect(res.statusCode, res.body).toBe(401)
    expect(res.json()).toMatchObject({ success: false, error: 'invalid_client' })
  })

  it('answers 400 without client_id', async () => {
    const res = await oauthCall(t.app, '/oauth/session.json', { clientId: null, body: { oauth: jane() } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, error: 'invalid_request' })
  })

  it('throttles sign-ups per address: the 11th in an hour gets 429 with Retry-After, other addresses go on', async () => {
    const ip = freshAddress()
    for (let i = 0; i < 10; i += 1) expect((await register(jane(), { ip })).statusCode).toBe(201)
    const refused = await register(jane(), { ip })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000)
    expect(refused.json()).toMatchObject({ success: false, error: 'too_many_requests' })
    expect((await register(jane())).statusCode).toBe(201)
  })
})
