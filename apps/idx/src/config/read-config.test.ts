import { describe, expect, it } from 'vitest'
import { readConfig } from './read-config'

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value))

describe('readConfig', () => {
  it('reads api_token, client_id and a blank market_id from the meta tag', () => {
    expect(readConfig(encode({ api_token: 't', client_id: 'c', market_id: '' }))).toEqual({
      ok: true,
      config: { api_token: 't', client_id: 'c', market_id: null, api_base_url: '' },
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
})
