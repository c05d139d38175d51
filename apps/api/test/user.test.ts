import { describe, expect, it } from 'vitest'
import { argon2Options, COMMON_PASSWORD_MESSAGE, hashPassword, verifyPassword } from '../src/auth/passwords.js'
import { SIGN_IN_REQUIRED_DETAIL } from '../src/auth/site-auth.js'
import { THROTTLE_RULES } from '../src/auth/throttle-rules.js'
import { revokeSessionOfToken, rotateRefreshToken, startSession, type TokenAnswer } from '../src/auth/tokens.js'
import { buildDemoMarket, MIN_LISTING_COUNT } from '../src/seed/demo-market.js'
import { SeededRandom } from '../src/random/seeded-random.js'
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_AGENT_PASSWORD,
  DEMO_SHOPPER_EMAIL,
  DEMO_SHOPPER_PASSWORD,
  demoUsers,
} from '../src/seed/demo-users.js'
import { createUser, findUserById, type NewUser } from '../src/users/users.repository.js'
import { AGENT_ID, CLIENT_ID, FEED_ID, insertBasics, SITE_ID, SITE_TOKEN } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_AGENT_ID, OTHER_SITE_ID } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

/** PASSWORD's hash, made once: each test's users share it (a hash per user would cost seconds). */
let passwordHash: string

/** An agent whose feed no market of any site uses. */
const UNLISTED_AGENT_ID = 3
const PASSWORD = 'tumbleweed-harbor-41'

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await db
      .insertInto('feeds')
      .values({ id: 3, data_source_name: 'nowhere', name: 'Unused MLS', disclaimer_settings: JSON.stringify({}) })
      .execute()
    await db
      .insertInto('agents')
      .values({ id: UNLISTED_AGENT_ID, feed_id: 3, first_name: 'Nobody', last_name: 'Here' })
      .execute()
    passwordHash = await hashPassword(PASSWORD)
  },
})

let people = 0
/** A new user of the fixtures' site (or another) with a password, and a signed-in session of it. */
async function signedInUser(
  user: Partial<NewUser> & { isAdmin?: boolean; agentId?: number | null } = {},
  session: { scopes?: string[]; sso?: boolean } = {},
) {
  people += 1
  const siteId = user.siteId ?? SITE_ID
  const row = await createUser(t.db, {
    siteId,
    email: `person${people}@example.com`,
    firstName: 'Jane',
    lastName: 'Buyer',
    passwordHash,
    ...user,
  })
  if (user.isAdmin || user.agentId !== undefined) {
    await t.db
      .updateTable('users')
      .set({ is_admin: user.isAdmin ?? false, agent_id: user.agentId ?? null })
      .where('id', '=', row.id)
      .execute()
  }
  const tokens = await signIn(row.id, siteId, session)
  return { row, tokens, auth: { authorization: `Bearer ${tokens.access_token}` } }
}

function signIn(userId: number, siteId = SITE_ID, session: { scopes?: string[]; sso?: boolean } = {}) {
  return startSession(t.db, {
    userId,
    siteId,
    clientId: siteId === SITE_ID ? CLIENT_ID : 'other-client',
    scopes: session.scopes ?? ['read', 'write'],
    sso: session.sso ?? false,
  })
}

function me(auth: Record<string, string>) {
  return t.app.inject({ url: '/api/v3/user?me=true', headers: auth })
}

const ADA = {
  id: String(AGENT_ID),
  full_name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@test-realty.example',
  sms_number: '5125550100',
  broker_name: 'Test Realty',
  office_phone: '5125550199',
  bio: null,
  pictures: null,
  license_state: 'TX',
  license_number: '0123456',
  share_token: null,
  active_feeds: ['actris'],
}

