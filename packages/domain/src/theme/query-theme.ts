import { fontFamilyValue, fontNamed, type FontName } from '../site/fonts.js'
import type { ThemeProperties } from './site-theme.js'

// An embed themes the site by two application query parameters (spec section 1): `font`, one of
// the spec's fonts, and `style`, a JSON object of colours. Both become the CSS custom properties
// every @idx widget reads (--idx-accent, --idx-font, ...), written by the server into the page's
// head over the site's brand (the first paint is themed). Anything unreadable is ignored, never fatal.

/** `style` members and the custom property each sets. */
const STYLE_PROPERTIES = {
  text: '--idx-text',
  muted: '--idx-muted',
  border: '--idx-border',
  surface: '--idx-surface',
  subtle: '--idx-subtle',
  accent: '--idx-accent',
  accent_text: '--idx-accent-text',
  radius: '--idx-radius',
} as const

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i
const LENGTH = /^\d{1,3}(\.\d+)?(px|rem|em)$/

/**
 * The custom properties the page's `font` and `style` parameters ask for.
 *
 * @example
 * themeFromParams(new URLSearchParams('font=lato&style={"accent":"#c2185b"}'))
 * // { '--idx-font': "'Lato', system-ui, sans-serif", '--idx-accent': '#c2185b' }
 */
export function themeFromParams(params: URLSearchParams): ThemeProperties {
  const theme: Record<string, string> = {}
  const font = fontFromParams(params)
  if (font) theme['--idx-font'] = fontFamilyValue(font)
  let style: unknown
  try {
    style = JSON.parse(params.get('style') ?? 'null')
  } catch {
    style = null
  }
  if (typeof style === 'object' && style !== null && !Array.isArray(style)) {
    for (const [member, property] of Object.entries(STYLE_PROPERTIES)) {
      const value = (style as Record<string, unknown>)[member]
      if (typeof value !== 'string') continue
      const pattern = member === 'radius' ? LENGTH : COLOUR
      if (pattern.test(value.trim())) theme[property] = value.trim()
    }
  }
  return theme
}

/** The site font the page's `font` parameter names, or null. */
export function fontFromParams(params: URLSearchParams): FontName | null {
  return fontNamed(params.get('font'))
}
