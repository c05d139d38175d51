import { FONTS, fontFamilyValue, fontNamed, type FontName } from '../site/fonts.js'
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast.js'
import {
  CARD_SHADOWS,
  cardShadowNamed,
  DEFAULT_THEME_COLOURS,
  siteTheme,
  type SiteBrand,
  type ThemeProperties,
} from './site-theme.js'

// An embed themes the site by two application query parameters (spec section 1): `font`, one of
// the spec's fonts, and `style`, a JSON object of colours and shapes. Both become the CSS custom
// properties every @idx widget reads (--idx-accent, --idx-font, ...), written by the server into
// the page's head over the site's brand (the first paint is themed). Anything unreadable is left
// out, never fatal, and named in a problem (themeWarnings) that the page writes to the console.

/** `style` members and the custom property each sets. */
export const STYLE_PROPERTIES = {
  text: '--idx-text',
  muted: '--idx-muted',
  border: '--idx-border',
  surface: '--idx-surface',
  subtle: '--idx-subtle',
  accent: '--idx-accent',
  accent_text: '--idx-accent-text',
  radius: '--idx-radius',
  card_shadow: '--idx-card-shadow',
} as const

type StyleMember = keyof typeof STYLE_PROPERTIES

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i
const LENGTH = /^\d{1,3}(\.\d+)?(px|rem|em)$/

/** The defaults of the text colours a `style` may leave out (those of @idx/ui's THEME). */
const DEFAULT_TEXT_COLOURS = { text: DEFAULT_THEME_COLOURS.text, muted: '#57606a' } as const

/** At most this many problems are reported: a long made-up `style` must not make a long page. */
const MAX_PROBLEMS = 12

/** What the page's `font` and `style` parameters set, and what in them was left out and why. */
export interface ParamsTheme {
  readonly properties: ThemeProperties
  /** Each a sentence naming the parameter, e.g. `style parameter: unknown key "bordr"`. */
  readonly problems: readonly string[]
}

