import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// deploy/: the systemd units and the Containerfile parse, and deploy/rolling-restart.sh restarts
// real server processes one at a time while a client keeps requesting through a proxy that, like
// nginx with proxy_next_upstream, sends each request to an instance that answers: none fails.

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const root = join(apiDir, '..', '..')
const deploy = join(root, 'deploy')

describe('the systemd units', () => {
  const hasSystemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0
  /** systemd-analyze verify's complaints about a unit file (empty when it has none). */
  const verify = (file: string) => {
    const run = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' })
    return `${run.stdout}${run.stderr}`.trim()
  }

  it.runIf(hasSystemdAnalyze)('pass systemd-analyze verify without a warning (and a broken one does not)', () => {
    const work = mkdtempSync(join(tmpdir(), 'idx-units-'))
    writeFileSync(join(work, 'idx.service'), readFileSync(join(deploy, 'idx.service')))
    // A template is verified as one of its instances.
    writeFileSync(join(work, 'idx@3001.service'), readFileSync(join(deploy, 'idx@.service')))
    expect(verify(join(work, 'idx.service'))).toBe('')
    expect(verify(join(work, 'idx@3001.service'))).toBe('')
    const broken = readFileSync(join(deploy, 'idx.service'), 'utf8').replace('Restart=on-failure', 'Restart=sometimes')
    writeFileSync(join(work, 'broken.service'), broken)
    expect(verify(join(work, 'broken.service'))).toMatch(/restart specifier/)
  })

  it('run the built server in production as a non-root user, restarting on failure, hardened', () => {
    for (const name of ['idx.service', 'idx@.service']) {
      const unit = readFileSync(join(deploy, name), 'utf8')
      const sections = [...unit.matchAll(/^\[(\w+)\]$/gm)].map((m) => m[1])
      expect(sections, name).toEqual(['Unit', 'Service', 'Install'])
      const settings = new Map(
        unit
          .split('\n')
          .filter((line) => /^\w+=/.test(line))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
      )
      expect(settings.get('User'), name).toBe('idx')
      expect(settings.get('EnvironmentFile'), name).toBe('/etc/idx/idx.env')
      expect(settings.get('Restart'), name).toBe('on-failure')
      expect(settings.get('ExecStart'), name).toBe('/usr/bin/node apps/api/dist/server.js')
      expect(unit, name).toContain('Environment=NODE_ENV=production')
      for (const hardening of [
        'NoNewPrivileges',
        'ProtectSystem',
        'PrivateTmp',
        'ProtectHome',
        'CapabilityBoundingSet',
      ]) {
        expect(settings.has(hardening), `${name} ${hardening}`).toBe(true)
      }
    }
    expect(readFileSync(join(deploy, 'idx@.service'), 'utf8')).toContain('Environment=PORT=%i')
  })
})

describe('the Containerfile', () => {
  it('builds with Node 20 in one stage and runs the built server as an unprivileged user with a health check', () => {
    const file = readFileSync(join(deploy, 'Containerfile'), 'utf8')
    const instructions = file
      .replace(/\\\n/g, ' ')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/)[0])
    const known = ['FROM', 'WORKDIR', 'ENV', 'COPY', 'RUN', 'USER', 'EXPOSE', 'HEALTHCHECK', 'CMD']
    expect(instructions.filter((i) => !known.includes(i!))).toEqual([])
    expect(file).toMatch(/^FROM \S*node:20\S* AS build$/m)
    expect(file).toMatch(/^FROM \S*node:20\S* AS runtime$/m)
    expect(file).toMatch(/^COPY --from=build /m)
    expect(file).toMatch(/^USER idx$/m)
    expect(file).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m)
    expect(file).toMatch(/^CMD \["node", "apps\/api\/dist\/server\.js"\]$/m)
    expect(file).toMatch(/NODE_ENV=production/)
    // The CMD and HEALTHCHECK are JSON arrays: a typo there is a container that never starts.
    expect(() => JSON.parse(file.match(/^CMD (.*)$/m)![1]!)).not.toThrow()
  })
})

// ---- the rolling restart, against two real server processes ----

const running = new Map<number, ChildProcess>()
const servers: Server[] = []
afterAll(() => {
  for (const child of running.values()) if (child.exitCode === null) child.kill('SIGKILL')
  for (const server of servers) server.close()
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A server process on `port` (production, PGlite in memory: nothing to seed, quick to start). */
function startInstance(port: number): ChildProcess {
  const { DATABASE_URL: _ignored, ...outer } = process.env
  const child = spawn(
    process.execPath,
    ['--conditions=idx-source', '--import', 'tsx', join(apiDir, 'src', 'server.ts')],
    {
      cwd: apiDir,
      env: {
        ...outer,
        NODE_ENV: 'production',
        IDX_MAIL: 'outbox',
        SMTP_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        IDX_DATA_DIR: 'memory',
        IDX_JOB_WORKER: '0',
        IDX_APP_DIR: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  )
  running.set(port, child)
  return child
}

async function readyz(port: number): Promise<number> {
  return fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.status,
    () => 0,
  )
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** What the restart command calls: stops the instance on the port (SIGTERM, it drains) and starts a new one. */
async function listen(server: Server): Promise<number> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** One GET to an instance: its status, or 0 when the connection failed. */
function forward(port: number, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
      res.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }))
    })
    req.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }))
    req.setTimeout(10_000, () => req.destroy())
    req.end()
  })
}

