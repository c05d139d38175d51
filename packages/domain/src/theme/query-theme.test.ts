import { describe, expect, it } from 'vitest'
import { readThemeParams, themeFromParams, themeWarnings } from './query-theme.js'

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

  it("sets the cards' shadow by its name", () => {
    expect(theme('style={"card_shadow":"strong","radius":"0px"}')).toEqual({
      '--idx-card-shadow': '0 4px 16px rgb(0 0 0 / 0.18), 0 2px 4px rgb(0 0 0 / 0.12)',
      '--idx-radius': '0px',
    })
  })
})

describe('the problems of the font and style parameters', () => {
  const problems = (query: string) => readThemeParams(new URLSearchParams(query)).problems

  it('has none for good parameters or none at all', () => {
    expect(problems('')).toEqual([])
    expect(problems('font=lato&style={"accent":"#1a56db","radius":"4px","card_shadow":"soft"}')).toEqual([])
    expect(problems('font=&style=')).toEqual([])
  })

  it('names a font that is none of the site fonts', () => {
    expect(problems('font=comic_sans')).toEqual([
      'font parameter: unknown font "comic_sans"; the site fonts are rubik, source_sans_pro, raleway, roboto, karla, playfair, lato, typold',
    ])
  })

  it('says a style that is no JSON object is ignored', () => {
    expect(problems('style={not json')).toEqual(['style parameter: not JSON: "{not json"'])
    expect(problems('style=[1,2]')).toEqual(['style parameter: not a JSON object (e.g. {"accent":"#1a56db"}): [1,2]'])
  })

  it('names each unknown key and each unusable value, and keeps the rest', () => {
    const read = readThemeParams(
      new URLSearchParams(
        'style={"bordr":"#000","accent":"red;x","radius":"huge","card_shadow":"deep","text":"#222222"}',
      ),
    )
    expect(read.properties).toEqual({ '--idx-text': '#222222' })
    expect(read.problems).toEqual([
      expect.stringMatching(/^style parameter: unknown key "bordr"; the keys are text, muted, /),
      'style parameter: "accent" must be a colour such as #1a56db, got "red;x"',
      'style parameter: "radius" must be a length such as 4px or 0.5rem, got "huge"',
      'style parameter: "card_shadow" must be one of none, soft, strong, got "deep"',
    ])
  })

  it('leaves out a text colour under 4.5:1 on its background, saying so', () => {
    const read = readThemeParams(new URLSearchParams('style={"accent":"#ffd400","accent_text":"#fff","muted":"#666"}'))
    // The yellow is left out: white text is then on the default accent, where it reads.
    expect(read.properties).toEqual({ '--idx-accent-text': '#fff', '--idx-muted': '#666' })
    expect(read.problems).toEqual([
      'style parameter: "accent" #ffd400 has a contrast of 1.4:1 on the surface\'s #ffffff; WCAG AA needs 4.5:1: ignored',
    ])
    // White text on the brand's yellow accent would not read either.
    expect(
      readThemeParams(new URLSearchParams('style={"accent_text":"#ffffff"}'), { '--idx-accent': '#ffd400' }).problems,
    ).toEqual([
      'style parameter: "accent_text" #ffffff has a contrast of 1.4:1 on the accent\'s #ffd400; WCAG AA needs 4.5:1: ignored',
    ])
    expect(readThemeParams(new URLSearchParams('style={"surface":"#111111"}')).problems).toEqual([
      'style parameter: the text\'s #1f2328 has a contrast of 1.1:1 on "surface" #111111; WCAG AA needs 4.5:1: ignored',
    ])
  })

  it('reports a dozen problems at most', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'x']))
    expect(problems(`style=${JSON.stringify(many)}`)).toHaveLength(12)
  })
})

describe('themeWarnings', () => {
  it("is the console's lines: the brand's unused colours, then the parameters' problems", () => {
    expect(themeWarnings({ primary_color: '#ffd400' }, new URLSearchParams('style={"bordr":"#000"}'))).toEqual([
      'idx: brand: The brand colour #ffd400 has a contrast of 1.4:1 on white; WCAG AA needs 4.5:1: the default colour is used',
      expect.stringMatching(/^idx: style parameter: unknown key "bordr"/),
    ])
    expect(themeWarnings({ primary_color: '#1a56db', radius: 4 }, new URLSearchParams('font=lato'))).toEqual([])
  })
})
