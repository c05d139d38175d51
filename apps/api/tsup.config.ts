import { defineConfig } from 'tsup'

// The server is an app, not a library: no .d.ts, node platform, dependencies stay external.
export default defineConfig({
  entry: { server: 'src/server.ts', app: 'src/app.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
})
