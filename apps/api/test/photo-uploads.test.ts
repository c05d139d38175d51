import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_SIZES } from '../src/photos/photo-svg.js'
import { ensureStoredPhotos, uploadKeyFromLocation, uploadPreviewUrl } from '../src/uploads/index.js'
import { signedInPerson, type Person } from './helpers/collection-people.js'
import { startSession } from '../src/auth/tokens.js'
import { createUser } from '../src/users/users.repository.js'
import { AGENT_ID, CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'
import { testJpeg } from './helpers/test-photos.js'

const folder = mkdtempSync(join(tmpdir(), 'idx-upload-test-'))
const MAX_BYTES = 600_000
let agent: Person
let admin: { authorization: string }
let shopper: Person

const t = withTestApp({
  env: { IDX_UPLOADS_DIR: folder, IDX_UPLOAD_MAX_BYTES: String(MAX_BYTES), IDX_UPLOAD_URL_TTL_SECONDS: '60' },
  seed: async (db) => {
    await insertBasics(db)
    agent = await signedInPerson(db, 'Agnes', 'agent')
    shopper = await signedInPerson(db, 'Sam', 'shopper')
    await db.updateTable('users').set({ agent_id: AGENT_ID }).where('id', '=', Number(agent.id)).execute()
    const adminUser = await createUser(db, { siteId: SITE_ID, email: 'ada@test-realty.example', firstName: 'Ada' })
    await db.updateTable('users').set({ is_admin: true }).where('id', '=', adminUser.id).execute()
    const tokens = await startSession(db, {
      userId: adminUser.id,
      siteId: SITE_ID,
      clientId: CLIENT_ID,
      scopes: ['read', 'write', 'admin'],
      sso: false,
    })
    admin = { authorization: `Bearer ${tokens.access_token}` }
  },
})

let origin = ''
beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

type SignedUrl = {
  url: string
  credentials: Record<string, string>
  key: string
  expires_at: string
  max_bytes: number
}

async function signedUrl(who: Record<string, string>, name: string, type: string) {
  const query = new URLSearchParams({ 'file[name]': name, 'conditions[Content-Type]': type })
  return t.app.inject({ url: `/api/v3/signed_urls?${query}`, headers: who })
}

async function sign(name: string, type = 'image/jpeg'): Promise<SignedUrl> {
  const res = await signedUrl(agent.auth, name, type)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { data: { attributes: SignedUrl } }).data.attributes
}

async function post(url: string, fields: Record<string, string>, file: Buffer, name: string, type = 'image/jpeg') {
  const form = new FormData()
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  const res = await fetch(url.replace(/^http:\/\/[^/]+/, origin), { method: 'POST', body: form })
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') }
}

const xmlValue = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]

describe('GET /api/v3/signed_urls', () => {
  it('signs a form for an agent and an administrator, bound to one key and type', async () => {
    const signed = await sign('My House.jpg')
    expect(signed.key).toMatch(/^uploads\/1\/[0-9a-f-]{36}\/My-House.jpg$/)
    expect(signed.url).toMatch(/\/api\/v3\/uploads$/)
    expect(signed.max_bytes).toBe(MAX_BYTES)
    expect(Object.keys(signed.credentials).sort()).toEqual(
      [
        'Content-Type',
        'Policy',
        'X-Amz-Algorithm',
        'X-Amz-Credential',
        'X-Amz-Date',
        'X-Amz-Signature',
        'key',
        'success_action_status',
      ].sort(),
    )
    expect(signed.credentials).toMatchObject({
      key: signed.key,
      'Content-Type': 'image/jpeg',
      success_action_status: '201',
    })
    expect(Date.parse(signed.expires_at) - Date.now()).toBeLessThanOrEqual(60_000)
    expect((await signedUrl(admin, 'a.png', 'image/png')).statusCode).toBe(200)
  })

  it('refuses a type that is not an image (400), and anyone but agents and administrators (403, 401)', async () => {
    const res = await signedUrl(agent.auth, 'notes.txt', 'text/plain')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].detail).toContain('notes.txt is not an image')
    expect((await signedUrl(shopper.auth, 'a.jpg', 'image/jpeg')).statusCode).toBe(403)
    expect((await signedUrl(siteAuthorization, 'a.jpg', 'image/jpeg')).statusCode).toBe(401)
  })
})

