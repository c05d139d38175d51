import { spawn, type ChildProcess } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface RunningServer {
  baseUrl: string
  output: () => string
  stop: () => Promise<number | null>
}

/**
 * Starts the built API server (apps/api/dist/server.js) as its own process on a free port, the way
 * `npm start` does, and resolves once it has printed its URLs. End-to-end tests drive this real server.
 */
export function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', IDX_DATA_DIR: 'memory', ...env },
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
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${out}`)), 90_000)
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
