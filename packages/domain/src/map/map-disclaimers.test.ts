import { describe, expect, it } from 'vitest'
import type { Feed } from '../site/market.js'
import { mapDisclaimers } from './map-disclaimers.js'

const html = '<p>Listing data © Austin MLS</p>'
const logo = 'https://example.test/logo.png'

describe("mapDisclaimers (the 'Disclaimer(s)' button shows each feed's text and logo when its map settings say so)", () => {
  it.each<[string, Feed, ReturnType<typeof mapDisclaimers>]>([
    [
      'text and logo',
      {
        id: '1',
        disclaimer_html: html,
        idx_logo_url: logo,
        disclaimer_settings: { text: { map: true }, image: { map: true, contain: true } },
      },
      [{ feedId: '1', html, logoUrl: logo, containLogo: true }],
    ],
    [
      'text only',
      { id: '2', disclaimer_html: html, idx_logo_url: logo, disclaimer_settings: { text: { map: true } } },
      [{ feedId: '2', html, logoUrl: null, containLogo: false }],
    ],
    [
      'logo only',
      { id: '3', disclaimer_html: html, idx_logo_url: logo, disclaimer_settings: { image: { map: true } } },
      [{ feedId: '3', html: null, logoUrl: logo, containLogo: false }],
    ],
    [
      'nothing when the settings are for search only',
      {
        id: '4',
        disclaimer_html: html,
        idx_logo_url: logo,
        disclaimer_settings: { image: { search: true }, agent_name: { search: true } },
      },
      [],
    ],
    ['nothing without settings', { id: '5', disclaimer_html: html, idx_logo_url: logo }, []],
    [
      'nothing when the text is blank and there is no logo',
      { id: '6', disclaimer_html: '  ', disclaimer_settings: { text: { map: true }, image: { map: true } } },
      [],
    ],
  ])('%s', (_, feed, expected) => {
    expect(mapDisclaimers([feed])).toEqual(expected)
  })

  it('keeps feed order and treats no feeds as no disclaimers', () => {
    const feed = (id: string): Feed => ({ id, disclaimer_html: html, disclaimer_settings: { text: { map: true } } })
    expect(mapDisclaimers([feed('b'), feed('a')]).map((d) => d.feedId)).toEqual(['b', 'a'])
    expect(mapDisclaimers(null)).toEqual([])
    expect(mapDisclaimers(undefined)).toEqual([])
  })
})
