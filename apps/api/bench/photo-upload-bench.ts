// Photo uploads' figures (src/uploads/): ten 5 MB photos uploaded three at a time through the
// local store's signed-URL path (GET signed_urls, then the form POSTed to POST uploads) to the built
// server in its own process, with the time from each upload's start to all its sizes served (every
// size of PHOTO_SIZES, WebP and JPEG, from signed preview URLs), and the server's peak resident
// memory while it resizes, above its idle figure. Part of `npm run bench` unless BENCH_PHOTOS=0;
// alone with `npx tsx bench/photo-upload-bench.ts` (after `npx turbo run build --filter=@idx-app/api`).
//
// Settings (environment): BENCH_PHOTO_COUNT=10  BENCH_PHOTO_PARALLEL=3  BENCH_PHOTO_MB=5
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { DEMO_CLIENT_ID } from '../src/config/server-config.js'
import { PHOTO_SIZES } from '../src/photos/photo-svg.js'
import { downloadSignature } from '../src/uploads/upload-policy.js'

/** The targets: each photo's sizes all served within this, and resizing within this much memory. */
export const PHOTO_TARGETS = { secondsPerPhoto: 2, peakMiBAboveIdle: 300 } as const

const here = dirname(fileURLToPath(import.meta.url))
const apiDir = join(here, '..')
const env = process.env
const AGENT = { email: 'ezra.roberts@lone-star-realty.example', password: 'idx-agent-password' }

/** A JPEG of `pixels` pixels (3:2) of noise at high quality, which does not compress. */
function noiseJpeg(pixels: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt(pixels * 1.5))
  const height = Math.round(pixels / width)
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

/** Photos of about `megabytes` MB each: one trial sets the bytes a pixel, then all are made at that. */
async function noisePhotos(count: number, megabytes: number): Promise<Buffer[]> {
  const trialPixels = 1_000_000
  const bytesPerPixel = (await noiseJpeg(trialPixels)).length / trialPixels
  const pixels = Math.round((megabytes * 1024 * 1024) / bytesPerPixel)
  return Promise.all(Array.from({ length: count }, () => noiseJpeg(pixels)))
}

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

export interface PhotoUploadFigures {
  photos: number
  megabytesEach: number
  seconds: number
  photosPerSecond: number
  megabytesPerSecond: number
  perPhotoSeconds: { p50: number; max: number }
  idleMiB: number
  peakMiB: number
  peakAboveIdleMiB: number
}

