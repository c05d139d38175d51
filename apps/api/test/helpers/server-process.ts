import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seededServerDataDir } from './database.js'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface ServerProcess {
  child: ChildProcess
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string
  /** Resolves with the base URL once the server prints its banner. */
  started: Promise<string>
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Runs src/server.ts in its own process (through tsx, so the test always runs the current
 * source), on a free port, with PGlite and a demo market of 5000 listings unless `env` says
 * otherwise. DATABASE_URL from the outer environment is never inherited.
 */
export function spawnServer(env: NodeJS.ProcessEnv, startTimeoutMs = 120_000): ServerProcess {
  const { DATABASE_URL: _ignored, ...outer } = process.env
  const child = spawn(
    process.execPath,
    ['--conditions=idx-source', '--import', 'tsx', join(apiDir, 'src', 'server.ts')],
    {
      cwd: apiDir,
      // The smallest demo market the seed allows: these tests are about the process, not the market
      // (18,000 listings take minutes to seed on a busy machine).
      env: { ...outer, PORT: '0', LOG_LEVEL: 'info', IDX_APP_DIR: '', IDX_DEMO_LISTINGS: '5000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${startTimeoutMs} ms:\n${out}`)),
      startTimeoutMs,
    )
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const match = /health\s+(http:\/\/[^/\s]+)\/healthz/.exec(out)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then(({ code, signal }) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code ?? signal}) before starting:\n${out}`))
    })
  })
  started.catch(() => undefined)
  return { child, output: () => out, started, exited }
}

/**
 * `spawnServer` on a copy of the run's seeded template (test/helpers/database-templates.ts): the
 * server finds its demo market there instead of seeding one, which is most of a start. The copy is
 * removed when the process exits.
 */
export function spawnSeededServer(env: NodeJS.ProcessEnv = {}, startTimeoutMs?: number): ServerProcess {
  const dataDir = seededServerDataDir()
  const server = spawnServer({ ...env, IDX_DATA_DIR: dataDir }, startTimeoutMs)
  if (dataDir !== 'memory') void server.exited.then(() => rmSync(dataDir, { recursive: true, force: true }))
  return server
}
