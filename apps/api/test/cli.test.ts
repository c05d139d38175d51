import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database.js'
import { demoResoFeed, writeResoPages } from '../src/feeds/reso/demo-reso-feed.js'
import { buildDemoMarket, MIN_LISTING_COUNT } from '../src/seed/demo-market.js'

// The `idx` tool as operators run it: the built cli.js in its own process, on a PGlite folder of
// its own, each command opening, migrating and closing the database. Built here from the current
// source, into a folder of this run under node_modules (so the bundle finds its dependencies, and
// a concurrent build of dist/ is never disturbed).

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const work = mkdtempSync(join(tmpdir(), 'idx-cli-'))
const outDir = join(apiDir, 'node_modules', '.cache', `idx-cli-test-${process.pid}`)
const dataDir = join(work, 'pglite')

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** `idx <args>` against the test's data folder. */
function idx(...args: string[]): Promise<Run> {
  const { DATABASE_URL: _ignored, ...outer } = process.env
  const child = spawn(process.execPath, [join(outDir, 'cli.js'), ...args], {
    cwd: apiDir,
    env: { ...outer, IDX_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })))
}

/** `idx <args> --json`, which must succeed, as its one JSON object. */
async function idxJson<T = Record<string, unknown>>(...args: string[]): Promise<T> {
  const run = await idx(...args, '--json')
  expect(run.code, run.stderr).toBe(0)
  return JSON.parse(run.stdout) as T
}

beforeAll(() => {
  const built = spawnSync(
    process.execPath,
    [join(apiDir, '..', '..', 'node_modules', 'tsup', 'dist', 'cli-default.js'), '-d', outDir],
    {
      cwd: apiDir,
      encoding: 'utf8',
    },
  )
  expect(built.status, built.stderr).toBe(0)
}, 120_000)

afterAll(() => {
  rmSync(work, { recursive: true, force: true })
  rmSync(outDir, { recursive: true, force: true })
})