describe('GET /api/v3/user?me=true', () => {
  it('answers the signed-in user as a JSON:API users resource', async () => {
    const { row, auth } = await signedInUser({ phoneNumber: '5125550111', currentAgentId: AGENT_ID })
    const res = await me(auth)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    expect(res.json()).toEqual({
      data: {
        id: String(row.id),
        type: 'users',
        attributes: {
          first_name: 'Jane',
          last_name: 'Buyer',
          full_name: 'Jane Buyer',
          email: row.email,
          phone_number: '5125550111',
          sms_number: null,
          share_token: row.share_token,
          sso: false,
          admin: false,
          scopes: ['read', 'write'],
          current_agent: ADA,
          as_agent: null,
        },
      },
    })
  })

  it('says admin and the admin scope for an admin session, and sso for a single sign-on session', async () => {
    const { auth } = await signedInUser({ isAdmin: true }, { scopes: ['read', 'write', 'admin'], sso: true })
    const attributes = (await me(auth)).json().data.attributes
    expect(attributes).toMatchObject({
      admin: true,
      scopes: ['read', 'write', 'admin'],
      sso: true,
      current_agent: null,
    })
  })

  it('answers 401 with a JSON:API error for the site token', async () => {
    const res = await me({ authorization: `Bearer ${SITE_TOKEN}` })
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(res.json()).toEqual({ errors: [{ status: '401', title: 'Unauthorized', detail: SIGN_IN_REQUIRED_DETAIL }] })
  })

  it('answers 401 for a revoked or unknown access token', async () => {
    const { tokens, auth } = await signedInUser()
    expect(await revokeSessionOfToken(t.db, tokens.access_token, SITE_ID)).toBe(true)
    expect((await me(auth)).statusCode).toBe(401)
    expect((await me({ authorization: 'Bearer idx_at_forged' })).statusCode).toBe(401)
  })

  it('needs me=true, as GET site does', async () => {
    const { auth } = await signedInUser()
    const res = await t.app.inject({ url: '/api/v3/user', headers: auth })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ parameter: 'me' })
  })
})

describe('agents (as_agent)', () => {
  it('identifies an agent of one of the site’s feeds, with the feeds it works in', async () => {
    const { auth } = await signedInUser({ agentId: AGENT_ID })
    expect((await me(auth)).json().data.attributes.as_agent).toEqual({ active_feeds: ['actris'] })
  })

  it('does not make a user an agent on a site whose feeds the agent does not work in', async () => {
    const otherSitesAgent = await signedInUser({ agentId: OTHER_AGENT_ID })
    expect((await me(otherSitesAgent.auth)).json().data.attributes.as_agent).toBeNull()
    const unlisted = await signedInUser({ agentId: UNLISTED_AGENT_ID })
    expect((await me(unlisted.auth)).json().data.attributes.as_agent).toBeNull()
  })

  it("identifies the other site's agent on the other site, by that site's token", async () => {
    const { row, auth } = await signedInUser({ siteId: OTHER_SITE_ID, agentId: OTHER_AGENT_ID })
    const res = await me(auth)
    expect(res.json().data).toMatchObject({ id: String(row.id), attributes: { as_agent: { active_feeds: ['har'] } } })
  })
})

describe('a token acts for its own site only', () => {
  it("reads its own site, never another's, on /api/v3", async () => {
    const { row, auth } = await signedInUser()
    expect((await me(auth)).json().data.id).toBe(String(row.id))
    const site = await t.app.inject({ url: '/api/v3/site?me=true', headers: auth })
    expect(site.json().data.id).toBe(String(SITE_ID))
    const otherFeedsAgents = await t.app.inject({ url: '/api/v3/agents?data_source_name=har', headers: auth })
    expect(otherFeedsAgents.statusCode).toBe(400)
    const ownAgents = await t.app.inject({ url: '/api/v3/agents?data_source_name=actris', headers: auth })
    expect(ownAgents.json().data.map((a: { id: string }) => a.id)).toEqual([String(AGENT_ID)])
  })

  it("cannot be refreshed or revoked through another site's client", async () => {
    const { tokens, auth } = await signedInUser()
    expect(await rotateRefreshToken(t.db, tokens.refresh_token, OTHER_SITE_ID)).toEqual({
      refused: 'wrong_site',
    })
    expect(await revokeSessionOfToken(t.db, tokens.access_token, OTHER_SITE_ID)).toBe(false)
    expect((await me(auth)).statusCode).toBe(200)
  })

  it("cannot pick another site's agent", async () => {
    const { auth } = await signedInUser()
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v3/user/current_agent',
      headers: auth,
      payload: { agent_id: OTHER_AGENT_ID },
    })
    expect(res.statusCode).toBe(422)
  })
})

