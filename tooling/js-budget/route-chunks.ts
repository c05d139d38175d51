import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

// What a route of a Vite build loads before it can draw, read from the build's own chunk map
// (dist/.vite/manifest.json): the modules the route renders and every chunk they import
// statically, which the browser fetches before any of their code runs. Dynamic imports are left
// out: they load when used (a form opened, a map shown), which the bench in Chromium measures.

/** One entry of Vite's build manifest (https://vite.dev/guide/backend-integration). */
export type ManifestChunk = {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

export type ViteManifest = Record<string, ManifestChunk>

/** A JavaScript file a route loads, with its size as served. */
export type RouteChunk = {
  /** A name that outlives the build's hashes: the source of an entry, else the chunk's name. */
  name: string
  /** The file under the build's folder, e.g. `assets/index-C2B5nLVP.js`. */
  file: string
  /** Compressed bytes as sent (sentSizeOf). */
  bytes: number
}

export function readManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest
}

/**
 * The manifest keys of `modules` and of every chunk they import statically, each once, in the
 * order the browser meets them.
 *
 * @example
 * staticClosure(manifest, ['index.html', 'src/search/SearchPage.tsx'])
 * // ['index.html', '_jsx-runtime-C3cWAN_r.js', …, 'src/search/SearchPage.tsx', …]
 */
export function staticClosure(manifest: ViteManifest, modules: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the build has no module ${key} (dist/.vite/manifest.json)`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const module of modules) visit(module)
  return [...seen]
}

/** A chunk's lasting name: `src/search/SearchPage.tsx` for a module, `jsx-runtime` for a shared chunk. */
export function chunkName(key: string, chunk: ManifestChunk): string {
  return chunk.src ?? chunk.name ?? key
}

/**
 * The size of a built file as the server sends it to a browser: the brotli (`.br`) or gzip (`.gz`)
 * file written beside it at build time (apps/idx precompresses; every current browser accepts
 * brotli, and the bench in Chromium measures what it was sent), else gzip at level 9 of the file.
 */
export function sentSizeOf(distDir: string, file: string): number {
  const path = join(distDir, file)
  for (const encoded of [`${path}.br`, `${path}.gz`]) if (existsSync(encoded)) return readFileSync(encoded).length
  return gzipSync(readFileSync(path), { level: 9 }).length
}

/** The JavaScript files a route loads before it draws (`modules` and their static imports), biggest first. */
export function routeChunks(distDir: string, manifest: ViteManifest, modules: readonly string[]): RouteChunk[] {
  return staticClosure(manifest, modules)
    .map((key) => {
      const chunk = manifest[key]!
      return { name: chunkName(key, chunk), file: chunk.file, bytes: sentSizeOf(distDir, chunk.file) }
    })
    .filter((chunk) => chunk.file.endsWith('.js'))
    .sort((a, b) => b.bytes - a.bytes)
}
