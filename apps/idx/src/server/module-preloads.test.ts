import { describe, expect, it } from 'vitest'
import { modulePreloads, type ClientManifest } from './module-preloads.js'

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_jsx-runtime.js'] },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_jsx-runtime.js', 'index.html'] },
  'src/listing/ListingScreen.tsx': { file: 'assets/ListingScreen-4.js', imports: ['index.html', '_shared.js'] },
  'src/app/SiteSidebar.tsx': { file: 'assets/SiteSidebar-5.js', imports: ['_shared.js'] },
}

describe('module preload hints of a server-rendered page', () => {
  it("name a lazy module's chunk and the chunks it imports, once each, not the entry's", () => {
    expect(modulePreloads(manifest, ['src/listing/ListingScreen.tsx', 'src/app/SiteSidebar.tsx'])).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/app/assets/ListingScreen-4.js" />',
        '<link rel="modulepreload" crossorigin href="/app/assets/shared-3.js" />',
        '<link rel="modulepreload" crossorigin href="/app/assets/SiteSidebar-5.js" />',
      ].join('\n'),
    )
  })

  it('are none without a manifest, or for a module it does not list', () => {
    expect(modulePreloads(null, ['src/listing/ListingScreen.tsx'])).toBe('')
    expect(modulePreloads(manifest, ['src/unknown.tsx'])).toBe('')
    expect(modulePreloads(manifest, [])).toBe('')
  })
})
