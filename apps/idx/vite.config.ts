import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Libraries that do nothing when imported, only when called: code that imports them but is never
// called (the admin-side schema compiler in @idx/domain, its date formatting) leaves them out of
// the bundle instead of keeping them for imagined side effects.
const PURE_LIBRARIES = /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:ajv|fast-uri|luxon)\//

// Served by apps/api under /app/ (the spec's app root).
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: { treeshake: { moduleSideEffects: (id) => !PURE_LIBRARIES.test(id) } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/oauth': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
})
