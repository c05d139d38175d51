import { MAP_STYLES } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_MAP_TILES, readMapTilesSetting } from './map-tiles-setting.js'
import { readConfig } from './server-config.js'

const TOPO = { url: 'https://tiles.example/topo/{z}/{x}/{y}.png', attribution: '© Example' }
const setting = (tiles: unknown, key?: string) => ({
  IDX_MAP_TILES: JSON.stringify(tiles),
  ...(key === undefined ? {} : { IDX_MAP_TILES_KEY: key }),
})

describe('readMapTilesSetting', () => {
  it('gives every style a built-in https service with its attribution when the setting is unset', () => {
    const tiles = readMapTilesSetting({}, false)
    expect(tiles).toEqual(BUILT_IN_MAP_TILES)
    expect(Object.keys(tiles).sort()).toEqual([...MAP_STYLES].sort())
    for (const service of Object.values(tiles)) {
      expect(service.url).toMatch(/^https:\/\/[^/]+\/.*\{z\}/)
      expect(service.attribution).not.toBe('')
    }
    expect(tiles.default).toMatchObject({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap</a> contributors'),
    })
    expect(readMapTilesSetting({ IDX_MAP_TILES: '  ' }, false)).toEqual(BUILT_IN_MAP_TILES)
  })

  it('leaves the built-in services out when a PMTiles archive is configured: the archive draws every style', () => {
    expect(readMapTilesSetting({}, true)).toEqual({})
    const archive = 'https://cdn.example/austin.pmtiles'
    expect(readConfig({ IDX_BASEMAP_PMTILES: archive }).site.mapTiles).toEqual({})
    expect(
      readConfig({ IDX_BASEMAP_PMTILES: archive, IDX_MAP_TILES: JSON.stringify({ sat: TOPO }) }).site.mapTiles,
    ).toEqual({
      sat: TOPO,
    })
    expect(readConfig({}).site.mapTiles).toEqual(BUILT_IN_MAP_TILES)
  })

  it('refuses a PMTiles archive on plain http, except on a loopback host', () => {
    expect(() => readConfig({ IDX_BASEMAP_PMTILES: 'http://cdn.example/austin.pmtiles?k=1' })).toThrow(
      'IDX_BASEMAP_PMTILES: http://cdn.example/austin.pmtiles must be https://',
    )
    expect(readConfig({ IDX_BASEMAP_PMTILES: 'http://127.0.0.1:8080/a.pmtiles' }).site.basemapPmtiles).toEqual({
      url: 'http://127.0.0.1:8080/a.pmtiles',
    })
  })

  it('turns network tiles off with none, off or {}', () => {
    for (const off of ['none', 'OFF', '{}']) {
      expect(readMapTilesSetting({ IDX_MAP_TILES: off }, false)).toEqual({})
    }
  })

  it('uses exactly the configured services, without adding built-in ones for the other styles', () => {
    expect(readMapTilesSetting(setting({ topo: { ...TOPO, maxZoom: 17, subdomains: 'abc' } }), false)).toEqual({
      topo: { ...TOPO, maxZoom: 17, subdomains: 'abc' },
    })
  })

  it('fills {key} from IDX_MAP_TILES_KEY, and refuses a {key} with no key set', () => {
    const url = 'https://tiles.example/{z}/{x}/{y}.png?api_key={key}'
    expect(readMapTilesSetting(setting({ sat: { url, attribution: '©' } }, 'k3y/+'), false).sat?.url).toBe(
      'https://tiles.example/{z}/{x}/{y}.png?api_key=k3y%2F%2B',
    )
    expect(() => readMapTilesSetting(setting({ sat: { url, attribution: '©' } }), false)).toThrow(
      'IDX_MAP_TILES: the "sat" URL has {key}: set IDX_MAP_TILES_KEY',
    )
  })

  it('takes a key written into the URL as it is', () => {
    const url = 'https://tiles.example/{z}/{x}/{y}.png?apikey=abc123'
    expect(readMapTilesSetting(setting({ default: { url, attribution: '©' } }), false).default?.url).toBe(url)
  })

  it('accepts http on a loopback host, for development and tests', () => {
    for (const host of ['127.0.0.1:8089', 'localhost:8089', '[::1]:8089']) {
      const url = `http://${host}/{z}/{x}/{y}.png`
      expect(readMapTilesSetting(setting({ default: { url, attribution: '' } }), false).default?.url).toBe(url)
    }
  })

  it('refuses a plain http tile host at start, naming the fix and never the query where a key may be', () => {
    const url = 'http://{s}.tiles.example/{z}/{x}/{y}.png?apikey=secret'
    const read = () => readMapTilesSetting(setting({ default: { url, attribution: '©' } }), false)
    expect(read).toThrow(
      'IDX_MAP_TILES: the "default" URL http://{s}.tiles.example/{z}/{x}/{y}.png must be https:// (http:// only on a loopback host',
    )
    expect(read).not.toThrow(/secret/)
  })

  it.each([
    ['{not json', /IDX_MAP_TILES must be JSON/],
    ['[]', /must be a JSON object of tile services by map style/],
    [
      JSON.stringify({ satellite: TOPO }),
      /names the style "satellite"; the styles are default, light, minimal, topo, sat/,
    ],
    [JSON.stringify({ topo: { attribution: '©' } }), /the "topo" entry needs a "url"/],
    [JSON.stringify({ topo: { url: TOPO.url } }), /the "topo" entry needs an "attribution"/],
    [JSON.stringify({ topo: { ...TOPO, maxZoom: 30 } }), /"maxZoom" that is not a whole number from 0 to 24/],
    [JSON.stringify({ topo: { ...TOPO, subdomains: ['a', 'b'] } }), /"subdomains" that are not letters/],
    [JSON.stringify({ topo: { ...TOPO, url: 'javascript:alert(1)' } }), /must be https:\/\//],
    [JSON.stringify({ topo: { ...TOPO, url: '/tiles/{z}/{x}/{y}.png' } }), /is not an absolute URL template/],
  ])('refuses %s at start with a message naming the fix', (value, message) => {
    expect(() => readMapTilesSetting({ IDX_MAP_TILES: value }, false)).toThrow(message)
  })
})
