import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { byteRange } from '../src/basemap/byte-range.js'
import { readConfig } from '../src/config/server-config.js'
import { siteConfigValue } from '../src/idx-site/idx-site.js'
import { tinyPmtilesArchive } from '../../../tooling/pmtiles/tiny-archive.js'
import { withTestApp } from './helpers/test-app.js'

describe('byteRange', () => {
  it('reads single byte ranges, clamps the end and counts suffixes', () => {
    expect(byteRange('bytes=0-16383', 1000)).toEqual({ start: 0, end: 999 })
    expect(byteRange('bytes=10-19', 1000)).toEqual({ start: 10, end: 19 })
    expect(byteRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 })
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
  })

  it('answers the whole file for no range or one it does not serve, and refuses ranges past the end', () => {
    expect(byteRange(undefined, 1000)).toBe('whole')
    expect(byteRange('bytes=0-1,5-6', 1000)).toBe('whole')
    expect(byteRange('items=0-1', 1000)).toBe('whole')
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(byteRange('bytes=20-10', 1000)).toBe('unsatisfiable')
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable')
  })
})

describe('IDX_BASEMAP_PMTILES', () => {
  const archive = tinyPmtilesArchive()
  const file = join(mkdtempSync(join(tmpdir(), 'idx-basemap-')), 'austin.pmtiles')
  writeFileSync(file, archive)

  const t = withTestApp({
    seed: async () => {},
    env: { IDX_BASEMAP_PMTILES: file, IDX_BASEMAP_ATTRIBUTION: '© OpenStreetMap' },
  })

  it('serves a local archive in byte ranges, uncompressed, as pmtiles readers ask for it', async () => {
    const res = await t.app.inject({
      url: '/basemap.pmtiles',
      headers: { range: 'bytes=0-16383', 'accept-encoding': 'gzip, br' },
    })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 0-${archive.length - 1}/${archive.length}`)
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(res.rawPayload.subarray(0, 7).toString()).toBe('PMTiles')
    expect(res.rawPayload.length).toBe(archive.length)

    const tile = await t.app.inject({ url: '/basemap.pmtiles', headers: { range: 'bytes=127-131' } })
    expect(tile.statusCode).toBe(206)
    expect([...tile.rawPayload]).toEqual([...archive.subarray(127, 132)])
  })

  it('answers 416 past the end, the whole file without a range, and headers alone to HEAD', async () => {
    const past = await t.app.inject({ url: '/basemap.pmtiles', headers: { range: `bytes=${archive.length}-` } })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${archive.length}`)
    const whole = await t.app.inject('/basemap.pmtiles')
    expect(whole.statusCode).toBe(200)
    expect(whole.rawPayload.length).toBe(archive.length)
    const head = await t.app.inject({ method: 'HEAD', url: '/basemap.pmtiles' })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(archive.length))
  })

  it("names the served archive in the site's page configuration, with its attribution", () => {
    const config = readConfig({ IDX_BASEMAP_PMTILES: file, IDX_BASEMAP_ATTRIBUTION: '© OpenStreetMap' })
    expect(config.basemapArchiveFile).toBe(file)
    expect(siteConfigValue(config.site).basemap_pmtiles).toEqual({
      url: '/basemap.pmtiles',
      attribution: '© OpenStreetMap',
    })
  })

  it('passes an https archive through to the page, leaves it out when unset, and refuses a missing file', async () => {
    const remote = readConfig({ IDX_BASEMAP_PMTILES: 'https://tiles.example.com/austin.pmtiles' })
    expect(remote.basemapArchiveFile).toBeNull()
    expect(siteConfigValue(remote.site).basemap_pmtiles).toEqual({ url: 'https://tiles.example.com/austin.pmtiles' })
    expect(siteConfigValue(readConfig({}).site)).not.toHaveProperty('basemap_pmtiles')
    expect(() => readConfig({ IDX_BASEMAP_PMTILES: join(tmpdir(), 'no-such-basemap.pmtiles') })).toThrow(
      /IDX_BASEMAP_PMTILES names .*no-such-basemap\.pmtiles, which does not exist/,
    )
  })
})
