import { Writable } from 'node:stream'
import { cardPhotoUrls, IMAGE_SIZES, sizedPhotoUrl } from '@idx/domain'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { KyselyPlugin } from 'kysely'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../src/auth/passwords.js'
import { secretHash } from '../src/auth/secrets.js'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config/server-config.js'
import { UNLOCK_LIFETIME_SECONDS } from '../src/listings/listing-unlock.js'
import { passwordFingerprint } from '../src/photos/password-fingerprint.js'
import { signedPhotoUrl } from '../src/photos/photo-signature.js'
import { PHOTO_SIGNING_KEY_NAME } from '../src/photos/photo-signing-key.js'
import { PHOTO_SIZES, type PhotoSize } from '../src/photos/photo-svg.js'
import { insertBasics, insertListings, listing } from './helpers/fixtures.js'
import { buildTestApp, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Signed photo URLs of password-protected listings: photos 1 onwards of a protected listing load
// only from the signed URLs an unlocked answer gives. 1 and 2: protected (the same password), 4
// photos each. 3: no password, 3 photos.
const PASSWORD = 'open-sesame'
const PUBLIC_CACHE = 'public, max-age=31536000, immutable'
const SIGNED_URL =
  /^\/api\/v3\/photos\/(\d+)\/(\d+)\/1280x720\.png\?expires=(\d+)&max_size=1280x720&signature=[\w-]{43}$/

/** Counts the statements the app runs, to hold the photo route to one lookup. */
let statements = 0
const countStatements: KyselyPlugin = {
  transformQuery: (args) => {
    statements += 1
    return args.node
  },
  transformResult: async (args) => args.result,
}
let nextAddress = 1

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    const passwordHash = await hashPassword(PASSWORD)
    await insertListings(db, [
      listing({ id: 1, password_hash: passwordHash, photo_count: 4, price_in_dollars: 540_000 }),
      listing({ id: 2, password_hash: passwordHash, photo_count: 4 }),
      listing({ id: 3, photo_count: 3 }),
    ])
  },
  appDb: (db) => db.withPlugin(countStatements),
})

const get = (url: string, server = t.app) => server.inject({ method: 'GET', url })

