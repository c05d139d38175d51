import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { copyOfTemplate, seededTemplate } from './seeded-template.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
/** How long the one server that seeds the template may take to start. */
const SEED_START_TIMEOUT_MS = 600_000

export interface RunningServer {
  baseUrl: string
  output: () => string
  stop: () => Promise<number | null>
}

/**
 * Stops `server` (when there is one) and throws unless it exited cleanly (code 0), with the end of
 * what it printed: a shutdown that fails says why in its own log.
 *
 * @example
 * afterAll(() => stopCleanly(server))
 */
export async function stopCleanly(server: RunningServer | undefined): Promise<void> {
  if (!server) return
  const code = await server.stop()
  if (code !== 0)
    throw new Error(`the server exited with ${String(code)}; its output ended:\n${server.output().slice(-4000)}`)
}

/** A server the run started for one worker's reading files (./shared-servers.global.ts). */
export interface SharedServer {
  baseUrl: string
  /** What it printed until it was ready (its URLs, the demo token and client id). */
  startOutput: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker, where the config starts them (./shared-servers.global.ts). */
    sharedServers: SharedServer[]
  }
}

/**
 * The API server this worker's files share, for a file that only reads the demo market: files
 * before it in the worker may have signed in, searched and sent forms, never changed what it checks.
 * Its `stop` leaves it running (the run stops it). Where the config starts no shared servers, a
 * server of the file's own.
 */
export async function sharedServer(): Promise<RunningServer> {
  const servers = inject('sharedServers') ?? []
  if (servers.length === 0) return startServer()
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1)
  const shared = servers[(worker - 1) % servers.length]!
  return { baseUrl: shared.baseUrl, output: () => shared.startOutput, stop: async () => 0 }
}

/**
 * Starts the built API server (apps/api/dist/server.js) as its own process on a free port, the way
 * `npm start` does, and resolves once it has printed its URLs. End-to-end tests drive this real server.
 *
 * Unless `env` names its own database (IDX_DATA_DIR, DATABASE_URL) or asks for production (which
 * seeds no demo accounts), the server starts on its own copy of the seeded template (see
 * `seededTemplate`) instead of seeding an in-memory market itself, and `stop` removes the copy.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  if (!startsFromTemplate(env)) return spawnServer({ IDX_DATA_DIR: 'memory', ...env })
  const dataDir = await seededDataDir()
  try {
    return removingDataDirOnStop(await spawnServer({ ...env, IDX_DATA_DIR: dataDir }), dataDir)
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true })
    throw err
  }
}

/** `server`, whose `stop` also removes its data folder once it has exited (a copy made for it alone). */
export function removingDataDirOnStop(server: RunningServer, dataDir: string): RunningServer {
  return {
    ...server,
    stop: async () => {
      const code = await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}

/** The seeded template's folder (see `seededTemplate`), seeded by the built server on first use. */
export function seededTemplateDir(): Promise<string> {
  // The seeding start may take minutes on a busy machine; the copies then start in seconds.
  return seededTemplate((dir) => spawnServer({ IDX_DATA_DIR: dir }, SEED_START_TIMEOUT_MS))
}

/** A data folder of its own holding the seeded demo market, for tests that read it after the server stopped. */
export async function seededDataDir(): Promise<string> {
  return copyOfTemplate(await seededTemplateDir())
}

function startsFromTemplate(env: NodeJS.ProcessEnv): boolean {
  const merged = { ...process.env, ...env }
  return !('IDX_DATA_DIR' in env) && !merged.DATABASE_URL && merged.NODE_ENV !== 'production'
}

function spawnServer(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    // IDX_MAP_TILES=none: the maps draw the offline basemap and ask no tile host. Left unset, the
    // server hands them its built-in public tile services: on a machine without network each page
    // would log its failed tile requests as console errors and draw its basemap only after the
    // fallback, and with network the tests would depend on those hosts. A test that wants tiles
    // passes its own IDX_MAP_TILES (./tile-server.ts, a tile server on the loopback).
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', IDX_MAP_TILES: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode)
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${out}`)),
      timeoutMs,
    )
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      // The banner ('health  http://…/healthz'), or in production its JSON log line ("health":"http://…").
      const match = /health(?:\s+|":")(http:\/\/[^/\s"]+)\/healthz/.exec(out)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ baseUrl: match[1], output: () => out, stop })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${out}`))
    })
  })
}
