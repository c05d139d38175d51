import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error -- s3rver ships no types
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/platform-app.js'
import { ensureStoredPhotos, sizeKey, uploadKeyFromLocation, uploadPreviewUrl } from '../src/uploads/index.js'
import { signedInPerson, type Person } from './helpers/collection-people.js'
import { AGENT_ID, insertBasics } from './helpers/fixtures.js'
import { testDatabase } from './helpers/database.js'
import { testJpeg } from './helpers/test-photos.js'
import type { FastifyInstance } from 'fastify'
import type { OpenDatabase } from '../src/db/database.js'

// The S3 path against s3rver, a local S3-compatible server (a dev dependency), started here on a
// free port with its objects in a temporary folder: the signed URL is the SDK's presigned POST,
// the browser's form goes straight to the bucket, and ensureStoredPhotos checks and sizes it.

const BUCKET = 'idx-photos'
const folder = mkdtempSync(join(tmpdir(), 'idx-s3rver-'))
let s3: { run(): Promise<AddressInfo>; close(): Promise<void> }
let app: FastifyInstance
let database: OpenDatabase
let agent: Person

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await s3.run()
  database = await testDatabase()
  await insertBasics(database.db)
  agent = await signedInPerson(database.db, 'Agnes', 'agent')
  await database.db.updateTable('users').set({ agent_id: AGENT_ID }).where('id', '=', Number(agent.id)).execute()
  app = await buildTestApp(
    database.db,
    {},
    {
      IDX_UPLOAD_STORAGE: 's3',
      IDX_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      IDX_S3_BUCKET: BUCKET,
      IDX_S3_REGION: 'us-east-1',
      IDX_S3_ACCESS_KEY_ID: 'S3RVER',
      IDX_S3_SECRET_ACCESS_KEY: 'S3RVER',
      IDX_UPLOAD_MAX_BYTES: '2000000',
    },
  )
}, 120_000)
afterAll(async () => {
  await app?.close()
  await database?.close()
  await s3?.close()
  rmSync(folder, { recursive: true, force: true })
})

type SignedUrl = { url: string; credentials: Record<string, string>; key: string }

async function sign(name: string, type = 'image/jpeg'): Promise<SignedUrl> {
  const query = new URLSearchParams({ 'file[name]': name, 'conditions[Content-Type]': type })
  const res = await app.inject({ url: `/api/v3/signed_urls?${query}`, headers: agent.auth })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { data: { attributes: SignedUrl } }).data.attributes
}

async function post(signed: SignedUrl, file: Buffer, name: string, fields = signed.credentials) {
  const form = new FormData()
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), name)
  const res = await fetch(signed.url, { method: 'POST', body: form })
  return { status: res.status, text: await res.text() }
}

const xmlValue = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]

describe('uploads to S3 (s3rver)', () => {
  it('signs a presigned POST the bucket takes, then ensureStoredPhotos strips and sizes the photo', async () => {
    const signed = await sign('house.jpg')
    expect(signed.url).toContain(BUCKET)
    expect(signed.credentials).toMatchObject({
      key: signed.key,
      'Content-Type': 'image/jpeg',
      success_action_status: '201',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    })
    expect(Object.keys(signed.credentials)).toEqual(
      expect.arrayContaining(['Policy', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Signature']),
    )
    const phone = await testJpeg({ gps: true, orientation: 6 })
    const res = await post(signed, phone, 'house.jpg')
    expect(res.status, res.text).toBe(201)
    const location = xmlValue(res.text, 'Location')!
    expect(xmlValue(res.text, 'Key')).toBe(signed.key)
    expect(uploadKeyFromLocation(location, 1)).toBe(signed.key)

    expect(await ensureStoredPhotos(app, [signed.key])).toEqual({ refused: [] })
    const store = app.photoUploads.store
    const original = await store.get(signed.key)
    const metadata = await sharp(original!.body).metadata()
    expect(metadata).toMatchObject({ width: 600, height: 800 })
    expect(metadata.exif).toBeUndefined()
    const cover = await store.get(sizeKey(signed.key, '302x190', 'webp'))
    expect(await sharp(cover!.body).metadata()).toMatchObject({ format: 'webp', width: 302, height: 190 })
    const preview = await fetch(await uploadPreviewUrl(app, signed.key, '640x400'))
    expect(preview.status).toBe(200)
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 400 })
    // Idempotent: a second call finds it stored.
    expect(await ensureStoredPhotos(app, [signed.key])).toEqual({ refused: [] })
  })

  it('refuses a renamed text file when the listing is saved, naming it, and a key never uploaded', async () => {
    const signed = await sign('notes.jpg')
    expect((await post(signed, Buffer.from('not a photo at all'), 'notes.jpg')).status).toBe(201)
    const missing = signed.key.replace(/[0-9a-f]{8}-/, '00000000-')
    expect(await ensureStoredPhotos(app, [signed.key, missing])).toEqual({
      refused: [
        { key: signed.key, detail: 'notes.jpg is not an image' },
        { key: missing, detail: 'notes.jpg was not uploaded: upload it again' },
      ],
    })
  })

  // s3rver takes any form without checking its policy, so the policy's conditions are read here: S3
  // itself (and MinIO) refuse a form whose key, type or size differs, or which has expired.
  it("binds the presigned POST's policy to the key, the type, the size limit and the expiry", async () => {
    const signed = await sign('a.png', 'image/png')
    const policy = JSON.parse(Buffer.from(signed.credentials.Policy!, 'base64').toString()) as {
      expiration: string
      conditions: unknown[]
    }
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: signed.key },
        { bucket: BUCKET },
        ['content-length-range', 1, 2_000_000],
        ['eq', '$Content-Type', 'image/png'],
        ['eq', '$success_action_status', '201'],
      ]),
    )
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(900_000)
    expect(Date.parse(policy.expiration) - Date.now()).toBeGreaterThan(800_000)
  })
})