/** An unlock token for the listing, from the real route (each from its own address: no throttling). */
async function unlockToken(id: number, server = t.app): Promise<string> {
  nextAddress += 1
  const res = await server.inject({
    method: 'POST',
    url: `/api/v3/listings/${id}/unlock`,
    headers: siteAuthorization,
    remoteAddress: `10.9.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`,
    payload: { password: PASSWORD },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.attributes.token as string
}

type Attributes = { photo_urls: string[]; cover_photo_url: string | null; locked: boolean }

async function listingAttributes(id: number, token?: string, server = t.app): Promise<Attributes> {
  const options: InjectOptions = {
    method: 'GET',
    url: `/api/v3/listings/${id}`,
    headers: { ...siteAuthorization, ...(token === undefined ? {} : { 'x-listing-unlock': token }) },
  }
  const res = await server.inject(options)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.attributes as Attributes
}

/** The unlocked listing's signed gallery URLs (photos 1 onwards). */
async function signedUrls(id: number): Promise<string[]> {
  const { photo_urls: urls, locked } = await listingAttributes(id, await unlockToken(id))
  expect(locked).toBe(false)
  return urls.slice(1)
}

function expectRefused(res: LightMyRequestResponse, id: number, index: number) {
  expect(res.statusCode, res.body).toBe(404)
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.json()).toEqual({
    errors: [
      { status: '404', title: 'Not Found', detail: `No photo ${index} of listing ${id} without a valid signature` },
    ],
  })
}

/** A URL signed with the app's own key, for grants the API never hands out (expired, smaller sizes). */
async function craftedUrl(grant: { listingId: number; index: number; maxSize: PhotoSize; expires: number }) {
  const row = await t.db
    .selectFrom('listings')
    .select(passwordFingerprint.as('fingerprint'))
    .where('id', '=', grant.listingId)
    .executeTakeFirstOrThrow()
  return signedPhotoUrl(await t.app.photoSigningKey(), { ...grant, passwordFingerprint: row.fingerprint! })
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('a locked listing’s photos', () => {
  it('refuse a guessed URL of every hidden photo alike, in each format and size, whether or not it exists', async () => {
    for (const index of [1, 2, 3, 4, 50]) {
      for (const size of PHOTO_SIZES) {
        expectRefused(await get(`/api/v3/photos/1/${index}/${size}.png`), 1, index)
      }
      expectRefused(await get(`/api/v3/photos/1/${index}/1280x720.svg`), 1, index)
    }
  })

  it('serve the cover (photo 0) to everyone, plainly: the gate, cards and map popups show it', async () => {
    const locked = await listingAttributes(1)
    expect(locked).toMatchObject({
      locked: true,
      photo_urls: ['/api/v3/photos/1/0/1280x720.png'],
      cover_photo_url: '/api/v3/photos/1/0/302x190.png',
    })
    const res = await get('/api/v3/photos/1/0/302x190.png')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE)
  })

  it('refuse bad signature parameters as they refuse none, and over-long ones as a bad request', async () => {
    const [url] = await signedUrls(1)
    const path = url!.split('?')[0]!
    const query = new URLSearchParams(url!.split('?')[1])
    for (const bad of [
      'expires=1&max_size=1280x720',
      'signature=abc',
      `expires=-1&max_size=1280x720&signature=${query.get('signature')}`,
      `expires=${query.get('expires')}&max_size=99x99&signature=${query.get('signature')}`,
      `expires=${query.get('expires')}&max_size=1280x720&signature=${query.get('signature')!.slice(1)}`,
    ]) {
      expectRefused(await get(`${path}?${bad}`), 1, 1)
    }
    const long = await get(`${path}?signature=${'a'.repeat(65)}`)
    expect(long.statusCode).toBe(400)
    expect(long.json().errors[0].source).toEqual({ parameter: 'signature' })
  })
})

describe('an unlocked listing’s photos', () => {
  it('come signed in the listing document and load as PNGs, cached privately until the unlock expires', async () => {
    const token = await unlockToken(1)
    const unlocked = await listingAttributes(1, token)
    expect(unlocked.locked).toBe(false)
    expect(unlocked.photo_urls).toHaveLength(4)
    // The cover stays the plain URL the locked view gave, so a browser keeps its cached copy.
    expect(unlocked.photo_urls[0]).toBe('/api/v3/photos/1/0/1280x720.png')
    expect(unlocked.cover_photo_url).toBe('/api/v3/photos/1/0/302x190.png')
    const unlockExpiry = (
      await t.db
        .selectFrom('listing_unlocks')
        .select('expires_at')
        .where('token_hash', '=', secretHash(token))
        .executeTakeFirstOrThrow()
    ).expires_at
    for (const [index, url] of unlocked.photo_urls.slice(1).entries()) {
      const [, id, photoIndex, expires] = SIGNED_URL.exec(url) ?? []
      expect([id, photoIndex], url).toEqual(['1', String(index + 1)])
      // The signature ends with the unlock it comes from.
      expect(Number(expires)).toBe(Math.floor(new Date(unlockExpiry).getTime() / 1000))
      const res = await get(url)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1])
      expect(maxAge).toBeGreaterThan(UNLOCK_LIFETIME_SECONDS - 60)
      expect(maxAge).toBeLessThanOrEqual(UNLOCK_LIFETIME_SECONDS)
    }
    // The same token answers the same URLs, so the browser's cache serves them again.
    expect((await listingAttributes(1, token)).photo_urls).toEqual(unlocked.photo_urls)
  })

  it('load at the smaller sizes the cards swap in, and as the SVG drawing', async () => {
    const [url] = await signedUrls(1)
    for (const size of [IMAGE_SIZES.card, IMAGE_SIZES.cardLazy, IMAGE_SIZES.mapPopup, { width: 640, height: 400 }]) {
      const res = await get(sizedPhotoUrl(url!, size))
      expect(res.statusCode, `${size.width}x${size.height}`).toBe(200)
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    }
    const svg = await get(url!.replace('.png?', '.svg?'))
    expect(svg.statusCode).toBe(200)
    expect(svg.body).toContain('(photo 2)</title>')
  })

  it('refuse a tampered signature, another photo’s or listing’s signature, and a stretched expiry', async () => {
    const [first, second] = await signedUrls(1)
    const [otherListing] = await signedUrls(2)
    const query = (url: string) => url.split('?')[1]!
    const signature = new URLSearchParams(query(first!)).get('signature')!
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    expectRefused(await get(first!.replace(signature, flipped)), 1, 1)
    // Photo 1's signature on photo 2's path, and listing 2's photo 1 signature on listing 1's.
    expectRefused(await get(`/api/v3/photos/1/2/1280x720.png?${query(first!)}`), 1, 2)
    expect(second).toMatch(/\/photos\/1\/2\//)
    expectRefused(await get(`/api/v3/photos/1/1/1280x720.png?${query(otherListing!)}`), 1, 1)
    const expires = Number(new URLSearchParams(query(first!)).get('expires'))
    expectRefused(await get(first!.replace(`expires=${expires}`, `expires=${expires + 3600}`)), 1, 1)
  })

  it('refuse a size larger than the one signed for, and a max_size changed in the URL', async () => {
    const small = await craftedUrl({ listingId: 1, index: 1, maxSize: '640x400', expires: nowSeconds() + 600 })
    expect((await get(small)).statusCode).toBe(200)
    expect((await get(sizedPhotoUrl(small, IMAGE_SIZES.card))).statusCode).toBe(200)
    expectRefused(await get(sizedPhotoUrl(small, IMAGE_SIZES.gallery)), 1, 1)
    expectRefused(
      await get(sizedPhotoUrl(small, IMAGE_SIZES.gallery).replace('max_size=640x400', 'max_size=1280x720')),
      1,
      1,
    )
  })

  it('refuse an expired signature', async () => {
    const expired = await craftedUrl({ listingId: 1, index: 2, maxSize: '1280x720', expires: nowSeconds() - 1 })
    expectRefused(await get(expired), 1, 2)
    const valid = await craftedUrl({ listingId: 1, index: 2, maxSize: '1280x720', expires: nowSeconds() + 60 })
    expect((await get(valid)).statusCode).toBe(200)
  })

  it('refuse the URLs made before the listing’s password changed, as its unlocks are', async () => {
    const [url] = await signedUrls(2)
    expect((await get(url!)).statusCode).toBe(200)
    await t.db
      .updateTable('listings')
      .set({ password_hash: await hashPassword('a new listing password') })
      .where('id', '=', 2)
      .execute()
    expectRefused(await get(url!), 2, 1)
  })

  it('answer the photo count past the last photo only to a valid signature', async () => {
    const past = await craftedUrl({ listingId: 1, index: 4, maxSize: '1280x720', expires: nowSeconds() + 60 })
    const res = await get(past)
    expect(res.statusCode).toBe(404)
    expect(res.json().errors[0].detail).toBe('Listing 1 has 4 photos (indexes 0 to 3)')
  })
})

