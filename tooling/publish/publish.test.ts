// Proves each package under packages/ is publishable: it packs with pnpm, publint and
// are-the-types-wrong find nothing, and a throwaway app outside the workspace installs the
// tarballs, imports the public API, type-checks, builds and runs.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publint } from 'publint'
import { bin, pack, publishablePackages, workspaceRoot, type WorkspacePackage } from './packages.js'

const packages = publishablePackages()
const packDir = mkdtempSync(join(tmpdir(), 'idx-pack-'))
const tarballs = new Map<string, string>()

beforeAll(() => {
  for (const pkg of packages) tarballs.set(pkg.name, pack(pkg, packDir))
})
afterAll(() => rmSync(packDir, { recursive: true, force: true }))

describe.each(packages)('$name', (pkg: WorkspacePackage) => {
  it('packs only its build output, README and manifest', () => {
    const listing = execFileSync('tar', ['-tzf', tarballs.get(pkg.name)!], { encoding: 'utf8' })
      .trim()
      .split('\n')
    expect(listing).toContain('package/package.json')
    expect(listing).toContain('package/README.md')
    expect(listing).toContain('package/dist/index.js')
    expect(listing).toContain('package/dist/index.d.ts')
    expect(listing.filter((f) => !/^package\/(dist\/|README\.md$|package\.json$|LICENSE)/.test(f))).toEqual([])
  })

  it('has an exports map, sideEffects and no workspace: ranges once packed', () => {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarballs.get(pkg.name)!, 'package/package.json'], { encoding: 'utf8' }),
    ) as Record<string, unknown>
    expect(manifest.exports).toBeTypeOf('object')
    expect(manifest.sideEffects).toBe(false)
    expect(JSON.stringify(manifest)).not.toContain('workspace:')
    const deps = Object.keys({ ...(manifest.dependencies as object), ...(manifest.peerDependencies as object) })
    expect(deps.filter((d) => d.startsWith('@idx-app/'))).toEqual([])
  })

  it('passes publint with no errors, warnings or suggestions', async () => {
    const tarball = readFileSync(tarballs.get(pkg.name)!)
    const { messages } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      level: 'suggestion',
      strict: true,
    })
    expect(messages.map((m) => `${m.type} ${m.code} ${m.path.join('.')}`)).toEqual([])
  })

  it('passes are-the-types-wrong for ESM consumers', () => {
    let output = ''
    let code = 0
    try {
      output = execFileSync(bin('attw'), [tarballs.get(pkg.name)!, '--profile', 'esm-only', '--format', 'json'], {
        encoding: 'utf8',
      })
    } catch (err) {
      const e = err as { status: number; stdout: string }
      code = e.status
      output = e.stdout
    }
    // The esm-only profile ignores CommonJS resolutions (node10, node16 from CJS): we ship ESM only.
    const ignored = new Set(['node10', 'node16-cjs'])
    const report = JSON.parse(output) as { problems?: Record<string, { kind: string; resolutionKind?: string }[]> }
    const problems = Object.values(report.problems ?? {})
      .flat()
      .filter((p) => !p.resolutionKind || !ignored.has(p.resolutionKind))
      .map((p) => `${p.kind} (${p.resolutionKind ?? 'any'})`)
    expect({ code, problems }).toEqual({ code: 0, problems: [] })
  })
})

describe('a consumer app outside the workspace', () => {
  const app = mkdtempSync(join(tmpdir(), 'idx-consumer-'))
  afterAll(() => rmSync(app, { recursive: true, force: true }))

  beforeAll(() => {
    cpSync(join(workspaceRoot, 'tooling/publish/consumer'), app, { recursive: true })
    const files = Object.fromEntries(packages.map((p) => [p.name, `file:${tarballs.get(p.name)}`]))
    const manifest = {
      name: 'idx-consumer',
      private: true,
      type: 'module',
      dependencies: {
        ...files,
        react: '19.3.1',
        'react-dom': '19.3.1',
        '@reduxjs/toolkit': '^2.9.0',
        'react-redux': '^9.2.0',
      },
      devDependencies: { '@types/react': '^19.2.0', '@types/react-dom': '^19.2.0', '@types/node': '^20.19.0' },
      // Our packages depend on each other by version; point those at the tarballs, never the registry.
      overrides: files,
    }
    writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2))
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, stdio: 'pipe' })
  })

  it('installs every package from its tarball', () => {
    for (const pkg of packages) {
      const installed = JSON.parse(readFileSync(join(app, 'node_modules', pkg.name, 'package.json'), 'utf8')) as {
        version: string
      }
      expect(installed.version).toBe(pkg.version)
    }
  })

  it('type-checks against the packed declarations (NodeNext resolution)', () => {
    let output = ''
    try {
      execFileSync(bin('tsc'), ['-p', app, '--noEmit'], { cwd: app, encoding: 'utf8' })
    } catch (err) {
      output = (err as { stdout: string }).stdout
    }
    expect(output).toBe('')
  })

  it('builds with a bundler and runs the public API', () => {
    execFileSync(
      bin('esbuild'),
      // CommonJS output because react-dom/server is CommonJS inside; our packages are bundled in as ESM.
      ['src/main.tsx', '--bundle', '--platform=node', '--format=cjs', '--jsx=automatic', '--outfile=out/main.cjs'],
      { cwd: app, stdio: 'pipe' },
    )
    const printed = execFileSync(process.execPath, ['out/main.cjs'], { cwd: app, encoding: 'utf8' })
    expect(JSON.parse(printed)).toMatchObject(JSON.parse(readFileSync(join(app, 'expected.json'), 'utf8')))
  })
})
