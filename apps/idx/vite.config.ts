import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Served by apps/api under /app/ (the spec's app root).
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/oauth': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
})