describe('search answers', () => {
  const search = async (token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/listings/search',
      headers: { ...siteAuthorization, ...(token === undefined ? {} : { 'x-listing-unlock': token }) },
      payload: { filter: { id: { value: [1, 3] } } },
    })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data as { id: string; attributes: Attributes }[]
    return Object.fromEntries(data.map((resource) => [resource.id, resource.attributes]))
  }

  it('give an unlocking request signed card photos that load at card sizes, and the plain cover', async () => {
    const locked = await search()
    const unlocked = await search(await unlockToken(1))
    expect(unlocked['1']!.locked).toBe(false)
    expect(unlocked['1']!.cover_photo_url).toBe(locked['1']!.cover_photo_url)
    expect(unlocked['1']!.photo_urls.slice(1).every((url) => SIGNED_URL.test(url))).toBe(true)
    // What a card steps through (@idx/domain's cardPhotoUrls, as search-ui renders it).
    for (const size of [IMAGE_SIZES.card, IMAGE_SIZES.cardLazy]) {
      const cardPhotos = cardPhotoUrls(unlocked['1']!, size)
      expect(cardPhotos).toHaveLength(4)
      for (const url of cardPhotos) expect((await get(url)).statusCode, url).toBe(200)
    }
    // The locked card's own photos load too: the cover alone.
    for (const url of cardPhotoUrls(locked['1']!, IMAGE_SIZES.card)) expect((await get(url)).statusCode).toBe(200)
  })
})