function patch(auth: Record<string, string>, attributes: Record<string, unknown>, data: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v3/user',
    headers: { ...auth, 'content-type': 'application/vnd.api+json' },
    payload: JSON.stringify({ data: { type: 'users', attributes, ...data } }),
  })
}

describe('PATCH /api/v3/user', () => {
  it('updates the given members, trims them, stores a phone in E.164, clears a blank one and answers the document', async () => {
    const { row, auth } = await signedInUser({ smsNumber: '5125550123' })
    const res = await patch(auth, {
      first_name: ' Janet ',
      last_name: 'Seller',
      email: ' janet.seller@example.com',
      phone_number: '(512) 555-0188',
      sms_number: '',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.attributes).toMatchObject({
      first_name: 'Janet',
      full_name: 'Janet Seller',
      email: 'janet.seller@example.com',
      phone_number: '+15125550188',
      sms_number: null,
    })
    expect(await findUserById(t.db, row.id)).toMatchObject({ first_name: 'Janet', sms_number: null })
  })

  it('leaves members that are not sent as they are', async () => {
    const { row, auth } = await signedInUser({ phoneNumber: '5125550100' })
    const res = await patch(auth, { last_name: 'Smith' })
    expect(res.json().data.attributes).toMatchObject({ first_name: 'Jane', last_name: 'Smith', email: row.email })
    expect(res.json().data.attributes.phone_number).toBe('5125550100')
  })

  it('answers 422 with one error per invalid member, each pointing at it, and changes nothing', async () => {
    const { row, auth } = await signedInUser()
    const res = await patch(auth, { first_name: '  ', email: 'jane@', phone_number: '555-0134', last_name: 'Kept?' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: 'First name is required',
        source: { pointer: '/data/attributes/first_name' },
      },
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: 'Enter a valid email address',
        source: { pointer: '/data/attributes/email' },
      },
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: 'Enter a valid phone number',
        source: { pointer: '/data/attributes/phone_number' },
      },
    ])
    expect(await findUserById(t.db, row.id)).toMatchObject({ first_name: 'Jane', last_name: 'Buyer' })
  })

  it('refuses an e-mail another user of the site has, whatever its case', async () => {
    const taken = await signedInUser()
    const { auth } = await signedInUser()
    const res = await patch(auth, { email: taken.row.email.toUpperCase() })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        detail: 'Email has already been taken',
        source: { pointer: '/data/attributes/email' },
      }),
    ])
  })

  it("allows an e-mail another site's user has (accounts are per site)", async () => {
    const elsewhere = await signedInUser({ siteId: OTHER_SITE_ID })
    const { auth } = await signedInUser()
    const res = await patch(auth, { email: elsewhere.row.email })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('does not let a single sign-on user change the e-mail, but does the name', async () => {
    const { auth } = await signedInUser({ ssoSubject: 'okta|jane' }, { sso: true })
    const email = await patch(auth, { email: 'new@example.com' })
    expect(email.statusCode).toBe(422)
    expect(email.json().errors[0].source).toEqual({ pointer: '/data/attributes/email' })
    const name = await patch(auth, { first_name: 'Janie' })
    expect(name.statusCode).toBe(200)
  })

  it('answers 400 pointing at an unknown member, a wrong type or a missing data', async () => {
    const { auth } = await signedInUser()
    const unknown = await patch(auth, { password: 'x' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0].source).toEqual({ pointer: '/data/attributes/password' })
    const wrongType = await patch(auth, {}, { type: 'agents' })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().errors[0].source).toEqual({ pointer: '/data/type' })
    const empty = await t.app.inject({ method: 'PATCH', url: '/api/v3/user', headers: auth, payload: {} })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors[0].source).toEqual({ pointer: '/data' })
  })

  it("answers 409 when data.id is not the signed-in user's", async () => {
    const { row, auth } = await signedInUser()
    const res = await patch(auth, { first_name: 'X' }, { id: String(row.id + 1000) })
    expect(res.statusCode).toBe(409)
    expect((await patch(auth, { first_name: 'X' }, { id: String(row.id) })).statusCode).toBe(200)
  })

  it('answers 401 for the site token', async () => {
    const res = await patch({ authorization: `Bearer ${SITE_TOKEN}` }, { first_name: 'X' })
    expect(res.statusCode).toBe(401)
  })
})