describe('POST /api/v3/uploads (the local store)', () => {
  it("takes a JPEG, answers S3's PostResponse, and serves every size from a signed preview URL", async () => {
    const signed = await sign('house.jpg')
    const res = await post(signed.url, signed.credentials, await testJpeg(), 'house.jpg')
    expect(res.status, res.text).toBe(201)
    expect(res.type).toContain('application/xml')
    const location = xmlValue(res.text, 'Location')!
    expect(location).toBe(`${origin}/api/v3/uploads/${signed.key}`)
    expect(xmlValue(res.text, 'Key')).toBe(signed.key)
    expect(xmlValue(res.text, 'ETag')).toMatch(/^&quot;[0-9a-f]{32}&quot;$/)
    expect(uploadKeyFromLocation(location, 1)).toBe(signed.key)
    expect(uploadKeyFromLocation(location, 2)).toBeNull()
    for (const size of PHOTO_SIZES) {
      const url = await uploadPreviewUrl(t.app, signed.key, size)
      const webp = await t.app.inject({ url, headers: { accept: 'image/avif,image/webp,*/*' } })
      expect(webp.statusCode, webp.body).toBe(200)
      expect(webp.headers['content-type']).toBe('image/webp')
      expect(webp.headers.vary).toContain('Accept')
      const [width, height] = size.split('x').map(Number)
      expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height })
      const jpeg = await t.app.inject({ url, headers: { accept: 'image/*' } })
      expect(jpeg.headers['content-type']).toBe('image/jpeg')
      expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width, height })
    }
    // Already stored: nothing more to do.
    expect(await ensureStoredPhotos(t.app, [signed.key])).toEqual({ refused: [] })
  })

  it('refuses a preview URL with a wrong, reused or expired signature', async () => {
    const signed = await sign('porch.jpg')
    expect((await post(signed.url, signed.credentials, await testJpeg(), 'porch.jpg')).status).toBe(201)
    const url = await uploadPreviewUrl(t.app, signed.key, '640x400')
    expect((await t.app.inject(url.replace('640x400', '1280x720'))).statusCode).toBe(404)
    expect((await t.app.inject(url.replace(/signature=./, 'signature=A'))).statusCode).toBe(404)
    const past = await uploadPreviewUrl(t.app, signed.key, '640x400', Math.floor(Date.now() / 1000) - 3600)
    expect((await t.app.inject(past)).statusCode).toBe(404)
  })

  it('refuses a renamed text file by its content, naming it', async () => {
    const signed = await sign('notes.jpg')
    const res = await post(
      signed.url,
      signed.credentials,
      Buffer.from('Shopping list: eggs, milk\n'.repeat(50)),
      'notes.jpg',
    )
    expect(res.status).toBe(400)
    expect(xmlValue(res.text, 'Code')).toBe('InvalidArgument')
    expect(xmlValue(res.text, 'Message')).toBe('notes.jpg is not an image')
  })

  it('refuses a file over the size limit, and a photo too small to show', async () => {
    const big = await testJpeg({ width: 1200, height: 900, noise: true })
    expect(big.length).toBeGreaterThan(MAX_BYTES)
    const signed = await sign('big.jpg')
    const res = await post(signed.url, signed.credentials, big, 'big.jpg')
    expect(res.status).toBe(400)
    expect(xmlValue(res.text, 'Code')).toBe('EntityTooLarge')
    expect(xmlValue(res.text, 'Message')).toContain('big.jpg is larger than')
    const small = await sign('tiny.jpg')
    const tiny = await post(small.url, small.credentials, await testJpeg({ width: 200, height: 100 }), 'tiny.jpg')
    expect(tiny.status).toBe(400)
    expect(xmlValue(tiny.text, 'Message')).toBe('tiny.jpg is 200x100 pixels; a photo must be at least 302x190')
  })

  it('refuses a form whose key, type or size was changed, a forged one, an expired one, and a second use', async () => {
    const jpeg = await testJpeg()
    const signed = await sign('a.jpg')
    const otherKey = { ...signed.credentials, key: signed.key.replace(/a\.jpg$/, 'b.jpg') }
    expect((await post(signed.url, otherKey, jpeg, 'a.jpg')).status).toBe(403)
    const otherType = { ...signed.credentials, 'Content-Type': 'image/png' }
    expect((await post(signed.url, otherType, jpeg, 'a.jpg')).status).toBe(403)
    const policy = JSON.parse(Buffer.from(signed.credentials.Policy!, 'base64').toString()) as { conditions: unknown[] }
    policy.conditions = policy.conditions.map((c) => (Array.isArray(c) ? ['content-length-range', 1, 10 ** 9] : c))
    const larger = { ...signed.credentials, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') }
    const forged = await post(signed.url, larger, jpeg, 'a.jpg')
    expect(forged.status).toBe(403)
    expect(xmlValue(forged.text, 'Code')).toBe('SignatureDoesNotMatch')
    expect((await post(signed.url, signed.credentials, jpeg, 'a.jpg')).status).toBe(201)
    const again = await post(signed.url, signed.credentials, jpeg, 'a.jpg')
    expect(again.status).toBe(403)
    expect(xmlValue(again.text, 'Message')).toContain('used already')
  })

  it('answers what is not a form at all as any API request (JSON:API), forms with S3 XML', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/uploads', payload: { key: 'x' } })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    const empty = await post(`${origin}/api/v3/uploads`, { key: 'x' }, Buffer.from('x'), 'x.jpg')
    expect(empty.status).toBe(403)
    expect(xmlValue(empty.text, 'Code')).toBe('AccessDenied')
  })

  it('turns the photo upright and strips its EXIF, GPS position included', async () => {
    const phone = await testJpeg({ width: 800, height: 600, gps: true, orientation: 6 })
    expect((await sharp(phone).metadata()).exif?.toString('latin1')).toContain('TestCam')
    const signed = await sign('gps.jpg')
    expect((await post(signed.url, signed.credentials, phone, 'gps.jpg')).status).toBe(201)
    const original = await t.app.photoUploads.store.get(signed.key)
    const metadata = await sharp(original!.body).metadata()
    expect(metadata).toMatchObject({ width: 600, height: 800 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    const sized = await t.app.inject({
      url: await uploadPreviewUrl(t.app, signed.key, '640x400'),
      headers: { accept: 'image/jpeg' },
    })
    expect((await sharp(sized.rawPayload).metadata()).exif).toBeUndefined()
    expect(sized.rawPayload.toString('latin1')).not.toContain('GPS')
  })
})
