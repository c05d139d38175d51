import { createServer, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  copyMlsPhotos,
  enqueueMlsPhotoCopies,
  MLS_PHOTO_COPY_KIND,
  mlsPhotoCopyHandlers,
  mlsPhotoKey,
} from '../src/uploads/index.js'
import { processPhoto } from '../src/uploads/photo-pipeline.js'
import { storeProcessedPhoto } from '../src/uploads/stored-photos.js'
import { insertBasics, insertListings, listing } from './helpers/fixtures.js'
import { withTestApp } from './helpers/test-app.js'
import { testJpeg } from './helpers/test-photos.js'

const folder = mkdtempSync(join(tmpdir(), 'idx-stored-photos-test-'))
const POCKET_KEY = 'uploads/1/6f1b2c3d-0000-4000-8000-000000000001/front.jpg'
const COPIED_URL = 'https://photos.mls.example/9/1.jpg'

let server: Server
let base = ''
let requests: string[] = []
let flaky = 0

const t = withTestApp({
  env: { IDX_UPLOADS_DIR: folder },
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [
      listing({ id: 1, title: 'Pocket Pl', photo_count: 1 }),
      listing({
        id: 2,
        title: '9 Copied Way',
        photo_count: 2,
        additional_details: JSON.stringify({ media: [COPIED_URL, 'https://photos.mls.example/9/2.jpg'] }),
      }),
      listing({ id: 3, title: '3 Local Feed Rd', photo_count: 4 }),
    ])
    await db
      .updateTable('listings')
      .set({ photo_keys: JSON.stringify([POCKET_KEY]) })
      .where('id', '=', 1)
      .execute()
  },
})

beforeAll(async () => {
  const photo = await testJpeg({ width: 640, height: 480 })
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    if (request.url === '/flaky.jpg' && flaky++ === 0) return response.writeHead(503).end()
    if (request.url === '/notes.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end('just text')
    if (request.url?.endsWith('.jpg')) return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const uploads = t.app.photoUploads
  await storeProcessedPhoto(uploads, POCKET_KEY, await processPhoto(await testJpeg(), 'front.jpg', 10 ** 7), null)
  await storeProcessedPhoto(uploads, mlsPhotoKey(COPIED_URL), await processPhoto(photo, '1.jpg', 10 ** 7), COPIED_URL)
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(folder, { recursive: true, force: true })
})

const photo = (path: string, accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8') =>
  t.app.inject({ url: `/api/v3/photos/${path}`, headers: { accept } })

describe('the photos route with stored photos', () => {
  it("serves a pocket listing's upload at the size, WebP or JPEG by Accept", async () => {
    const webp = await photo('1/0/302x190.png')
    expect(webp.statusCode).toBe(200)
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(webp.headers.vary).toContain('Accept')
    expect(webp.headers['cache-control']).toBe('public, max-age=300')
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 302, height: 190 })
    const jpeg = await photo('1/0/1280x720.png', 'image/jpeg,image/*')
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 })
  })

  it("serves an MLS photo's copy once stored, and the MLS's URL until then", async () => {
    const copied = await photo('2/0/640x400.png')
    expect(copied.statusCode).toBe(200)
    expect(copied.headers['content-type']).toBe('image/webp')
    expect(copied.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const notYet = await photo('2/1/640x400.png')
    expect(notYet.statusCode).toBe(302)
    expect(notYet.headers.location).toBe('https://photos.mls.example/9/2.jpg')
    // A listing without stored photos is drawn as before.
    expect((await photo('3/0/640x400.png')).headers['content-type']).toBe('image/png')
  })
})

describe('the MLS photo copy job', () => {
  it('is queued for listings with fetchable photos only', async () => {
    await enqueueMlsPhotoCopies(t.db, [
      { id: 2, mediaUrls: ['https://photos.mls.example/9/2.jpg'] },
      { id: 3, mediaUrls: ['http://insecure.example.com/1.jpg', 'https://192.168.1.2/1.jpg'] },
    ])
    const jobs = await t.db.selectFrom('jobs').select('payload').where('kind', '=', MLS_PHOTO_COPY_KIND).execute()
    // photos.mls.example is a reserved (never resolving) name, so nothing is queued for it either.
    expect(jobs).toEqual([])
    await enqueueMlsPhotoCopies(t.db, [{ id: 2, mediaUrls: ['https://photos.mls-real.com/9/2.jpg'] }])
    const queued = await t.db.selectFrom('jobs').select('payload').where('kind', '=', MLS_PHOTO_COPY_KIND).execute()
    expect(queued.map((job) => job.payload)).toEqual([{ listing_ids: [2] }])
  })

  it('fetches, checks and sizes each photo once, keeps refusals out, and retries what may pass', async () => {
    const urls = [`${base}/a.jpg`, `${base}/notes.jpg`, `${base}/missing.png`, `${base}/flaky.jpg`]
    await t.db
      .updateTable('listings')
      .set({ additional_details: JSON.stringify({ media: urls }), photo_count: urls.length })
      .where('id', '=', 3)
      .execute()
    const handler = mlsPhotoCopyHandlers({
      db: t.db,
      photoUploads: t.app.photoUploads,
      fetch: { allowLoopbackHttp: true },
    })[MLS_PHOTO_COPY_KIND]!
    const run = () =>
      (handler as (job: { payload: { listing_ids: number[] } }) => Promise<void>)({ payload: { listing_ids: [3] } })
    // The flaky server's 503 fails the job, for the queue to try again; the rest is done.
    await expect(run()).rejects.toThrow(/could not be fetched yet/)
    requests = []
    await run()
    // The second run fetched only what was not stored: the refused ones again, and the flaky one.
    expect(requests.sort()).toEqual(['/flaky.jpg', '/missing.png', '/notes.jpg'])
    const stored = await t.db
      .selectFrom('stored_photos')
      .select(['key', 'source_url', 'width'])
      .where('source_url', 'like', `${base}%`)
      .execute()
    expect(stored.map((row) => row.source_url).sort()).toEqual([`${base}/a.jpg`, `${base}/flaky.jpg`])
    expect(stored.every((row) => row.key === mlsPhotoKey(row.source_url!))).toBe(true)
    const served = await photo('3/0/268x150.png', 'image/jpeg')
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 268, height: 150 })
    // The refused photo is still drawn (an http URL is never a redirect).
    expect((await photo('3/1/268x150.png')).headers['content-type']).toBe('image/png')
    expect((await copyMlsPhotos(t.app.photoUploads, [3], { fetch: { allowLoopbackHttp: true } })).copied).toBe(0)
  })

  it('never fetches from a name that resolves to an internal address', async () => {
    const outcome = await copyMlsPhotos(t.app.photoUploads, [3], {})
    expect(outcome).toEqual({ left: [], retry: [], copied: 0 })
  })
})
