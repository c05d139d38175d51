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

/** Every publishable package: each folder under packages/ with a package.json. */
export function publishablePackages(): WorkspacePackage[] {
  const base = join(workspaceRoot, 'packages')
  return readdirSync(base)
    .filter((d) => existsSync(join(base, d, 'package.json')))
    .map((d) => {
      const manifest = JSON.parse(readFileSync(join(base, d, 'package.json'), 'utf8')) as {
        name: string
        version: string
      }
      return { name: manifest.name, version: manifest.version, dir: join(base, d) }
    })
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
