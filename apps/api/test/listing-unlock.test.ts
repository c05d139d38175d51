import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import type * as Passwords from '../src/auth/passwords.js'
import { HashQueueFullError, hashPassword, verifyPassword } from '../src/auth/passwords.js'
import { secretHash } from '../src/auth/secrets.js'
import { MAX_UNLOCK_TOKENS, UNLOCK_LIFETIME_SECONDS, UNLOCK_THROTTLE_RULES } from '../src/listings/listing-unlock.js'
import type * as UnlockRepository from '../src/listings/listing-unlock.repository.js'
import { findListingUnlocks } from '../src/listings/listing-unlock.repository.js'
import { insertBasics, insertListings, listing, SITE_ID } from './helpers/fixtures.js'
import {
  insertOtherSite,
  OTHER_FEED_ID,
  OTHER_MARKET_OF_OTHER_SITE,
  OTHER_SITE_ID,
  OTHER_SITE_TOKEN,
  siteAuthorization,
} from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The hash is real; spies count the hashes run (a throttled attempt must run none) and the unlock
// lookups (a request without X-Listing-Unlock must make none).
vi.mock('../src/auth/passwords.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>()
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) }
})
vi.mock('../src/listings/listing-unlock.repository.js', async (importOriginal) => {
  const actual = await importOriginal<typeof UnlockRepository>()
  return { ...actual, findListingUnlocks: vi.fn(actual.findListingUnlocks) }
})

// 1 and 2: password protected (the same password), 3 photos, a price, a sold price, a virtual tour
// and (1) two earlier closings. 3: no password. 4: password protected, on the other site. 5: password
// protected with no photos.
const PASSWORD = 'open-sesame'
const TOKEN_SHAPE = /^idx_ul_[A-Za-z0-9_-]{43}$/
const photo = (id: number, index: number, size: string) => `/api/v3/photos/${id}/${index}/${size}.png`

/** Every response body of this file, to prove none ever carries the password or its hash. */
const bodies: string[] = []
let nextAddress = 1

/** A client address no other test uses, so each test starts with fresh throttle counts. */
function freshAddress(): string {
  nextAddress += 1
  return `10.0.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`
}

async function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await t.app.inject(options)
  bodies.push(res.body)
  return res
}

function unlock(
  id: number | string,
  payload: unknown,
  { ip = freshAddress(), type = 'listings', token = siteAuthorization.authorization } = {},
) {
  return inject({
    method: 'POST',
    url: `/api/v3/${type}/${id}/unlock`,
    headers: { authorization: token },
    remoteAddress: ip,
    payload: payload as Record<string, unknown>,
  })
}

async function unlockToken(id: number): Promise<string> {
  const res = await unlock(id, { password: PASSWORD })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.attributes.token as string
}

function get(url: string, unlockHeader?: string) {
  return inject({
    method: 'GET',
    url,
    headers: { ...siteAuthorization, ...(unlockHeader === undefined ? {} : { 'x-listing-unlock': unlockHeader }) },
  })
}

function post(url: string, payload: Record<string, unknown>, unlockHeader?: string) {
  return inject({
    method: 'POST',
    url,
    headers: { ...siteAuthorization, ...(unlockHeader === undefined ? {} : { 'x-listing-unlock': unlockHeader }) },
    payload,
  })
}

const hashesRun = () => vi.mocked(verifyPassword).mock.calls.length

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    const passwordHash = await hashPassword(PASSWORD)
    const gated = {
      password_hash: passwordHash,
      photo_count: 3,
      price_in_dollars: 540_000,
      sold_price_in_dollars: 410_000,
      square_feet: 1800,
      additional_details: JSON.stringify({ virtual_tour_url: 'https://tours.example/1', garage: 'Two car' }),
    }
    await insertListings(db, [
      listing({ id: 1, ...gated }),
      listing({ id: 2, ...gated }),
      listing({ id: 3, price_in_dollars: 321_000 }),
      listing({
        id: 4,
        ...gated,
        market_id: OTHER_MARKET_OF_OTHER_SITE,
        feed_id: OTHER_FEED_ID,
        listing_agent_id: null,
      }),
      listing({ id: 5, password_hash: passwordHash, photo_count: 0 }),
    ])
    await db
      .insertInto('listing_history')
      .values([
        { id: 1, listing_id: 1, mls_number: 'ACT0500', closing_date: '2015-06-30', sold_price_in_dollars: 399_000 },
      ])
      .execute()
  },
})

