import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { sourceResolve } from '../../tooling/source-conditions.ts'

// Every text asset also written as .br and .gz at the strongest settings, once, at build time:
// the server sends those to browsers that accept them (no compression work per request).
function precompress(outDir: string): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? walk(path) : [path]
    })
  return {
    name: 'idx-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|html)$/.test(file) || statSync(file).size < 1024) continue
        const body = readFileSync(file)
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      }
    },
  }
}

// Libraries that do nothing when imported, only when called: code that imports them but is never
// called (the admin-side schema compiler in @idx/domain, its date formatting) leaves them out of
// the bundle instead of keeping them for imagined side effects.
const PURE_LIBRARIES = /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:ajv|fast-uri|libphonenumber-js|luxon)\//

// Served by apps/api under /app/ (the spec's app root). Two builds: the browser's (dist/) and,
// with `--ssr src/server/render-page.tsx`, the server renderer apps/api loads by path (dist-server/).
export default defineConfig(({ isSsrBuild }) => ({
  base: '/app/',
  // The workspace packages from their sources (tooling/source-conditions.ts): no package build first.
  resolve: sourceResolve.resolve,
  plugins: isSsrBuild ? [react()] : [react(), precompress('dist')],
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // The browser build's chunk map (dist/.vite/manifest.json): the server renderer names a
    // listing route's chunks in the page, so they load beside the entry rather than after it.
    manifest: !isSsrBuild,
    sourcemap: true,
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !PURE_LIBRARIES.test(id) } },
  },
  ...(isSsrBuild
    ? {
        // The renderer carries everything it runs (React's production build included): apps/api
        // loads one file tree, with no dependency of its own on React or the UI packages.
        ssr: { noExternal: true, target: 'node' as const, resolve: sourceResolve.ssr.resolve },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/oauth': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
}))
