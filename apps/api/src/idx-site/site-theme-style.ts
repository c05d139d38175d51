import {
  faviconHref,
  fontFromParams,
  fontNamed,
  fontStylesheetPath,
  siteTheme,
  themeFromParams,
  themeRule,
  themeWarnings,
  type SiteBrand,
} from '@idx/domain'
import { escapeHtml } from '../mail/escape-html.js'

/** The brand a site document carries (`attributes.brand`), or null without one. */
function brandOf(siteDocument: unknown): SiteBrand | null {
  const brand = (siteDocument as { data?: { attributes?: { brand?: unknown } } } | null)?.data?.attributes?.brand
  return typeof brand === 'object' && brand !== null ? (brand as SiteBrand) : null
}

/** The page template's own icon link (a house in the default colour), replaced by the site's. */
const ICON_LINK = /<link\s+rel="icon"[^>]*>/

/**
 * The page with the site's theme in its head: a `<style>` setting the custom properties every
 * widget reads, so the first paint is in the site's colours and font, server-rendered or not. The
 * site's brand (siteTheme) comes first and the page's own `style` and `font` query parameters
 * (themeFromParams: an embed's per-page theme) override it. A site font's stylesheet is linked
 * only when one is chosen (served by the site itself: src/fonts/). It goes last in the head, after
 * the page's own first-paint rules. The theme stays as the visitor moves about the app. The page's
 * icon becomes the site's (faviconHref: its own, else a house in its brand colour).
 *
 * What of the theme was not used (a brand colour under 4.5:1 on white, an unreadable `style` or
 * `font` parameter: themeWarnings) goes in a `<meta name="idx-theme-warnings">`, a JSON list the
 * page's script writes to the console, one `console.warn` each; the page itself is drawn as ever.
 *
 * @example
 * injectSiteTheme('<head></head>', { data: { attributes: { brand: { primary_color: '#1a56db' } } } })
 * // '<head><style id="idx-site-theme">:root{--idx-accent:#1a56db;--idx-accent-text:#ffffff}</style></head>'
 */
export function injectSiteTheme(html: string, siteDocument: unknown, query = new URLSearchParams()): string {
  const brand = brandOf(siteDocument)
  const base = siteTheme(brand).properties
  const rule = themeRule({ ...base, ...themeFromParams(query, base) })
  const font = fontFromParams(query) ?? fontNamed(brand?.font)
  const warnings = themeWarnings(brand, query)
  const tags = [
    ...(font ? [`<link rel="stylesheet" href="${fontStylesheetPath(font)}" />`] : []),
    ...(rule ? [`<style id="${SITE_THEME_STYLE_ID}">${rule}</style>`] : []),
    ...(warnings.length > 0
      ? [`<meta name="${THEME_WARNINGS_META}" content="${escapeHtml(JSON.stringify(warnings))}" />`]
      : []),
  ]
  // In place of the template's own icon, or added to a page that has none (the admin app's).
  const icon = `<link rel="icon" href="${escapeHtml(faviconHref(brand))}" />`
  const page = ICON_LINK.test(html) ? html.replace(ICON_LINK, () => icon) : (tags.unshift(icon), html)
  return tags.length === 0 ? page : page.replace('</head>', () => `${tags.join('')}</head>`)
}

/** The name of the `<meta>` listing the theme's problems for the console (the visitor app reads it). */
export const THEME_WARNINGS_META = 'idx-theme-warnings'

/** The id of the `<style>` element a site's theme is written in. */
export const SITE_THEME_STYLE_ID = 'idx-site-theme'
