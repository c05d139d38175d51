import { readFileSync } from 'node:fs'
import { APP_ROOT } from '@idx/domain'

/** One chunk of the browser build, as Vite's manifest (dist/.vite/manifest.json) lists it. */
type ManifestChunk = { file: string; imports?: string[] }
export type ClientManifest = Record<string, ManifestChunk>

/** The manifest's key of the page's entry. */
const ENTRY = 'index.html'

/**
 * Reads the browser build's manifest, or null when there is none (the pages then go without
 * preload hints, and the browser finds the chunks itself).
 */
export function readClientManifest(url: URL): ClientManifest | null {
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as ClientManifest
  } catch {
    return null
  }
}

/**
 * `<link rel="modulepreload">` tags for the chunks of the browser build's modules `sources`
 * (their source paths, e.g. 'src/listing/ListingScreen.tsx') and what they import, except the
 * entry (the page's own script): they then load beside the entry instead of after it.
 *
 * @example
 * modulePreloads(manifest, ['src/listing/ListingScreen.tsx'])
 * // '<link rel="modulepreload" crossorigin href="/app/assets/ListingScreen-CEcGiSOG.js" />\n…'
 */
export function modulePreloads(manifest: ClientManifest | null, sources: readonly string[]): string {
  if (!manifest) return ''
  const chunksOf = (keys: readonly string[], skip: ReadonlySet<string> = new Set()) => {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || skip.has(chunk.file) || files.has(chunk.file)) return
      files.add(chunk.file)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    keys.forEach(visit)
    return files
  }
  // The page's own script and what it imports are on their way already (index.html names them).
  const entry = chunksOf([ENTRY])
  return [...chunksOf(sources, entry)]
    .map((file) => `<link rel="modulepreload" crossorigin href="${APP_ROOT}${file}" />`)
    .join('\n')
}