let addresses = 0
function changePassword(auth: Record<string, string>, body: Record<string, unknown>, ip?: string) {
  addresses += 1
  return t.app.inject({
    method: 'PUT',
    url: '/api/v3/user/password',
    headers: auth,
    payload: body,
    remoteAddress: ip ?? `10.7.0.${addresses}`,
  })
}

describe('PUT /api/v3/user/password', () => {
  const NEW_PASSWORD = 'copper-lantern-river-77'

  it('changes the password and ends every other session of the user, keeping this one', async () => {
    const { row, tokens, auth } = await signedInUser()
    const other: TokenAnswer = await signIn(row.id)
    const res = await changePassword(auth, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.id).toBe(String(row.id))
    const stored = await findUserById(t.db, row.id)
    expect(await verifyPassword(stored!.password_hash, NEW_PASSWORD)).toBe(true)
    expect(await verifyPassword(stored!.password_hash, PASSWORD)).toBe(false)
    expect(stored!.password_changed_at).toBeInstanceOf(Date)

    expect((await me(auth)).statusCode).toBe(200)
    expect((await me({ authorization: `Bearer ${other.access_token}` })).statusCode).toBe(401)
    expect(await rotateRefreshToken(t.db, other.refresh_token, SITE_ID)).toEqual({ refused: 'revoked' })
    expect(await rotateRefreshToken(t.db, tokens.refresh_token, SITE_ID)).toHaveProperty('access_token')
  })

  it('answers 422 at current_password for a wrong current password, and ends no session', async () => {
    const { row, auth } = await signedInUser()
    const other = await signIn(row.id)
    const res = await changePassword(auth, {
      current_password: 'not-it',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual([
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: 'Current password is incorrect',
        source: { pointer: '/current_password' },
      },
    ])
    expect((await me({ authorization: `Bearer ${other.access_token}` })).statusCode).toBe(200)
    expect(await verifyPassword((await findUserById(t.db, row.id))!.password_hash, PASSWORD)).toBe(true)
  })

  it('refuses a common, too short or too long password and a confirmation that differs', async () => {
    const { auth } = await signedInUser()
    const common = await changePassword(auth, {
      current_password: PASSWORD,
      password: 'password1',
      password_confirmation: 'password1',
    })
    expect(common.statusCode).toBe(422)
    expect(common.json().errors).toEqual([
      expect.objectContaining({ detail: `Password ${COMMON_PASSWORD_MESSAGE}`, source: { pointer: '/password' } }),
    ])
    const short = await changePassword(auth, {
      current_password: PASSWORD,
      password: 'abc',
      password_confirmation: 'abc',
    })
    expect(short.json().errors[0]).toMatchObject({ detail: 'Password is too short (minimum is 4 characters)' })
    const long = 'x'.repeat(129)
    const tooLong = await changePassword(auth, {
      current_password: PASSWORD,
      password: long,
      password_confirmation: long,
    })
    expect(tooLong.json().errors[0]).toMatchObject({ detail: 'Password is too long (maximum is 128 characters)' })
    const mismatch = await changePassword(auth, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}!`,
    })
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().errors).toEqual([
      expect.objectContaining({ detail: 'Passwords do not match', source: { pointer: '/password_confirmation' } }),
    ])
  })

  it('answers 400 for a missing member', async () => {
    const { auth } = await signedInUser()
    const res = await changePassword(auth, { current_password: PASSWORD, password: NEW_PASSWORD })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ pointer: '/password_confirmation' })
  })

  it('throttles attempts per account before hashing: 429 with Retry-After, even for the right password', async () => {
    const { row, auth } = await signedInUser()
    const ip = '10.8.0.1'
    const wrong = { current_password: 'guess', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    for (let i = 0; i < THROTTLE_RULES.loginAccountAddress.limit; i += 1) {
      expect((await changePassword(auth, wrong, ip)).statusCode).toBe(422)
    }
    const right = { ...wrong, current_password: PASSWORD }
    const res = await changePassword(auth, right, ip)
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json().errors[0]).toMatchObject({ status: '429' })
    expect(await verifyPassword((await findUserById(t.db, row.id))!.password_hash, PASSWORD)).toBe(true)
  })

  it('lets the owner change the password where they signed in, while strangers’ failures stop others', async () => {
    const { row, auth } = await signedInUser()
    const signInFrom = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress,
        payload: { grant_type: 'password', client_id: CLIENT_ID, email: row.email, password },
      })
    expect((await signInFrom('10.8.1.1', PASSWORD)).statusCode).toBe(200)
    for (let i = 0; i < THROTTLE_RULES.loginAccountFailures.limit; i += 1) {
      expect((await signInFrom(`10.8.2.${i}`, `guess ${i}`)).statusCode).toBe(400)
    }
    const change = { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    expect((await changePassword(auth, change, '10.8.3.1')).statusCode).toBe(429)
    const res = await changePassword(auth, change, '10.8.1.1')
    expect(res.statusCode, res.body).toBe(200)
    expect(await verifyPassword((await findUserById(t.db, row.id))!.password_hash, NEW_PASSWORD)).toBe(true)
  })

  it('answers 401 for the site token', async () => {
    const res = await changePassword(
      { authorization: `Bearer ${SITE_TOKEN}` },
      {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    )
    expect(res.statusCode).toBe(401)
  })
})

function putAgent(auth: Record<string, string>, agentId: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v3/user/current_agent',
    headers: auth,
    payload: { agent_id: agentId },
  })
}

describe('PUT /api/v3/user/current_agent', () => {
  it("sets an agent of the site's feeds, by number or numeric string, and null clears it", async () => {
    const { row, auth } = await signedInUser()
    const set = await putAgent(auth, AGENT_ID)
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().data.attributes.current_agent).toEqual(ADA)
    expect((await findUserById(t.db, row.id))!.current_agent_id).toBe(AGENT_ID)
    expect((await putAgent(auth, String(AGENT_ID))).json().data.attributes.current_agent.id).toBe(String(AGENT_ID))
    const cleared = await putAgent(auth, null)
    expect(cleared.json().data.attributes.current_agent).toBeNull()
    expect((await findUserById(t.db, row.id))!.current_agent_id).toBeNull()
  })

  it.each([
    ['another site’s agent', OTHER_AGENT_ID],
    ['an agent of a feed no market uses', UNLISTED_AGENT_ID],
    ['an unknown agent', 999_999],
    ['an id past the integer range', 99_999_999_999],
    ['a string that is not an id', 'ada'],
    ['zero', 0],
  ])('answers 422 at /agent_id for %s', async (_name, agentId) => {
    const { row, auth } = await signedInUser({ currentAgentId: AGENT_ID })
    const res = await putAgent(auth, agentId)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].source).toEqual({ pointer: '/agent_id' })
    expect((await findUserById(t.db, row.id))!.current_agent_id).toBe(AGENT_ID)
  })

  it('answers 400 without agent_id and 401 for the site token', async () => {
    const { auth } = await signedInUser()
    const missing = await t.app.inject({ method: 'PUT', url: '/api/v3/user/current_agent', headers: auth, payload: {} })
    expect(missing.statusCode).toBe(400)
    expect((await putAgent({ authorization: `Bearer ${SITE_TOKEN}` }, AGENT_ID)).statusCode).toBe(401)
  })
})

describe('the seeded demo users', () => {
  const fixtureAgent = {
    id: AGENT_ID,
    feed_id: FEED_ID,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@test-realty.example',
    sms_number: '5125550100',
  }
  const dayStart = new Date('2026-06-15T00:00:00Z')

  it('are the shopper with her agent, the admin and the agent, with the documented passwords', async () => {
    const users = await demoUsers(new SeededRandom(5), [fixtureAgent], dayStart)
    expect(users.map((u) => [u.email, u.is_admin ?? false, u.agent_id ?? null, u.current_agent_id ?? null])).toEqual([
      [DEMO_SHOPPER_EMAIL, false, null, AGENT_ID],
      [DEMO_ADMIN_EMAIL, true, null, null],
      ['ada@test-realty.example', false, AGENT_ID, null],
    ])
    const passwords = [DEMO_SHOPPER_PASSWORD, DEMO_ADMIN_PASSWORD, DEMO_AGENT_PASSWORD]
    for (const [i, user] of users.entries()) {
      expect(await verifyPassword(user.password_hash ?? null, passwords[i]!)).toBe(true)
      // At the parameters sign-in hashes with (production's are pinned in src/auth/passwords.test.ts).
      const { memoryCost, timeCost, parallelism } = argon2Options()
      expect(user.password_hash).toContain(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)
    }
  })

  it('are in the demo market as apps/api/README.md documents them', async () => {
    // The users do not depend on the listings: the smallest market the seed allows is enough.
    const market = await buildDemoMarket({ now: dayStart, listingCount: MIN_LISTING_COUNT })
    expect(
      market.users.map((u) => [u.email, u.is_admin ?? false, u.agent_id ?? null, u.current_agent_id ?? null]),
    ).toEqual([
      [DEMO_SHOPPER_EMAIL, false, null, 1],
      [DEMO_ADMIN_EMAIL, true, null, null],
      ['ezra.roberts@lone-star-realty.example', false, 1, null],
    ])
    expect(market.agents[0]).toMatchObject({ id: 1, first_name: 'Ezra', last_name: 'Roberts', feed_id: 1 })
  })

  it('are left out when the server runs in production, so no known password reaches a real database', async () => {
    const market = await buildDemoMarket({ now: dayStart, demoUsers: false, listingCount: MIN_LISTING_COUNT })
    expect(market.users).toEqual([])
    expect(market.sites).toHaveLength(1)
  })

  it('are the same rows on every seed', async () => {
    const first = await demoUsers(new SeededRandom(5), [fixtureAgent], dayStart)
    const second = await demoUsers(new SeededRandom(5), [fixtureAgent], dayStart)
    expect(second).toEqual(first)
  })

  it('sign in as the agent (as_agent) and as the shopper with her current agent', async () => {
    const users = await demoUsers(new SeededRandom(6), [fixtureAgent], dayStart)
    // The fixtures' agent has the e-mail the agent account takes; the shopper's is free here.
    const inserted = await t.db.insertInto('users').values(users).returning(['id', 'email']).execute()
    const byEmail = new Map(inserted.map((u) => [u.email, u.id]))
    const agentSession = await signIn(byEmail.get('ada@test-realty.example')!)
    const agentDoc = (await me({ authorization: `Bearer ${agentSession.access_token}` })).json()
    expect(agentDoc.data.attributes).toMatchObject({
      full_name: 'Ada Lovelace',
      as_agent: { active_feeds: ['actris'] },
    })
    const shopperSession = await signIn(byEmail.get(DEMO_SHOPPER_EMAIL)!)
    const shopperDoc = (await me({ authorization: `Bearer ${shopperSession.access_token}` })).json()
    expect(shopperDoc.data.attributes).toMatchObject({ full_name: 'Jane Buyer', current_agent: ADA, as_agent: null })
  })
})
