import { describe, expect, it } from 'vitest'
import { themeFromParams } from './query-theme.js'

const theme = (query: string) => themeFromParams(new URLSearchParams(query))

describe('theming by the font and style query parameters', () => {
  it('sets the font of the spec list and the colours of the style JSON', () => {
    expect(theme('font=playfair&style={"accent":"#c2185b","accent_text":"white","radius":"4px"}')).toEqual({
      '--idx-font': "'Playfair Display', system-ui, sans-serif",
      '--idx-accent': '#c2185b',
      '--idx-accent-text': 'white',
      '--idx-radius': '4px',
    })
  })

  it('ignores unknown fonts, unreadable JSON, unknown members and values that are not colours or lengths', () => {
    expect(theme('font=comic_sans')).toEqual({})
    expect(theme('style={not json')).toEqual({})
    expect(theme('style=[1,2]')).toEqual({})
    expect(theme('style={"accent":"red;background:url(x)","border":"1px","radius":"huge","shadow":"#000"}')).toEqual({})
  })
})
