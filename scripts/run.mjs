#!/usr/bin/env node
// The entry point behind every root npm script. It exists so that `npm start` and `npm test`
// work on a machine that has only Node 20 and npm: it brings pnpm through npm itself, installs
// the workspace when node_modules is missing or stale, (for tests) makes sure Chromium is there,
// then hands over to the real command.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]
const CHROMIUM = '/usr/bin/chromium'
const STAMP = join(root, 'node_modules', '.idx-install-stamp')

function run(cmd, args, opts = {}) {
  const env = {
    TURBO_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    ...(opts.env ?? process.env),
  }
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env })
  if (r.error) throw r.error
  return r.status ?? 1
}

function must(cmd, args, opts) {
  const status = run(cmd, args, opts)
  if (status !== 0) {
    console.error(`\n[idx] "${cmd} ${args.join(' ')}" failed with exit code ${status}`)
    process.exit(status)
  }
}

/** pnpm, brought by npm from the npm registry: no global install, no corepack download. */
export function pnpm(args, opts) {
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], opts)
}

/** A fingerprint of everything that decides what `pnpm install` would write. */
function installFingerprint() {
  const h = createHash('sha256')
  h.update(`node ${process.version} pnpm ${PNPM_VERSION}\n`)
  for (const f of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']) {
    if (existsSync(join(root, f))) h.update(readFileSync(join(root, f)))
  }
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir).sort()) {
      const manifest = join(dir, name, 'package.json')
      if (existsSync(manifest)) h.update(readFileSync(manifest))
    }
  }
  return h.digest('hex')
}

function ensureInstalled() {
  const want = installFingerprint()
  const have = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : ''
  if (have === want && existsSync(join(root, 'node_modules', '.pnpm'))) return
  console.log(`[idx] installing the workspace with pnpm ${PNPM_VERSION} (node_modules missing or stale)`)
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : []
  const code = pnpm(['install', ...frozen], { env: { ...process.env, CI: process.env.CI ?? 'true' } })
  if (code !== 0) process.exit(code)
  writeFileSync(STAMP, installFingerprint() + '\n')
}

/** Browser tests run in Debian's Chromium; never a downloaded browser. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `[idx] ${CHROMIUM} is missing and we are not root, so it cannot be installed here.\n` +
        `      Install Debian's chromium package (sudo apt-get install -y chromium) and run npm test again.`,
    )
    process.exit(1)
  }
  console.log(`[idx] ${CHROMIUM} is missing: installing Debian's chromium with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  must('apt-get', ['update'], { env })
  must('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })
  if (!existsSync(CHROMIUM)) {
    console.error(`[idx] apt-get finished but ${CHROMIUM} is still missing`)
    process.exit(1)
  }
}

/**
 * The WordPress plugin's test (integrations/wordpress) runs Debian's WordPress on MariaDB and PHP:
 * each package is installed when what it brings is missing. Without them (not root, or apt-get
 * failed) that test fails saying what is missing; the rest of the run goes on.
 */
function ensureWordPressPackages() {
  const phpHasMysqli = () =>
    spawnSync('php', ['-r', "exit(extension_loaded('mysqli') ? 0 : 1);"], { stdio: 'ignore' }).status === 0
  const wanted = [
    ['wordpress', () => existsSync('/usr/share/wordpress/wp-settings.php')],
    [
      'wordpress-theme-twentytwentythree',
      () => existsSync('/usr/share/wordpress/wp-content/themes/twentytwentythree/style.css'),
    ],
    ['php-cli', () => spawnSync('php', ['-v'], { stdio: 'ignore' }).status === 0],
    ['php-mysql', phpHasMysqli],
    ['mariadb-server', () => existsSync('/usr/sbin/mariadbd') && existsSync('/usr/bin/mariadb-install-db')],
  ]
  const missing = wanted.filter(([, present]) => !present()).map(([name]) => name)
  if (missing.length === 0) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.warn(
      `[idx] the WordPress test needs Debian's ${missing.join(', ')}, and we are not root: it will fail.\n` +
        `      Install them (sudo apt-get install -y --no-install-recommends ${missing.join(' ')}) and run npm test again.`,
    )
    return
  }
  console.log(`[idx] installing Debian's ${missing.join(', ')} for the WordPress test with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const ok =
    run('apt-get', ['update'], { env }) === 0 &&
    run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env }) === 0
  if (!ok) console.warn(`[idx] apt-get could not install ${missing.join(', ')}: the WordPress test will fail.`)
}

// After install, the workspace's own binaries (pnpm included: turbo spawns it) come first on PATH.
const workspaceEnv = () => ({ ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` })
const turbo = (args) => run(join(root, 'node_modules', '.bin', 'turbo'), args, { env: workspaceEnv() })

