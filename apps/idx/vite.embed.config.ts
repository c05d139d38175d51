import { readFileSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import { sourceResolve } from '../../tooling/source-conditions.ts'

// /embed.js (embed/embed.ts), the script a brokerage's page includes: one self-contained IIFE
// beside the site's build in dist/ (run after it: the site's build empties dist/), written also as
// .br and .gz for apps/api to send as they are. Its size is checked by test/js-budget.test.ts.
const OUT = 'dist/embed.js'

function precompressEmbed(): Plugin {
  return {
    name: 'idx-precompress-embed',
    apply: 'build',
    closeBundle() {
      const body = readFileSync(OUT)
      writeFileSync(`${OUT}.gz`, gzipSync(body, { level: 9 }))
      writeFileSync(`${OUT}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    },
  }
}

export default defineConfig({
  resolve: sourceResolve.resolve,
  publicDir: false,
  plugins: [precompressEmbed()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    copyPublicDir: false,
    lib: { entry: 'embed/embed.ts', formats: ['iife'], name: 'idxEmbed', fileName: () => 'embed.js' },
  },
})
