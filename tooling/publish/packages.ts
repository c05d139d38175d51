import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface WorkspacePackage {
  name: string
  version: string
  dir: string
}

/**
 * Every publishable package: each folder under `packages/` (or `base`) with a package.json that is
 * not `"private": true`. A private workspace package (an app shell only our apps compose) is never
 * packed or published, so the publish checks have nothing to say about it.
 */
export function publishablePackages(base = join(workspaceRoot, 'packages')): WorkspacePackage[] {
  return readdirSync(base)
    .filter((d) => existsSync(join(base, d, 'package.json')))
    .map((d) => {
      const manifest = JSON.parse(readFileSync(join(base, d, 'package.json'), 'utf8')) as {
        name: string
        version: string
        private?: boolean
      }
      return { manifest, dir: join(base, d) }
    })
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ manifest, dir }) => ({ name: manifest.name, version: manifest.version, dir }))
}

/** Packs a package with pnpm, as publishing would (workspace: ranges rewritten), returning the tarball path. */
export function pack(pkg: WorkspacePackage, destination: string): string {
  const out = execFileSync(bin('pnpm'), ['pack', '--pack-destination', destination], { cwd: pkg.dir, encoding: 'utf8' })
  const tarball = out
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .reverse()
    .find((l) => l.endsWith('.tgz'))
  if (!tarball) throw new Error(`pnpm pack printed no tarball for ${pkg.name}:\n${out}`)
  return tarball.startsWith('/') ? tarball : join(destination, tarball)
}

/** A binary from the workspace's node_modules/.bin, or pnpm as npm brings it. */
export function bin(name: string): string {
  if (name === 'pnpm') {
    const local = join(workspaceRoot, 'node_modules', '.bin', 'pnpm')
    if (existsSync(local)) return local
    return process.env.npm_execpath && process.env.npm_execpath.includes('pnpm') ? process.env.npm_execpath : 'pnpm'
  }
  return join(workspaceRoot, 'node_modules', '.bin', name)
}
