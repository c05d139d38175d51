import { fontFamilyValue, fontNamed } from '../site/fonts.js'
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast.js'

/** A site's brand as an admin set it: colours (`#rrggbb` each) and font (FONTS); null: the default. */
export type SiteBrand = {
  readonly primary_color?: string | null
  readonly accent_color?: string | null
  readonly font?: string | null
  /** The site's icon: an https URL or a path on the site; null: a house in the brand colour (faviconHref). */
  readonly favicon_url?: string | null
  /** The corner radius of cards, buttons, inputs and dialogs in px, 0 to 24 (BRAND_RADIUS_RANGE); null: 8. */
  readonly radius?: number | null
  /** The cards' shadow: one of CARD_SHADOWS' names; null: none. */
  readonly card_shadow?: string | null
}

/** The corner radius a brand may set, in px. */
export const BRAND_RADIUS_RANGE = { min: 0, max: 24 } as const

/** The cards' shadows a brand chooses from, and the `box-shadow` each is (`--idx-card-shadow`). */
export const CARD_SHADOWS = {
  none: 'none',
  soft: '0 1px 3px rgb(0 0 0 / 0.12), 0 1px 2px rgb(0 0 0 / 0.08)',
  strong: '0 4px 16px rgb(0 0 0 / 0.18), 0 2px 4px rgb(0 0 0 / 0.12)',
} as const

/** A card shadow's name (CARD_SHADOWS). */
export type CardShadow = keyof typeof CARD_SHADOWS

/** The card shadow a text names, or null. */
export function cardShadowNamed(text: string | null | undefined): CardShadow | null {
  const name = text?.trim().toLowerCase() ?? ''
  return Object.hasOwn(CARD_SHADOWS, name) ? (name as CardShadow) : null
}

/** Whether a value is a corner radius a brand may set: whole px from 0 to 24. */
export function isBrandRadius(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= BRAND_RADIUS_RANGE.min &&
    value <= BRAND_RADIUS_RANGE.max
  )
}

/** The default colours of the custom properties a brand sets (those of @idx/ui's THEME). */
export const DEFAULT_THEME_COLOURS = {
  surface: '#ffffff',
  text: '#1f2328',
  accent: '#0b5cad',
  saved: '#c2185b',
} as const

/** Custom properties and their values, e.g. `{ '--idx-accent': '#1a56db' }`. */
export type ThemeProperties = Record<string, string>

/** What a brand makes of the page: the custom properties it sets, and why any colour was left out. */
export type SiteTheme = { readonly properties: ThemeProperties; readonly warnings: readonly string[] }

const ratio = (value: number) => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`

/**
 * The custom properties a site's brand sets, every widget of every package reads them:
 * - the brand colour (`primary_color`) is `--idx-accent`: buttons, links, selected choices, the
 *   focus ring and map markers; its text (`--idx-accent-text`) is white or near-black, whichever
 *   reads on it;
 * - the accent colour (`accent_color`) is `--idx-saved`: a saved home's heart and its 'Saved';
 * - the font (one of FONTS) is `--idx-font` (the page links its stylesheet: fontStylesheetPath);
 * - the corner radius (`radius`, 0 to 24 px) is `--idx-radius`: cards, buttons, inputs, dialogs;
 * - the card shadow (`card_shadow`: none, soft or strong) is `--idx-card-shadow` (CARD_SHADOWS).
 *
 * Both are drawn as text on the page's white, so each must keep WCAG AA contrast (4.5:1) there;
 * a colour that does not is left at its default, with a warning saying why (the page never
 * becomes unreadable because of a brand).
 *
 * @example
 * siteTheme({ primary_color: '#1a56db' }).properties
 * // { '--idx-accent': '#1a56db', '--idx-accent-text': '#ffffff' }
 * siteTheme({ primary_color: '#ffd400' }).warnings
 * // ['The brand colour #ffd400 has a contrast of 1.4:1 on white; WCAG AA needs 4.5:1: the default colour is used']
 */
export function siteTheme(brand: SiteBrand | null | undefined): SiteTheme {
  const properties: ThemeProperties = {}
  const warnings: string[] = []
  const readable = (colour: string | null | undefined, what: string): string | null => {
    if (typeof colour !== 'string' || colour.trim() === '') return null
    const value = colour.trim().toLowerCase()
    const onSurface = contrastRatio(value, DEFAULT_THEME_COLOURS.surface)
    if (onSurface === null) {
      warnings.push(`The ${what} ${JSON.stringify(colour)} is no colour as #rrggbb: the default colour is used`)
      return null
    }
    if (onSurface < AA_TEXT_CONTRAST) {
      warnings.push(
        `The ${what} ${value} has a contrast of ${ratio(onSurface)} on white; ` +
          `WCAG AA needs ${AA_TEXT_CONTRAST}:1: the default colour is used`,
      )
      return null
    }
    return value
  }
  const accent = readable(brand?.primary_color, 'brand colour')
  if (accent !== null) {
    properties['--idx-accent'] = accent
    // Readable on white at 4.5:1 means white text reads on it at 4.5:1 too (the ratio is symmetric).
    properties['--idx-accent-text'] = DEFAULT_THEME_COLOURS.surface
  }
  const saved = readable(brand?.accent_color, 'accent colour')
  if (saved !== null) properties['--idx-saved'] = saved
  const font = fontNamed(brand?.font)
  if (font !== null) properties['--idx-font'] = fontFamilyValue(font)
  const radius = brand?.radius
  if (isBrandRadius(radius)) properties['--idx-radius'] = `${radius}px`
  else if (radius !== null && radius !== undefined) {
    warnings.push(
      `The corner radius ${JSON.stringify(radius)} is no whole number of px from ${BRAND_RADIUS_RANGE.min} to ${BRAND_RADIUS_RANGE.max}: the default is used`,
    )
  }
  const shadow = brand?.card_shadow
  const shadowName = cardShadowNamed(shadow)
  if (shadowName !== null) properties['--idx-card-shadow'] = CARD_SHADOWS[shadowName]
  else if (typeof shadow === 'string' && shadow.trim() !== '') {
    warnings.push(
      `The card shadow ${JSON.stringify(shadow)} is none of ${Object.keys(CARD_SHADOWS).join(', ')}: the default is used`,
    )
  }
  return { properties, warnings }
}

/**
 * The rule that sets `properties` on the page's root element, for a `<style>` in the page's head
 * (the first paint is in the site's colours). Values are only ever checked colours and lengths,
 * so nothing in them can end the rule or the element.
 *
 * @example
 * themeRule({ '--idx-accent': '#1a56db' }) // ':root{--idx-accent:#1a56db}'
 */
export function themeRule(properties: ThemeProperties): string {
  const declarations = Object.entries(properties)
    .filter(([name, value]) => /^--idx-[a-z-]+$/.test(name) && /^[#a-z0-9(),.%\s/'-]+$/i.test(value))
    .map(([name, value]) => `${name}:${value}`)
  return declarations.length === 0 ? '' : `:root{${declarations.join(';')}}`
}