describe('POST listings/{id}/unlock', () => {
  it('answers a right password with an unlock token for that listing, valid 12 hours, stored only as its hash', async () => {
    const before = Date.now()
    const res = await unlock(1, { password: PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { data } = res.json()
    expect(data).toMatchObject({ type: 'listing_unlocks', id: '1', attributes: { listing_id: 1 } })
    expect(data.attributes.token).toMatch(TOKEN_SHAPE)
    const expiresAt = Date.parse(data.attributes.expires_at)
    expect(expiresAt).toBeGreaterThanOrEqual(before + UNLOCK_LIFETIME_SECONDS * 1000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + UNLOCK_LIFETIME_SECONDS * 1000)
    const rows = await t.db.selectFrom('listing_unlocks').selectAll().execute()
    const row = rows.find((r) => r.token_hash === secretHash(data.attributes.token))
    expect(row).toMatchObject({ site_id: SITE_ID, listing_id: 1 })
    expect(JSON.stringify(rows)).not.toContain(data.attributes.token)
  })

  it('answers a wrong password with 422 pointing at /password, and no token', async () => {
    const res = await unlock(1, { password: 'open-sesame!' })
    expect(res.statusCode).toBe(422)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      errors: [
        {
          status: '422',
          title: 'Unprocessable Entity',
          detail: 'The password is not right.',
          source: { pointer: '/password' },
        },
      ],
    })
    expect(res.body).not.toContain('idx_ul_')
  })

  it('is served under properties too', async () => {
    const res = await unlock(2, { password: PASSWORD }, { type: 'properties' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.attributes).toMatchObject({ listing_id: 2, token: expect.stringMatching(TOKEN_SHAPE) })
  })

  it('answers 409 for a listing without a password, running no hash', async () => {
    const hashes = hashesRun()
    const res = await unlock(3, { password: PASSWORD })
    expect(res.statusCode).toBe(409)
    expect(res.json().errors[0].detail).toBe('Listing 3 has no password to unlock.')
    expect(hashesRun()).toBe(hashes)
  })

  it.each([
    ['an unknown listing', 999, 'No listing 999'],
    ["another site's listing", 4, 'No listing 4'],
    ['an id past the integer range', '99999999999', 'No listing 99999999999'],
  ])('answers 404 for %s, running no hash', async (_name, id, detail) => {
    const hashes = hashesRun()
    const res = await unlock(id, { password: PASSWORD })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ errors: [{ status: '404', title: 'Not Found', detail }] })
    expect(hashesRun()).toBe(hashes)
  })

  it.each([
    ['no password', {}, "'password' is required"],
    ['an empty password', { password: '' }, "'password' must NOT have fewer than 1 characters"],
    [
      'a 10,000-character password',
      { password: 'x'.repeat(10_000) },
      "'password' must NOT have more than 128 characters",
    ],
    ['a number', { password: 1234 }, "'password' must be string"],
    ['an unknown member', { password: PASSWORD, remember: true }, "Unknown member 'remember'"],
  ])('answers 400 for %s, pointing at it and running no hash', async (_name, payload, detail) => {
    const hashes = hashesRun()
    const res = await unlock(1, payload)
    expect(res.statusCode, res.body).toBe(400)
    const [error] = res.json().errors
    expect(error.detail).toBe(detail)
    expect(error.source.pointer).toMatch(/^\/(password|remember)$/)
    expect(hashesRun()).toBe(hashes)
  })

  it('answers 404 for an id that can name no listing, and 401 without a site token', async () => {
    const bad = await unlock('x1', { password: PASSWORD })
    expect(bad.statusCode).toBe(404)
    expect(bad.json().errors[0].detail).toBe('No listing x1')
    const anonymous = await inject({
      method: 'POST',
      url: '/api/v3/listings/1/unlock',
      payload: { password: PASSWORD },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it("lets another site unlock its own listing, never this site's", async () => {
    const other = `Bearer ${OTHER_SITE_TOKEN}`
    expect((await unlock(4, { password: PASSWORD }, { token: other })).statusCode).toBe(200)
    expect((await unlock(1, { password: PASSWORD }, { token: other })).statusCode).toBe(404)
  })
})

describe('throttling', () => {
  const { limit } = UNLOCK_THROTTLE_RULES.listingAddress

  it(`refuses the attempt after ${limit} on one listing from one address with 429 and Retry-After, running no hash`, async () => {
    const ip = freshAddress()
    for (let i = 0; i < limit; i += 1)
      expect((await unlock(1, { password: `guess-${i}` }, { ip })).statusCode).toBe(422)
    const hashes = hashesRun()
    const res = await unlock(1, { password: PASSWORD }, { ip })
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(UNLOCK_THROTTLE_RULES.listingAddress.windowSeconds)
    expect(res.json().errors[0]).toMatchObject({
      status: '429',
      title: 'Too Many Requests',
      detail: `Too many attempts. Try again in ${res.headers['retry-after']} seconds.`,
    })
    expect(hashesRun()).toBe(hashes)
    // Another listing from that address, and that listing from another address, still unlock.
    expect((await unlock(2, { password: PASSWORD }, { ip })).statusCode).toBe(200)
    expect((await unlock(1, { password: PASSWORD })).statusCode).toBe(200)
  })

  it('forgets the mistakes of an address once it gives the right password', async () => {
    const ip = freshAddress()
    for (let i = 0; i < limit - 1; i += 1) await unlock(1, { password: `guess-${i}` }, { ip })
    expect((await unlock(1, { password: PASSWORD }, { ip })).statusCode).toBe(200)
    for (let i = 0; i < limit; i += 1)
      expect((await unlock(1, { password: `again-${i}` }, { ip })).statusCode).toBe(422)
    expect((await unlock(1, { password: PASSWORD }, { ip })).statusCode).toBe(429)
  })

  it('caps the attempts of one address across listings, before looking any up', async () => {
    const ip = freshAddress()
    const { limit: addressLimit } = UNLOCK_THROTTLE_RULES.address
    for (let i = 0; i < addressLimit; i += 1) {
      expect((await unlock(1000 + i, { password: PASSWORD }, { ip })).statusCode).toBe(404)
    }
    const hashes = hashesRun()
    const res = await unlock(1, { password: PASSWORD }, { ip })
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    expect(hashesRun()).toBe(hashes)
  })

  it('answers 429 with a short Retry-After when the hash queue is full', async () => {
    vi.mocked(verifyPassword).mockRejectedValueOnce(new HashQueueFullError())
    const res = await unlock(1, { password: PASSWORD })
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('1')
  })
})

describe('locked and unlocked listings', () => {
  it('withholds the prices, the gallery beyond the first photo and the virtual tour of a locked listing', async () => {
    const res = await get('/api/v3/listings/1')
    expect(res.statusCode).toBe(200)
    const { attributes } = res.json().data
    expect(attributes).toMatchObject({
      password_protected: true,
      locked: true,
      price_in_dollars: null,
      price_per_sqft: null,
      sold_price_in_dollars: null,
      photo_urls: [photo(1, 0, '1280x720')],
      cover_photo_url: photo(1, 0, '302x190'),
      additional_details: { virtual_tour_url: null, garage: 'Two car' },
      bedrooms: 3,
      square_feet: 1800,
      title: '1 Test St',
    })
    expect(res.body).not.toContain('540000')
    expect(res.body).not.toContain('410000')
    expect(res.body).not.toContain('tours.example')
  })

  it('answers the full listing with a valid unlock token', async () => {
    const token = await unlockToken(1)
    const { attributes } = (await get('/api/v3/listings/1', token)).json().data
    expect(attributes).toMatchObject({
      password_protected: true,
      locked: false,
      price_in_dollars: 540_000,
      price_per_sqft: 300,
      sold_price_in_dollars: 410_000,
      // The photos the gate hides come signed (test/photo-signatures.test.ts).
      photo_urls: [
        photo(1, 0, '1280x720'),
        expect.stringMatching(/^\/api\/v3\/photos\/1\/1\/1280x720\.png\?expires=\d+&max_size=1280x720&signature=/),
        expect.stringMatching(/^\/api\/v3\/photos\/1\/2\/1280x720\.png\?expires=\d+&max_size=1280x720&signature=/),
      ],
      additional_details: { virtual_tour_url: 'https://tours.example/1', garage: 'Two car' },
    })
    // The same under properties, and the unlocked listing equals an unprotected one's shape.
    const property = (await get('/api/v3/properties/1', token)).json().data
    expect(property.attributes).toEqual(attributes)
  })

  it('says locked false for a listing without a password, header or not', async () => {
    for (const header of [undefined, await unlockToken(1)]) {
      const { attributes } = (await get('/api/v3/listings/3', header)).json().data
      expect(attributes).toMatchObject({ password_protected: false, locked: false, price_in_dollars: 321_000 })
      expect(attributes.photo_urls).toHaveLength(3)
    }
  })

  it('keeps a locked listing without photos free of photo urls', async () => {
    const { attributes } = (await get('/api/v3/listings/5')).json().data
    expect(attributes).toMatchObject({ locked: true, photo_urls: [], cover_photo_url: null })
  })

  it('unlocks only the listing the token was made for', async () => {
    const token = await unlockToken(1)
    expect((await get('/api/v3/listings/2', token)).json().data.attributes.locked).toBe(true)
    const res = await get('/api/v3/listings?filter[id][value]=2,1,3', token)
    expect(
      res.json().data.map((r: { id: string; attributes: { locked: boolean } }) => [r.id, r.attributes.locked]),
    ).toEqual([
      ['2', true],
      ['1', false],
      ['3', false],
    ])
  })

  it('accepts several comma-separated tokens, and repeated headers', async () => {
    const [one, two] = [await unlockToken(1), await unlockToken(2)]
    const both = await get('/api/v3/listings?filter[id][value]=1,2', `${one}, ${two}`)
    expect(both.json().data.map((r: { attributes: { locked: boolean } }) => r.attributes.locked)).toEqual([
      false,
      false,
    ])
    const repeated = await inject({
      method: 'GET',
      url: '/api/v3/listings?filter[id][value]=1,2',
      headers: { ...siteAuthorization, 'x-listing-unlock': [one, two] },
    })
    expect(repeated.json().data.map((r: { attributes: { locked: boolean } }) => r.attributes.locked)).toEqual([
      false,
      false,
    ])
  })

  it("binds a token to the site that made it: another site's lookups find nothing", async () => {
    const token = await unlockToken(1)
    expect([...(await findListingUnlocks(t.db, SITE_ID, [secretHash(token)], [1])).keys()]).toEqual([1])
    expect([...(await findListingUnlocks(t.db, OTHER_SITE_ID, [secretHash(token)], [1])).keys()]).toEqual([])
  })

  it('locks the listing again once the token expires', async () => {
    const token = await unlockToken(2)
    expect((await get('/api/v3/listings/2', token)).json().data.attributes.locked).toBe(false)
    await t.db
      .updateTable('listing_unlocks')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', secretHash(token))
      .execute()
    expect((await get('/api/v3/listings/2', token)).json().data.attributes.locked).toBe(true)
  })

  it('locks the listing again when its password changes, and sweeps expired unlocks on the next unlock', async () => {
    const token = await unlockToken(5)
    expect((await get('/api/v3/listings/5', token)).json().data.attributes.locked).toBe(false)
    const newHash = await hashPassword('a-new-password')
    await t.db.updateTable('listings').set({ password_hash: newHash }).where('id', '=', 5).execute()
    expect((await get('/api/v3/listings/5', token)).json().data.attributes.locked).toBe(true)
    expect((await unlock(5, { password: PASSWORD })).statusCode).toBe(422)
    expect((await unlock(5, { password: 'a-new-password' })).statusCode).toBe(200)
    const expired = await t.db
      .selectFrom('listing_unlocks')
      .select('token_hash')
      .where('expires_at', '<=', new Date())
      .execute()
    expect(expired).toEqual([])
  })

  it('leaves a listing locked for an unknown but well-formed token', async () => {
    const res = await get('/api/v3/listings/1', `idx_ul_${'A'.repeat(43)}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.attributes.locked).toBe(true)
  })

  it.each([
    [
      'a value that is not an unlock token',
      'open-sesame',
      "'X-Listing-Unlock' must be comma-separated unlock tokens (idx_ul_…)",
    ],
    ['a token cut short', 'idx_ul_abc', "'X-Listing-Unlock' must be comma-separated unlock tokens (idx_ul_…)"],
    [
      'too many tokens',
      Array.from({ length: MAX_UNLOCK_TOKENS + 1 }, (_, i) => `idx_ul_${String(i).padStart(43, 'A')}`).join(','),
      `'X-Listing-Unlock' may carry at most ${MAX_UNLOCK_TOKENS} unlock tokens`,
    ],
  ])('answers 400 naming the header for %s', async (_name, header, detail) => {
    const res = await get('/api/v3/listings/3', header)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ detail, source: { header: 'x-listing-unlock' } })
  })

  it('withholds the sold prices of a locked listing’s history, and shows them unlocked', async () => {
    const locked = (await get('/api/v3/listings/1/history')).json().data
    expect(locked).toEqual([
      {
        id: '1',
        type: 'listing_histories',
        attributes: { mls_number: 'ACT0500', closing_date: '2015-06-30', sold_price_in_dollars: null },
      },
    ])
    const unlocked = (await get('/api/v3/listings/1/history', await unlockToken(1))).json().data
    expect(unlocked[0].attributes.sold_price_in_dollars).toBe(399_000)
  })
})

describe('search results', () => {
  const search = (unlockHeader?: string) =>
    post('/api/v3/listings/search', { filter: { id: { value: [1, 3] } } }, unlockHeader)
  const byId = (res: LightMyRequestResponse) =>
    Object.fromEntries(
      res.json().data.map((r: { id: string; attributes: Record<string, unknown> }) => [r.id, r.attributes]),
    ) as Record<string, Record<string, unknown>>

  it('show a locked listing as its detail does: no price, only the first photo', async () => {
    const res = await search()
    expect(res.statusCode).toBe(200)
    const found = byId(res)
    // The price and status history is the detail's alone.
    const { price_history: _detailOnly, ...detail } = (await get('/api/v3/listings/1')).json().data.attributes
    expect(found['1']).toEqual(detail)
    expect(found['1']).toMatchObject({ locked: true, price_in_dollars: null, photo_urls: [photo(1, 0, '1280x720')] })
    expect(found['3']).toMatchObject({ locked: false, price_in_dollars: 321_000 })
  })

  it('show an unlocked listing in full', async () => {
    const found = byId(await search(await unlockToken(1)))
    expect(found['1']).toMatchObject({ locked: false, price_in_dollars: 540_000 })
    expect(found['1']!.photo_urls).toHaveLength(3)
  })

  it('look no unlock up unless the request sends a token and the page has a protected listing', async () => {
    const lookups = () => vi.mocked(findListingUnlocks).mock.calls.length
    const token = await unlockToken(1)
    let before = lookups()
    await search()
    expect(lookups()).toBe(before)
    before = lookups()
    const unprotectedOnly = await inject({
      method: 'POST',
      url: '/api/v3/listings/search',
      headers: { ...siteAuthorization, 'x-listing-unlock': token },
      payload: { filter: { id: { value: [3] } } },
    })
    expect(unprotectedOnly.statusCode).toBe(200)
    expect(lookups()).toBe(before)
    await search(token)
    expect(lookups()).toBe(before + 1)
  })
})

describe('map clusters', () => {
  const clusters = (unlockHeader?: string) =>
    post(
      '/api/v3/listings/map/clusters',
      {
        bounding_box: { top_left: { lat: 30.26, lng: -97.77 }, bottom_right: { lat: 30.24, lng: -97.75 } },
        zoom: 16,
      },
      unlockHeader,
    )
  const markerPrices = (res: LightMyRequestResponse) =>
    Object.fromEntries(
      res
        .json()
        .data.flatMap((cluster: { attributes: { listings: { id: string; price_in_dollars: number | null }[] } }) =>
          cluster.attributes.listings.map((marker) => [marker.id, marker.price_in_dollars]),
        ),
    ) as Record<string, number | null>

  it("show a locked listing's marker without its price, and with it once the request unlocked it", async () => {
    const locked = await clusters()
    expect(locked.statusCode, locked.body).toBe(200)
    expect(markerPrices(locked)).toMatchObject({ '1': null, '2': null, '3': 321_000 })

    const unlocked = markerPrices(await clusters(await unlockToken(1)))
    // Only the listing the token unlocked: its neighbour with the same password stays locked.
    expect(unlocked).toMatchObject({ '1': 540_000, '2': null, '3': 321_000 })
  })
})

describe('the listing password', () => {
  it('appears in no response of this file, nor does any password hash', () => {
    expect(bodies.length).toBeGreaterThan(50)
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD)
      expect(body).not.toContain('$argon2')
    }
  })

  it('is documented: the unlock route is in the OpenAPI document', async () => {
    const paths = (await inject({ method: 'GET', url: '/api/v3/openapi.json' })).json().paths
    expect(paths['/api/v3/listings/{id}/unlock'].post.responses).toHaveProperty('429')
    expect(paths['/api/v3/properties/{id}/unlock'].post.requestBody).toBeDefined()
  })
})
