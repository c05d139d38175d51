import { describe, expect, it } from 'vitest'
import { readConfig } from './read-config.js'

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value))

describe('readConfig', () => {
  it('reads api_token, client_id and a blank market_id from the meta tag', () => {
    expect(readConfig(encode({ api_token: 't', client_id: 'c', market_id: '' }))).toEqual({
      ok: true,
      config: {
        api_token: 't',
        client_id: 'c',
        market_id: null,
        api_base_url: '',
        map_style: 'default',
        map_tiles: {},
        default_filter: null,
      },
    })
  })
  it.each([[null], [''], ['%7Bnot json'], [encode([1, 2])], [encode('text')]])(
    'says "Could not read config from meta tag" for %j',
    (content) => {
      expect(readConfig(content)).toEqual({ ok: false, message: 'Could not read config from meta tag' })
    },
  )
  it('names each blank required parameter', () => {
    expect(readConfig(encode({ api_token: ' ', client_id: '' }))).toEqual({
      ok: false,
      message: 'Missing the following configuration parameters: api_token, client_id',
    })
    expect(readConfig(encode({ api_token: 'x' }))).toEqual({
      ok: false,
      message: 'Missing the following configuration parameters: client_id',
    })
  })

  it('reads the map style and production tile services, leaving out unusable ones', () => {
    const tiles = {
      topo: { url: 'https://tiles.example.com/topo/{z}/{x}/{y}.png', attribution: '© Example', maxZoom: 17 },
      sat: { url: 'javascript:alert(1)', attribution: 'x' },
      light: 'not an object',
    }
    const read = readConfig(encode({ api_token: 't', client_id: 'c', map_style: 'topo', map_tiles: tiles }))
    expect(read.ok && read.config.map_style).toBe('topo')
    expect(read.ok && read.config.map_tiles).toEqual({
      topo: { url: 'https://tiles.example.com/topo/{z}/{x}/{y}.png', attribution: '© Example', maxZoom: 17 },
    })
    const unknownStyle = readConfig(encode({ api_token: 't', client_id: 'c', map_style: 'neon' }))
    expect(unknownStyle.ok && unknownStyle.config.map_style).toBe('default')
  })

  it('reads the self-hosted PMTiles basemap (an http(s) URL or a path on the site), leaving out any other', () => {
    const read = (basemap: unknown) => {
      const result = readConfig(encode({ api_token: 't', client_id: 'c', basemap_pmtiles: basemap }))
      return result.ok ? result.config.basemap_pmtiles : 'not ok'
    }
    expect(read({ url: '/basemap.pmtiles', attribution: '© OpenStreetMap' })).toEqual({
      url: '/basemap.pmtiles',
      attribution: '© OpenStreetMap',
    })
    expect(read({ url: 'https://tiles.example.com/austin.pmtiles' })).toEqual({
      url: 'https://tiles.example.com/austin.pmtiles',
    })
    expect(read({ url: 'javascript:alert(1)' })).toBeUndefined()
    expect(read({ url: '//elsewhere.example/a.pmtiles' })).toBeUndefined()
    expect(read('not an object')).toBeUndefined()
  })

  it("reads the opening market's default filter for the market it names (the search screen checks it)", () => {
    const filter = { purchase_type: { value: 'Purchase' }, listing_status: { value: ['Active', 'Coming Soon'] } }
    const read = readConfig(
      encode({ api_token: 't', client_id: 'c', default_filter: filter, default_filter_market_id: '1' }),
    )
    expect(read.ok && read.config.default_filter).toEqual({ market_id: '1', filter })
    const noMarket = readConfig(encode({ api_token: 't', client_id: 'c', default_filter: filter }))
    expect(noMarket.ok && noMarket.config.default_filter).toBeNull()
    const notAnObject = readConfig(
      encode({ api_token: 't', client_id: 'c', default_filter: 'Purchase', default_filter_market_id: '1' }),
    )
    expect(notAnObject.ok && notAnObject.config.default_filter).toBeNull()
  })

  it("reads the server's live-updates block, leaving out one it cannot connect with", () => {
    const read = (realtime: unknown) => {
      const result = readConfig(encode({ api_token: 't', client_id: 'c', realtime }))
      return result.ok ? result.config.realtime : 'not ok'
    }
    const served = {
      key: 'k1',
      cluster: 'idx',
      wsHost: 'homes.example.com',
      wsPort: 443,
      wssPort: 443,
      wsPath: '/realtime',
      forceTLS: true,
      enabledTransports: ['ws', 'wss', 'xhr'],
      authEndpoint: '/api/v3/pusher/auth',
    }
    expect(read(served)).toEqual({ ...served, enabledTransports: ['ws', 'wss'] })
    expect(read({ ...served, key: '' })).toBeUndefined()
    expect(read({ ...served, wsPort: '443' })).toBeUndefined()
    expect(read({ ...served, authEndpoint: undefined })).toBeUndefined()
    expect(read('wss://homes.example.com')).toBeUndefined()
  })
})
