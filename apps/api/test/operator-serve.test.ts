import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// `npm run serve` never installs or builds: in a checkout that was not built it says what is
// missing and what to run, and exits 1 (here: scripts/run.mjs in a copy of the repository's root
// files with nothing installed or built).

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const checkout = mkdtempSync(join(tmpdir(), 'idx-serve-'))
afterAll(() => rmSync(checkout, { recursive: true, force: true }))

describe('npm run serve', () => {
  it('refuses to start an unbuilt checkout, naming what is missing, without installing or building', () => {
    mkdirSync(join(checkout, 'scripts'))
    copyFileSync(join(root, 'scripts', 'run.mjs'), join(checkout, 'scripts', 'run.mjs'))
    copyFileSync(join(root, 'package.json'), join(checkout, 'package.json'))
    const run = spawnSync(process.execPath, [join(checkout, 'scripts', 'run.mjs'), 'serve'], {
      cwd: checkout,
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      '[idx] cannot serve: the installed dependencies (node_modules), the built server (apps/api/dist/server.js), the built site (apps/idx/dist) missing. Run npm run build first',
    )
    // Nothing was installed or built on the way.
    expect(spawnSync('ls', [checkout], { encoding: 'utf8' }).stdout.trim().split('\n')).toEqual([
      'package.json',
      'scripts',
    ])
  })
})
