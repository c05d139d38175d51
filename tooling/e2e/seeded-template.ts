import { createHash } from 'node:crypto'
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '@idx-app/api/database'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const API_DIST = join(root, 'apps/api/dist')
/** Templates live here, one folder per key; older keys are removed when a new one is made. */
const CACHE = join(root, 'node_modules/.cache/idx-e2e-seed')
/** The file a finished template holds: a folder without it is not one. */
const READY = 'template-ready'
/** How long a seeding server may take (the first seed of a busy CI machine). */
const SEED_TIMEOUT_MS = 600_000
const POLL_MS = 200

/**
 * The folder every end-to-end server copies its data from: a PGlite data folder that the built
 * server (apps/api/dist/server.js) seeded on a first start, exactly as `npm start` does. Made once
 * per build of the API and UTC day (the seed's dates count from the start of its day, so a
 * template of yesterday would show yesterday's "upcoming" open houses), then reused by every
 * test file and worker: seeding the demo market takes most of a server's start.
 *
 * Two workers asking at once do not both seed: the first takes a lock (a folder, which `mkdir`
 * creates atomically), the others wait for its template. A lock whose process died is taken over.
 */
export async function seededTemplate(
  startSeedingServer: (dataDir: string) => Promise<{ baseUrl: string; stop: () => Promise<number | null> }>,
): Promise<string> {
  const key = templateKey()
  const dir = join(CACHE, key)
  const lock = `${dir}.lock`
  mkdirSync(CACHE, { recursive: true })
  const deadline = Date.now() + SEED_TIMEOUT_MS
  for (;;) {
    if (existsSync(join(dir, READY))) return dir
    if (takeLock(lock)) break
    if (Date.now() > deadline) throw new Error(`no seeded template after ${SEED_TIMEOUT_MS / 1000} s (lock ${lock})`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  try {
    if (existsSync(join(dir, READY))) return dir
    const building = `${dir}.building-${process.pid}`
    rmSync(building, { recursive: true, force: true })
    const server = await startSeedingServer(building)
    const code = await server.stop()
    if (code !== 0) throw new Error(`the seeding server exited with ${code}`)
    await forgetSeedingOrigin(building, server.baseUrl)
    writeFileSync(join(building, READY), `${new Date().toISOString()}\n`)
    rmSync(dir, { recursive: true, force: true })
    renameSync(building, dir)
    removeOtherTemplates(key)
    return dir
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** A fresh copy of the template in a folder of its own under the system's temporary folder. */
export function copyOfTemplate(template: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'idx-e2e-'))
  // A copy-on-write clone where the file system offers one (btrfs, XFS, APFS), else a plain copy.
  cpSync(template, copy, { recursive: true, mode: constants.COPYFILE_FICLONE })
  rmSync(join(copy, READY), { force: true })
  return copy
}

// The built API (its seed and migrations are bundled in it) and the day: a rebuild or a new day
// gives a new template.
function templateKey(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(API_DIST)
    .filter((name) => name.endsWith('.js'))
    .sort()) {
    hash.update(file).update(readFileSync(join(API_DIST, file)))
  }
  hash.update(readFileSync(join(root, 'apps/api/node_modules/@electric-sql/pglite/package.json')))
  return `${new Date().toISOString().slice(0, 10)}-${hash.digest('hex').slice(0, 16)}`
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock)
    writeFileSync(join(lock, 'pid'), String(process.pid))
    return true
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    // A worker killed mid-seed leaves its lock behind: take it over once its process is gone.
    const pid = Number(readFileOr(join(lock, 'pid'), ''))
    if (pid > 0 && !processAlive(pid)) rmSync(lock, { recursive: true, force: true })
    return false
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readFileOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return fallback
  }
}

// The seeding server added its own address to the demo OAuth application's origins and redirect
// URIs (applyServedSiteSettings): each copy adds its own, so the template keeps only the seed's.
async function forgetSeedingOrigin(dataDir: string, baseUrl: string): Promise<void> {
  const database = await openDatabase({ dataDir })
  try {
    const apps = await database.db.selectFrom('oauth_applications').select(['id', 'origins', 'redirect_uris']).execute()
    for (const app of apps) {
      await database.db
        .updateTable('oauth_applications')
        .set({
          origins: app.origins.filter((origin) => !origin.startsWith(baseUrl)),
          redirect_uris: app.redirect_uris.filter((uri) => !uri.startsWith(baseUrl)),
        })
        .where('id', '=', app.id)
        .execute()
    }
  } finally {
    await database.close()
  }
}

function removeOtherTemplates(key: string): void {
  for (const name of readdirSync(CACHE)) {
    if (name === key || name.endsWith('.lock') || name.includes('.building-')) continue
    rmSync(join(CACHE, name), { recursive: true, force: true })
  }
}