describe('idx, run as a process', () => {
  it('lists its commands with --help, and each command its options', async () => {
    const help = await idx('--help')
    expect(help.code).toBe(0)
    for (const command of [
      'create-site',
      'add-market',
      'add-feed',
      'redirect-uris',
      'embed-origins',
      'create-user',
      'rotate-token',
      'status',
      'import',
    ]) {
      expect(help.stdout).toContain(`  ${command} `)
    }
    const commandHelp = await idx('add-feed', '--help')
    expect(commandHelp.code).toBe(0)
    expect(commandHelp.stdout).toContain('--max-data-age-hours <hours>')
    expect(commandHelp.stdout).toContain('Usage: npm run idx -- add-feed')
  })

  it('sets a customer up, rotates the token and reports the status', async () => {
    const site = await idxJson<{ siteId: number; apiToken: string; clientId: string }>(
      'create-site',
      '--name',
      'Acme Realty',
      '--domain',
      'homes.acme.example',
    )
    expect(site.apiToken).toMatch(/^idx_st_/)
    expect(site.clientId).toMatch(/^idx-client-/)
    const market = await idxJson<{ marketId: number }>(
      'add-market',
      '--site',
      'homes.acme.example',
      '--name',
      'Austin',
      '--city',
      'Austin',
      '--state',
      'TX',
      '--lat',
      '30.27',
      '--lng',
      '-97.74',
    )
    const feed = await idx(
      'add-feed',
      '--data-source-name',
      'actris',
      '--name',
      'ACTRIS MLS',
      '--market',
      String(market.marketId),
      '--disclaimer-html',
      '<p>Courtesy of ACTRIS.</p>',
      '--disclaimer-settings',
      '{"image":{"search":true}}',
      '--max-data-age-hours',
      '24',
    )
    expect(feed.code, feed.stderr).toBe(0)
    expect(feed.stdout).toBe(`Added feed 1 actris (ACTRIS MLS) to market ${market.marketId}; stale after 24 h\n`)
    const admin = await idxJson<{ role: string; generatedPassword: string | null }>(
      'create-user',
      '--site',
      String(site.siteId),
      '--role',
      'admin',
      '--email',
      'owner@acme.example',
    )
    expect(admin.role).toBe('admin')
    expect(admin.generatedPassword).toMatch(/^[\w-]{20}$/)
    const rotated = await idxJson<{ apiToken: string }>('rotate-token', '--site', String(site.siteId))
    expect(rotated.apiToken).not.toBe(site.apiToken)

    const status = await idxJson<{
      site: { id: number }
      feeds: { dataSourceName: string; maxDataAgeHours: number; freshness: string; listings: { total: number } }[]
      users: { admins: number }
    }>('status', '--site', String(site.siteId))
    expect(status.site.id).toBe(site.siteId)
    expect(status.feeds).toEqual([
      expect.objectContaining({
        dataSourceName: 'actris',
        maxDataAgeHours: 24,
        freshness: 'fresh',
        listings: { total: 0, byStatus: {} },
      }),
    ])
    expect(status.users.admins).toBe(1)
    const text = await idx('status', '--site', 'homes.acme.example')
    expect(text.code).toBe(0)
    expect(text.stdout).toContain('1 actris (ACTRIS MLS)')
    expect(text.stdout).toContain('FRESH (maximum data age 24 h)')

    // An import from RESO Web API pages saved as files, run as operators run it: the report as
    // JSON, the listings and the change log written, the run in the status.
    const pages = join(work, 'reso-pages')
    await writeResoPages(pages, demoResoFeed(await buildDemoMarket({ listingCount: MIN_LISTING_COUNT }), 40), 25)
    const imported = await idxJson<{ inserted: number; updated: number; rejected: unknown[] }>(
      'import',
      'actris',
      '--files',
      pages,
    )
    expect(imported).toMatchObject({ inserted: 40, updated: 0, rejected: [] })
    const again = await idxJson<{ inserted: number; unchanged: number }>('import', 'actris', '--files', pages)
    expect(again).toMatchObject({ inserted: 0 })
    const afterImport = await idxJson<{
      feeds: { listings: { total: number }; lastRun: { status: string; report: { inserted: number } } | null }[]
    }>('status', '--site', String(site.siteId))
    expect(afterImport.feeds[0]?.listings.total).toBe(40)
    expect(afterImport.feeds[0]?.lastRun).toMatchObject({ status: 'succeeded', report: { inserted: 0 } })

    const database = await openDatabase({ dataDir })
    try {
      const listed = await database.db
        .selectFrom('listing_changes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('kind', '=', 'listed')
        .where('source', '=', 'import')
        .executeTakeFirstOrThrow()
      expect(Number(listed.count)).toBe(40)
      const token = await database.db
        .selectFrom('sites')
        .select('access_token')
        .where('id', '=', site.siteId)
        .executeTakeFirstOrThrow()
      expect(token.access_token).toBe(rotated.apiToken)
    } finally {
      await database.close()
    }
  }, 120_000)

  it('refuses bad input with a message naming the problem and the exit code, changing nothing', async () => {
    const before = await idxJson('status', '--site', '1')
    const cases: [string[], number, string][] = [
      [
        ['add-market', '--site', '1', '--name', 'X', '--city', 'X', '--state', 'TX', '--lat', '91', '--lng', '0'],
        2,
        '--lat must be a latitude between -90 and 90, got "91"',
      ],
      [
        ['add-market', '--site', '1', '--name', 'X', '--city', 'X', '--state', 'TX', '--lat', '1'],
        2,
        '--lng is required',
      ],
      [
        ['add-feed', '--data-source-name', 'actris', '--name', 'Again', '--market', '1'],
        1,
        'A feed named actris exists already',
      ],
      [
        ['create-user', '--site', '1', '--role', 'admin', '--email', 'owner@acme.example'],
        1,
        'has a user with e-mail owner@acme.example already',
      ],
      [
        ['create-user', '--site', '1', '--role', 'admin', '--email', 'not-an-address'],
        2,
        '--email must be an e-mail address',
      ],
      [['embed-origins', '--site', '1', '--origin', 'https://*.acme.example'], 2, 'has a wildcard'],
      [['status', '--site', '42'], 1, 'No site with id 42'],
      [['status', '--site', '1', '--verbose'], 2, "Unknown option '--verbose'"],
      [['launch'], 2, 'unknown command "launch"'],
      [['import', 'actris', '--files', join(work, 'pglite', 'global')], 2, 'has no .json files'],
      [
        ['import', 'nosuchfeed', '--files', join(work, 'reso-pages')],
        2,
        'no feed has the data_source_name "nosuchfeed"',
      ],
    ]
    for (const [args, code, message] of cases) {
      const run = await idx(...args)
      expect({ args, code: run.code }).toEqual({ args, code })
      expect(run.stderr).toContain(message)
      expect(run.stdout).toBe('')
    }
    expect(await idxJson('status', '--site', '1')).toEqual(before)
  }, 180_000)
})
