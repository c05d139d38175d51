import { spawn, type ChildProcess } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

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
 * source), on a free port, with PGlite unless `env` says otherwise. DATABASE_URL from the outer
 * environment is never inherited.
 */
export function spawnServer(env: NodeJS.ProcessEnv, startTimeoutMs = 120_000): ServerProcess {
  const { DATABASE_URL: _ignored, ...outer } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', join(apiDir, 'src', 'server.ts')], {
    cwd: apiDir,
    env: { ...outer, PORT: '0', LOG_LEVEL: 'info', IDX_APP_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
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
