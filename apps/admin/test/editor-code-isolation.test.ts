// Where the UI editor's code goes, from the builds' source maps (no server, no browser): CodeMirror
// and @idx/admin-editor only in the admin app's lazily loaded chunks, never in the visitor's /app/
// nor in what /admin/'s sign-in loads first.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
// CodeMirror and what draws it: the bulk of the editor's JavaScript (the settings and users pages'
// small widgets of the same package may load with the sign-in).
const CODE_EDITOR =
  /\/(node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(@codemirror|@lezer|codemirror-json-schema)|packages\/admin-editor\/src\/(code-editor|filter-editor\/FilterDocumentEditor))/
const EDITOR_CODE =
  /\/(node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(@codemirror|@lezer|codemirror-json-schema)|packages\/admin-editor)\//

/** The sources bundled into each of `assets`' chunks (its `.js.map`). */
function chunkSources(assets: string): Map<string, string[]> {
  return new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js.map'))
      .map((file) => [
        file.replace(/\.map$/, ''),
        (JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }).sources,
      ]),
  )
}

/** The chunks a page loads before anything runs: its module script and what that imports statically. */
function entryChunks(distDir: string): Set<string> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const pending = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!)
  const seen = new Set<string>()
  while (pending.length > 0) {
    const chunk = pending.pop()!
    if (seen.has(chunk)) continue
    seen.add(chunk)
    const code = readFileSync(join(distDir, 'assets', chunk), 'utf8')
    // Static imports only: `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
    for (const match of code.matchAll(/(?:^|[;\n}])\s*import(?:[^()'"]*?from)?\s*["']\.\/([^"']+\.js)["']/g)) {
      pending.push(match[1]!)
    }
  }
  return seen
}

const idxDist = join(root, 'apps', 'idx', 'dist')
const adminDist = join(root, 'apps', 'admin', 'dist')

describe("the UI editor's code", () => {
  it.runIf(existsSync(idxDist))(
    'never reaches /app/ (no chunk of the visitor site holds CodeMirror or @idx/admin-editor)',
    () => {
      const chunks = chunkSources(join(idxDist, 'assets'))
      expect(chunks.size).toBeGreaterThan(10)
      const leaks = [...chunks].flatMap(([chunk, sources]) =>
        sources.filter((source) => EDITOR_CODE.test(source)).map((source) => `${chunk}: ${source}`),
      )
      expect(leaks).toEqual([])
    },
  )

  it('is in the admin build, but CodeMirror only in chunks loaded when an admin opens the editor', () => {
    const chunks = chunkSources(join(adminDist, 'assets'))
    const withEditor = [...chunks].filter(([, sources]) => sources.some((source) => CODE_EDITOR.test(source)))
    expect(withEditor.length).toBeGreaterThan(0)
    const entry = entryChunks(adminDist)
    expect(entry.size).toBeGreaterThan(0)
    expect(withEditor.map(([chunk]) => chunk).filter((chunk) => entry.has(chunk))).toEqual([])
  })
})
