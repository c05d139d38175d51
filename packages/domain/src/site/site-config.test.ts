import { describe, expect, it } from 'vitest'
import { CONFIG_META_TAG_ERROR, checkSiteConfig, readSiteConfigMeta } from './site-config.js'

describe('checkSiteConfig', () => {
  it('accepts an api token and client id with a blank market id', () => {
    expect(checkSiteConfig({ api_token: 't0k3n', client_id: 'abc', market_id: '' })).toEqual({
      ok: true,
      config: { api_token: 't0k3n', client_id: 'abc', market_id: null },
    })
  })

  it('keeps a market id as text', () => {
    expect(checkSiteConfig({ api_token: 't', client_id: 'c', market_id: 12 })).toMatchObject({
      ok: true,
      config: { market_id: '12' },
    })
  })

  it.each([
    [{}, 'Missing the following configuration parameters: api_token, client_id'],
    [{ client_id: 'c' }, 'Missing the following configuration parameters: api_token'],
    [{ api_token: 't', client_id: ' ' }, 'Missing the following configuration parameters: client_id'],
    [
      { api_token: null, client_id: '', market_id: '3' },
      'Missing the following configuration parameters: api_token, client_id',
    ],
  ])('fails %j with %j', (input, message) => {
    expect(checkSiteConfig(input)).toMatchObject({ ok: false, message })
  })
})

describe('readSiteConfigMeta', () => {
  it('reads URI-encoded JSON, as Ember writes the config meta tag', () => {
    const content = encodeURIComponent(JSON.stringify({ api_token: 't', client_id: 'c' }))
    expect(readSiteConfigMeta(content)).toEqual({ ok: true, value: { api_token: 't', client_id: 'c' } })
  })

  it('reads plain JSON', () => {
    expect(readSiteConfigMeta('{"api_token":"a%20b"}')).toEqual({ ok: true, value: { api_token: 'a%20b' } })
  })

  it.each([null, undefined, '', 'not json', '%E0%A4%A', '[1,2]', '"text"'])(
    "fails %j with 'Could not read config from meta tag'",
    (content) => {
      expect(readSiteConfigMeta(content)).toEqual({ ok: false, message: 'Could not read config from meta tag' })
    },
  )

  it('uses the exact wording of the spec', () => {
    expect(CONFIG_META_TAG_ERROR).toBe('Could not read config from meta tag')
  })
})