describe('a listing without a password', () => {
  it('keeps plain, publicly cached photo URLs, unlock header or not, and ignores signature parameters', async () => {
    const token = await unlockToken(1)
    for (const attributes of [await listingAttributes(3), await listingAttributes(3, token)]) {
      expect(attributes.photo_urls).toEqual([0, 1, 2].map((index) => `/api/v3/photos/3/${index}/1280x720.png`))
    }
    for (const url of ['/api/v3/photos/3/2/1280x720.png', '/api/v3/photos/3/2/1280x720.png?signature=whatever']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE)
    }
  })
})

describe('the photo route’s cost', () => {
  it('runs one statement for a photo, hidden or not, once the process has its key', async () => {
    const [url] = await signedUrls(1)
    await get(url!)
    for (const path of [
      url!,
      '/api/v3/photos/1/2/302x190.png',
      '/api/v3/photos/1/0/302x190.png',
      '/api/v3/photos/3/1/302x190.png',
    ]) {
      const before = statements
      await get(path)
      expect(statements - before, path).toBe(1)
    }
  })
})

describe('several API processes', () => {
  const buildProcess = (photoSigningKey?: string) =>
    buildApp(
      {
        ...readConfig(photoSigningKey === undefined ? {} : { IDX_PHOTO_SIGNING_KEY: photoSigningKey }),
        idxAppDir: null,
        storybookDir: null,
      },
      { db: t.db },
    )

  it('accept each other’s signatures with the key they share in the database', async () => {
    const [one, two] = [await buildProcess(), await buildProcess()]
    try {
      const token = await unlockToken(1, one)
      const urls = (await listingAttributes(1, token, one)).photo_urls.slice(1)
      for (const url of urls) expect((await get(url, two)).statusCode, url).toBe(200)
      expect((await listingAttributes(1, token, two)).photo_urls).toEqual(
        (await listingAttributes(1, token, one)).photo_urls,
      )
      const keys = await t.db.selectFrom('server_secrets').select('name').execute()
      expect(keys).toEqual([{ name: PHOTO_SIGNING_KEY_NAME }])
    } finally {
      await one.close()
      await two.close()
    }
  })

  it('accept each other’s signatures with a configured key, and refuse those of another key', async () => {
    const key = 'a-configured-photo-signing-key-of-40-chars'
    const [one, two, other] = [await buildProcess(key), await buildProcess(key), await buildProcess()]
    try {
      const token = await unlockToken(1, one)
      const [url] = (await listingAttributes(1, token, one)).photo_urls.slice(1)
      expect((await get(url!, two)).statusCode).toBe(200)
      expectRefused(await get(url!, other), 1, 1)
    } finally {
      await one.close()
      await two.close()
      await other.close()
    }
  })

  it('refuse to start with a configured key shorter than 32 characters', () => {
    expect(() => readConfig({ IDX_PHOTO_SIGNING_KEY: 'too-short' })).toThrow(
      'IDX_PHOTO_SIGNING_KEY must be at least 32 characters',
    )
  })
})

describe('signed photo URLs elsewhere', () => {
  it('are left out of the request log', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logged = await buildTestApp(t.db, { logger: { level: 'info', stream } })
    try {
      const [url] = await signedUrls(1)
      expect((await get(url!, logged)).statusCode).toBe(200)
      const signature = new URLSearchParams(url!.split('?')[1]).get('signature')!
      const log = lines.join('')
      expect(log).toContain('&signature=[redacted]')
      expect(log).not.toContain(signature)
    } finally {
      await logged.close()
    }
  })

  it('are described in the OpenAPI document of the photos route', async () => {
    const paths = (await get('/api/v3/openapi.json')).json().paths
    const route = paths['/api/v3/photos/{listingId}/{index}/{size}.png'].get
    expect(
      route.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name),
    ).toEqual(['expires', 'max_size', 'signature'])
    expect(route.description).toContain('Without a valid signature they answer 404')
  })
})