/** `#rgb` or `#rrggbb` as `#rrggbb`, or null for any other colour (named, rgb(), with alpha). */
function hex6(colour: string): string | null {
  const value = colour.trim().toLowerCase()
  if (/^#[0-9a-f]{6}$/.test(value)) return value
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`
  return null
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 39)}…` : text
}

const ratio = (value: number) => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`

/**
 * The custom properties the page's `font` and `style` parameters ask for, over `base` (the site
 * brand's, for the contrast of a colour the style leaves to it), with every problem: a font that
 * is none of the site fonts, a style that is no JSON object, an unknown key, a value that is no
 * colour, length or shadow name, or a text colour under WCAG AA contrast (4.5:1) on its background
 * (when both are #rrggbb or #rgb). A member with a problem is left out; the rest still apply.
 *
 * @example
 * readThemeParams(new URLSearchParams('style={"accent":"#c2185b","bordr":"#000"}'))
 * // { properties: { '--idx-accent': '#c2185b' }, problems: ['style parameter: unknown key "bordr"'] }
 */
export function readThemeParams(params: URLSearchParams, base: ThemeProperties = {}): ParamsTheme {
  const properties: Record<string, string> = {}
  const problems: string[] = []
  const fontText = params.get('font')
  const font = fontFromParams(params)
  if (font) properties['--idx-font'] = fontFamilyValue(font)
  else if (fontText !== null && fontText.trim() !== '') {
    problems.push(`font parameter: unknown font ${shown(fontText)}; the site fonts are ${FONTS.join(', ')}`)
  }
  const styleText = params.get('style')
  if (styleText === null || styleText.trim() === '') return { properties, problems }
  let style: unknown
  try {
    style = JSON.parse(styleText)
  } catch {
    problems.push(`style parameter: not JSON: ${shown(styleText)}`)
    return { properties, problems }
  }
  if (typeof style !== 'object' || style === null || Array.isArray(style)) {
    problems.push(`style parameter: not a JSON object (e.g. {"accent":"#1a56db"}): ${shown(style)}`)
    return { properties, problems }
  }
  const values: Partial<Record<StyleMember, string>> = {}
  for (const [member, value] of Object.entries(style as Record<string, unknown>)) {
    if (!Object.hasOwn(STYLE_PROPERTIES, member)) {
      problems.push(
        `style parameter: unknown key ${shown(member)}; the keys are ${Object.keys(STYLE_PROPERTIES).join(', ')}`,
      )
      continue
    }
    const key = member as StyleMember
    const text = typeof value === 'string' ? value.trim() : null
    if (key === 'card_shadow') {
      const name = cardShadowNamed(text)
      if (name === null) {
        problems.push(
          `style parameter: "card_shadow" must be one of ${Object.keys(CARD_SHADOWS).join(', ')}, got ${shown(value)}`,
        )
      } else values.card_shadow = CARD_SHADOWS[name]
    } else if (key === 'radius') {
      if (text === null || !LENGTH.test(text)) {
        problems.push(`style parameter: "radius" must be a length such as 4px or 0.5rem, got ${shown(value)}`)
      } else values.radius = text
    } else if (text === null || !COLOUR.test(text)) {
      problems.push(`style parameter: ${shown(member)} must be a colour such as #1a56db, got ${shown(value)}`)
    } else values[key] = text
  }
  // Text colours must read on what they are drawn on; checked when both colours are known. A
  // surface the default text would not read on is left out too; the accent's text is checked on
  // the accent the page ends up with.
  const check = (member: StyleMember, colour: string | undefined, background: string, what: string) => {
    const [a, b] = [hex6(colour ?? ''), hex6(background)]
    const contrast = a !== null && b !== null ? contrastRatio(a, b) : null
    if (contrast === null || contrast >= AA_TEXT_CONTRAST) return
    const [fore, back] =
      member === 'surface'
        ? [`the text's ${colour}`, `"surface" ${background}`]
        : [`"${member}" ${colour}`, `${what}'s ${background}`]
    problems.push(
      `style parameter: ${fore} has a contrast of ${ratio(contrast)} on ${back}; WCAG AA needs ${AA_TEXT_CONTRAST}:1: ignored`,
    )
    delete values[member]
  }
  if (values.surface !== undefined && values.text === undefined) {
    check('surface', base['--idx-text'] ?? DEFAULT_TEXT_COLOURS.text, values.surface, 'the surface')
  }
  const surface = values.surface ?? base['--idx-surface'] ?? DEFAULT_THEME_COLOURS.surface
  for (const member of ['text', 'muted', 'accent'] as const) check(member, values[member], surface, 'the surface')
  const accent = values.accent ?? base['--idx-accent'] ?? DEFAULT_THEME_COLOURS.accent
  check('accent_text', values.accent_text, accent, 'the accent')
  for (const [member, value] of Object.entries(values)) properties[STYLE_PROPERTIES[member as StyleMember]] = value
  return { properties, problems: problems.slice(0, MAX_PROBLEMS) }
}

/**
 * The custom properties the page's `font` and `style` parameters ask for (readThemeParams, without
 * its problems).
 *
 * @example
 * themeFromParams(new URLSearchParams('font=lato&style={"accent":"#c2185b"}'))
 * // { '--idx-font': "'Lato', system-ui, sans-serif", '--idx-accent': '#c2185b' }
 */
export function themeFromParams(params: URLSearchParams, base: ThemeProperties = {}): ThemeProperties {
  return readThemeParams(params, base).properties
}

/** The site font the page's `font` parameter names, or null. */
export function fontFromParams(params: URLSearchParams): FontName | null {
  return fontNamed(params.get('font'))
}

/**
 * What a visitor's browser console says about the page's theme, one line each: the brand's
 * colours left at their defaults (siteTheme's warnings) and the problems of the page's `font` and
 * `style` parameters (readThemeParams). Empty when everything was used.
 *
 * @example
 * themeWarnings({ primary_color: '#ffd400' }, new URLSearchParams('style={"bordr":"#000"}'))
 * // ['idx: brand: The brand colour #ffd400 has a contrast of 1.4:1 on white; …',
 * //  'idx: style parameter: unknown key "bordr"; the keys are …']
 */
export function themeWarnings(brand: SiteBrand | null | undefined, params: URLSearchParams): string[] {
  const theme = siteTheme(brand)
  return [
    ...theme.warnings.map((warning) => `idx: brand: ${warning}`),
    ...readThemeParams(params, theme.properties).problems.map((problem) => `idx: ${problem}`),
  ]
}