export async function runPhotoUploadBench(): Promise<PhotoUploadFigures> {
  const count = Number(env.BENCH_PHOTO_COUNT ?? 10)
  const parallel = Number(env.BENCH_PHOTO_PARALLEL ?? 3)
  const megabytes = Number(env.BENCH_PHOTO_MB ?? 5)
  const folder = mkdtempSync(join(tmpdir(), 'idx-bench-uploads-'))
  const signingKey = randomBytes(32).toString('base64url')
  const child = spawn(process.execPath, [join(apiDir, 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      IDX_DATA_DIR: 'memory',
      IDX_DEMO_LISTINGS: '5000',
      IDX_MAP_TILES: 'none',
      IDX_JOB_WORKER: '0',
      IDX_UPLOADS_DIR: folder,
      IDX_UPLOAD_SIGNING_KEY: signingKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let out = ''
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 180_000)
      const onData = (chunk: Buffer) => {
        out += chunk.toString()
        const match = /health\s+(http:\/\/[^/\s]+)\/healthz/.exec(out)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
    })
    const token = await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: DEMO_CLIENT_ID, ...AGENT }),
    }).then(async (res) => ((await res.json()) as { access_token: string }).access_token)
    const photos = await noisePhotos(count, megabytes)
    // Idle: the server started, signed in, and settled.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const idleMiB = rssMiB(child.pid!)
    let peakMiB = idleMiB
    const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, rssMiB(child.pid!))), 10)

    const uploadOne = async (photo: Buffer, i: number): Promise<number> => {
      const started = performance.now()
      const query = new URLSearchParams({ 'file[name]': `photo-${i}.jpg`, 'conditions[Content-Type]': 'image/jpeg' })
      const signed = await fetch(`${baseUrl}/api/v3/signed_urls?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then(async (res) => {
        if (!res.ok) throw new Error(`signed_urls answered ${res.status}: ${await res.text()}`)
        return (
          (await res.json()) as {
            data: { attributes: { url: string; credentials: Record<string, string>; key: string } }
          }
        ).data.attributes
      })
      const form = new FormData()
      for (const [name, value] of Object.entries(signed.credentials)) form.append(name, value)
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i}.jpg`)
      const posted = await fetch(signed.url, { method: 'POST', body: form })
      if (posted.status !== 201) throw new Error(`upload answered ${posted.status}: ${await posted.text()}`)
      const expires = Math.floor(Date.now() / 1000) + 600
      const key = Buffer.from(signingKey, 'utf8')
      await Promise.all(
        PHOTO_SIZES.flatMap((size) =>
          ['image/webp', 'image/jpeg'].map(async (accept) => {
            const signature = downloadSignature(key, signed.key, size, expires)
            const res = await fetch(
              `${baseUrl}/api/v3/uploads/${signed.key}?size=${size}&expires=${expires}&signature=${signature}`,
              { headers: { accept } },
            )
            if (res.status !== 200) throw new Error(`size ${size} answered ${res.status}`)
            await res.arrayBuffer()
          }),
        ),
      )
      return (performance.now() - started) / 1000
    }

    const started = performance.now()
    const perPhoto: number[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < photos.length) {
          const i = next++
          perPhoto.push(await uploadOne(photos[i]!, i))
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    peakMiB = Math.max(peakMiB, rssMiB(child.pid!))
    perPhoto.sort((a, b) => a - b)
    const totalMegabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024
    return {
      photos: count,
      megabytesEach: totalMegabytes / count,
      seconds,
      photosPerSecond: count / seconds,
      megabytesPerSecond: totalMegabytes / seconds,
      perPhotoSeconds: { p50: perPhoto[Math.floor(perPhoto.length / 2)]!, max: perPhoto[perPhoto.length - 1]! },
      idleMiB,
      peakMiB,
      peakAboveIdleMiB: peakMiB - idleMiB,
    }
  } finally {
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The figures as `npm run bench` prints them, with their verdicts. */
export function printPhotoUploadFigures(f: PhotoUploadFigures): void {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
  console.log(`\nphoto uploads (local store, ${f.photos} photos of ${f.megabytesEach.toFixed(1)} MB, 3 at a time)`)
  console.log(
    `  throughput          ${f.photosPerSecond.toFixed(2)} photos/s, ${f.megabytesPerSecond.toFixed(1)} MB/s (${f.seconds.toFixed(1)} s in all)`,
  )
  console.log(
    `  upload to all sizes p50 ${f.perPhotoSeconds.p50.toFixed(2)} s, max ${f.perPhotoSeconds.max.toFixed(2)} s ` +
      `(target <= ${PHOTO_TARGETS.secondsPerPhoto} s): ${verdict(f.perPhotoSeconds.max <= PHOTO_TARGETS.secondsPerPhoto)}`,
  )
  console.log(
    `  server memory       idle ${f.idleMiB.toFixed(0)} MiB, peak ${f.peakMiB.toFixed(0)} MiB, ` +
      `+${f.peakAboveIdleMiB.toFixed(0)} MiB (target <= ${PHOTO_TARGETS.peakMiBAboveIdle}): ` +
      verdict(f.peakAboveIdleMiB <= PHOTO_TARGETS.peakMiBAboveIdle),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printPhotoUploadFigures(await runPhotoUploadBench())
}
