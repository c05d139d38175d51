import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  fileOverBudgetMessage,
  measureFiles,
  measureRoutes,
  overBudgetMessage,
  recordChunks,
  readBudget,
} from './budget.js'
import { staticClosure, type ViteManifest } from './route-chunks.js'

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-b2.js'],
    dynamicImports: ['src/Page.tsx'],
  },
  '_shared-b2.js': { file: 'assets/shared-b2.js', name: 'shared' },
  'src/Page.tsx': {
    file: 'assets/Page-c3.js',
    src: 'src/Page.tsx',
    isDynamicEntry: true,
    imports: ['_shared-b2.js', 'index.html', '_form-d4.js'],
    dynamicImports: ['src/Map.tsx'],
  },
  '_form-d4.js': { file: 'assets/form-d4.js', name: 'form' },
  'src/Map.tsx': { file: 'assets/Map-e5.js', src: 'src/Map.tsx', isDynamicEntry: true },
}

/** An app folder with a build of files of the given sizes (their .br beside them, as apps/idx writes). */
function fakeApp(sizes: Record<string, number>, limitBytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'js-budget-'))
  mkdirSync(join(dir, 'dist', '.vite'), { recursive: true })
  mkdirSync(join(dir, 'dist', 'assets'))
  writeFileSync(join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest))
  for (const [file, bytes] of Object.entries(sizes)) {
    writeFileSync(join(dir, 'dist', file), 'x')
    writeFileSync(join(dir, 'dist', `${file}.br`), Buffer.alloc(bytes))
  }
  const budget = {
    routes: { '/': { modules: ['index.html', 'src/Page.tsx'], targetBytes: 150, limitBytes } },
    recorded: {},
  }
  writeFileSync(join(dir, 'js-budget.json'), JSON.stringify(budget))
  return dir
}

const sizes = {
  'assets/index-a1.js': 100,
  'assets/shared-b2.js': 20,
  'assets/Page-c3.js': 30,
  'assets/form-d4.js': 5,
  'assets/Map-e5.js': 900,
}

describe('staticClosure', () => {
  it("follows static imports only: a route's dynamic imports load when used", () => {
    expect(staticClosure(manifest, ['index.html', 'src/Page.tsx'])).toEqual([
      'index.html',
      '_shared-b2.js',
      'src/Page.tsx',
      '_form-d4.js',
    ])
  })

  it('names a module the build does not have', () => {
    expect(() => staticClosure(manifest, ['src/Gone.tsx'])).toThrow(/no module src\/Gone.tsx/)
  })
})

describe('measureRoutes', () => {
  it('sums what a route loads before it draws, each chunk once', () => {
    const [report] = measureRoutes(fakeApp(sizes, 200))
    expect(report!.totalBytes).toBe(155)
    expect(report!.chunks.map((chunk) => chunk.name)).toEqual(['index.html', 'src/Page.tsx', 'shared', 'form'])
  })

  it('names the chunks that grew since they were recorded, the biggest growth first', async () => {
    const dir = fakeApp(sizes, 200)
    await recordChunks(dir)
    expect(readBudget(dir).recorded).toEqual({ form: 5, 'index.html': 100, shared: 20, 'src/Page.tsx': 30 })
    writeFileSync(join(dir, 'dist', 'assets', 'form-d4.js.br'), Buffer.alloc(45))
    writeFileSync(join(dir, 'dist', 'assets', 'shared-b2.js.br'), Buffer.alloc(25))
    const [report] = measureRoutes(dir)
    expect(report!.totalBytes).toBe(200)
    expect(report!.grown.map((chunk) => chunk.name)).toEqual(['form', 'shared'])
    const message = overBudgetMessage(report!)
    expect(message).toContain('/ loads 0.2 kB')
    expect(message).toMatch(/form: 0\.0 kB -> 0\.0 kB/)
  })
})

describe('measureFiles', () => {
  it("measures a script built on its own, gzipped, against its limit; recording keeps the files' budget", async () => {
    const dir = fakeApp(sizes, 200)
    // Random digits: they do not compress away, so the script is over its 1 kB limit.
    const script = `var a='${randomBytes(1200).toString('base64')}';`
    writeFileSync(join(dir, 'dist', 'embed.js'), script)
    const budget = readBudget(dir)
    writeFileSync(
      join(dir, 'js-budget.json'),
      JSON.stringify({ ...budget, files: { 'embed.js': { limitBytes: 1000 } } }),
    )
    await recordChunks(dir)
    const [report] = measureFiles(dir)
    expect(report).toEqual({ file: 'embed.js', bytes: gzipSync(script, { level: 9 }).length, limitBytes: 1000 })
    expect(report!.bytes).toBeGreaterThan(1000)
    expect(fileOverBudgetMessage(report!)).toMatch(/^embed\.js is 1\.\d kB gzipped, over its limit of 1\.0 kB/)
  })
})