// The newest modification time of the files under a folder (node_modules and build output skipped).
function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

// npm start serves the designers' Storybook at /storybook/: build it when a package's sources or
// the Storybook config changed since the last build (a full build takes about a minute).
function ensureStorybookBuilt() {
  const index = join(root, 'storybook-static', 'index.html')
  const sources = [
    join(root, '.storybook'),
    ...readdirSync(join(root, 'packages')).map((d) => join(root, 'packages', d, 'src')),
  ]
  const newest = Math.max(...sources.filter(existsSync).map(newestMtime))
  if (existsSync(index) && statSync(index).mtimeMs >= newest) return 0
  console.log('Building Storybook for /storybook/ …')
  return pnpm(['exec', 'storybook', 'build', '--disable-telemetry', '--quiet', '-o', 'storybook-static'])
}

// `npm run idx`: the operator tool runs the built apps/api/dist/cli.js. It is built (with what it
// imports, through turbo's cache) only when missing or older than the sources, so a command starts
// in well under a second; turbo's log goes to stderr, keeping stdout for the command's --json.
function ensureCliBuilt() {
  const cli = join(root, 'apps', 'api', 'dist', 'cli.js')
  const sources = [join(root, 'apps', 'api', 'src'), join(root, 'apps', 'api', 'tsup.config.ts')].concat(
    readdirSync(join(root, 'packages')).map((d) => join(root, 'packages', d, 'src')),
  )
  const newest = Math.max(
    ...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  )
  if (existsSync(cli) && statSync(cli).mtimeMs >= newest) return 0
  console.error('[idx] building the idx command-line tool …')
  return run(
    join(root, 'node_modules', '.bin', 'turbo'),
    ['run', 'build', '--filter=@idx-app/api...', '--output-logs=errors-only'],
    {
      env: workspaceEnv(),
      stdio: ['ignore', process.stderr, 'inherit'],
    },
  )
}

const commands = {
  build: () => turbo(['run', 'build']),
  start: () => {
    if (turbo(['run', 'build']) !== 0) return 1
    if (ensureStorybookBuilt() !== 0) console.warn('Storybook did not build; the site runs without /storybook/.')
    return run(process.execPath, ['apps/api/dist/server.js'], { env: workspaceEnv() })
  },
  test: () => {
    ensureChromium()
    ensureWordPressPackages()
    return run(process.execPath, ['scripts/test-all.mjs', ...process.argv.slice(3)])
  },
  bench: () => {
    if (turbo(['run', 'build']) !== 0) return 1
    return turbo(['run', 'bench', '--concurrency=1'])
  },
  storybook: () =>
    pnpm(['exec', 'storybook', 'dev', '-p', process.env.STORYBOOK_PORT ?? '6006', '--ci', '--disable-telemetry']),
  idx: () => {
    if (ensureCliBuilt() !== 0) return 1
    return run(process.execPath, [join(root, 'apps', 'api', 'dist', 'cli.js'), ...process.argv.slice(3)], {
      cwd: process.cwd(),
    })
  },
  // One ESLint run and one type-check per side, as npm test does; each package's own `lint` and
  // `typecheck` scripts are for its one-package loop (`pnpm --filter <pkg> typecheck`).
  lint: () => turbo(['run', 'lint:all']),
  typecheck: () => turbo(['run', 'typecheck:node', 'typecheck:web', '--concurrency=2']),
}

// `npm run serve`: the built server, as production runs it: nothing is installed or built (a
// server never reaches for a registry or rebuilds under its own feet). `npm run build` comes first.
// The server runs as a child with the signals passed on, so a SIGTERM drains it as it would directly.
function serve() {
  const server = join(root, 'apps', 'api', 'dist', 'server.js')
  const missing = [
    [join(root, 'node_modules', '.pnpm'), 'the installed dependencies (node_modules)'],
    [server, 'the built server (apps/api/dist/server.js)'],
    [join(root, 'apps', 'idx', 'dist', 'index.html'), 'the built site (apps/idx/dist)'],
  ].filter(([path]) => !existsSync(path))
  if (missing.length > 0) {
    console.error(
      `[idx] cannot serve: ${missing.map(([, what]) => what).join(', ')} missing. ` +
        'Run npm run build first (it installs and builds); npm run serve never builds.',
    )
    process.exit(1)
  }
  const child = spawn(process.execPath, [server], { stdio: 'inherit', cwd: root, env: process.env })
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 1))
}

const name = process.argv[2]
if (name === 'serve') serve()
else if (!commands[name]) {
  console.error(`usage: node scripts/run.mjs <${[...Object.keys(commands), 'serve'].join('|')}>`)
  process.exit(2)
} else {
  ensureInstalled()
  process.exit(commands[name]())
}
