import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
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
    const server = await spawnServer({ ...env, IDX_DATA_DIR: dataDir })
    return {
      ...server,
      stop: async () => {
        const code = await server.stop()
        rmSync(dataDir, { recursive: true, force: true })
        return code
      },
    }
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true })
    throw err
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
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
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
      const match = /health\s+(http:\/\/[^/\s]+)\/healthz/.exec(out)
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
