import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { sourceResolve } from '../../tooling/source-conditions.ts'

// Served by apps/api under /admin/ (admin-site.ts), which writes the site configuration into the
// page's config meta tag. The browser build only: admin pages are never rendered on the server.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // The workspace packages from their sources (tooling/source-conditions.ts): no package build first.
  resolve: sourceResolve.resolve,
  // The chunk map (dist/.vite/manifest.json) the JavaScript budget reads (js-budget.json).
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/oauth': 'http://127.0.0.1:3000' },
  },
})