/** deploy/rolling-restart.sh with these arguments, run without blocking this process (its stand-in instances answer from here). */
function rollingRestart(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const script = spawn('bash', [join(deploy, 'rolling-restart.sh'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  script.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
  script.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  return new Promise((resolve) => script.once('exit', (status) => resolve({ status, stdout, stderr })))
}

describe('deploy/rolling-restart.sh', () => {
  it('restarts two instances one at a time while a client keeps requesting: no request fails', async () => {
    const ports = [await freePort(), await freePort()]
    for (const port of ports) startInstance(port)
    await until(async () => (await Promise.all(ports.map(readyz))).every((s) => s === 200), 150_000)
    const firstPids = ports.map((port) => running.get(port)!.pid)

    const control = await listen(
      createServer((req, res) => {
        const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? '')?.[1])
        const old = running.get(port)
        if (!old) return res.writeHead(404).end()
        old.once('exit', () => {
          startInstance(port)
          res.writeHead(200).end('restarted\n')
        })
        old.kill('SIGTERM')
      }),
    )
    // The proxy: round robin, and on a refused connection or a 503 (an instance draining) the
    // next instance, as nginx does with `proxy_next_upstream error timeout http_503`.
    let next = 0
    const proxy = await listen(
      createServer((req, res) => {
        void (async () => {
          const tries: string[] = []
          const first = next++
          for (let attempt = 0; attempt < 6; attempt++) {
            const port = ports[(first + attempt) % ports.length]!
            const started = Date.now()
            const answer = await forward(port, req.url ?? '/')
            if (answer.status !== 0 && answer.status !== 503) return res.writeHead(answer.status).end(answer.body)
            tries.push(`${port}:${answer.status}:${Date.now() - started}ms`)
            await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
          }
          res.writeHead(502).end(tries.join(' '))
        })()
      }),
    )

    let done = false
    const outcomes = { ok: 0, failed: [] as string[] }
    const client = async () => {
      while (!done) {
        const status = await fetch(`http://127.0.0.1:${proxy}/healthz`).then(
          async (r) => (r.status === 200 ? 200 : `${r.status} ${await r.text()}`),
          (e: Error) => e.message,
        )
        if (status === 200) outcomes.ok++
        else outcomes.failed.push(String(status))
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
    const clients = Promise.all([client(), client(), client()])

    const script = spawn(
      'bash',
      [
        join(deploy, 'rolling-restart.sh'),
        '--timeout',
        '150',
        '--settle',
        '1',
        '--restart-command',
        `curl -sf http://127.0.0.1:${control}/restart/{port}`,
        ...ports.map(String),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    script.stdout.on('data', (c: Buffer) => (output += c.toString()))
    script.stderr.on('data', (c: Buffer) => (output += c.toString()))
    const code = await new Promise<number | null>((resolve) => script.once('exit', resolve))
    done = true
    await clients

    expect(code, output).toBe(0)
    expect(output).toContain(`rolling-restart: 127.0.0.1:${ports[0]} is ready`)
    expect(output).toContain('rolling-restart: all 2 instances restarted')
    // Each instance is a new process, and the first was ready again before the second stopped.
    expect(output.indexOf(`127.0.0.1:${ports[0]} is ready`)).toBeLessThan(
      output.indexOf(`restarting 127.0.0.1:${ports[1]}`),
    )
    expect(ports.map((port) => running.get(port)!.pid)).not.toEqual(expect.arrayContaining(firstPids))
    expect(outcomes.failed).toEqual([])
    expect(outcomes.ok).toBeGreaterThan(50)
  }, 420_000)

  it('stops at an instance that does not come back, leaving the next one alone', async () => {
    // Stand-ins for two instances: ready until /stop, after which they stop answering for good.
    const stopped: number[] = []
    const instance = async () => {
      const server = createServer((req, res) => {
        if (req.url === '/stop') {
          stopped.push(port)
          res.writeHead(200).end()
          server.close()
          server.closeAllConnections()
          return
        }
        res.writeHead(req.url === '/readyz' ? 200 : 404).end()
      })
      const port = await listen(server)
      return port
    }
    const [first, second] = [await instance(), await instance()]
    const run = await rollingRestart(
      '--timeout',
      '2',
      '--restart-command',
      'curl -sf -o /dev/null http://127.0.0.1:{port}/stop',
      String(first),
      String(second),
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      `rolling-restart: 127.0.0.1:${first} did not answer 200 at /readyz within 2s; stopping here, the instances after it were not restarted`,
    )
    expect(stopped).toEqual([first])
    expect(await readyz(second)).toBe(200)

    const refused = spawnSync(
      'bash',
      [join(deploy, 'rolling-restart.sh'), '--restart-command', 'true', String(first)],
      {
        encoding: 'utf8',
        timeout: 30_000,
      },
    )
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain(`instance 127.0.0.1:${first} is not ready before its restart`)

    const usage = spawnSync('bash', [join(deploy, 'rolling-restart.sh'), '--timeout', 'soon', '3001'], {
      encoding: 'utf8',
    })
    expect(usage.status).toBe(2)
    expect(usage.stderr).toContain('--timeout must be whole seconds, got "soon"')
  })
})
