import { siteTheme, themeFromParams, themeRule, type SiteBrand } from '@idx/domain'

/** The brand a site document carries (`attributes.brand`), or null without one. */
function brandOf(siteDocument: unknown): SiteBrand | null {
  const brand = (siteDocument as { data?: { attributes?: { brand?: unknown } } } | null)?.data?.attributes?.brand
  return typeof brand === 'object' && brand !== null ? (brand as SiteBrand) : null
}

/**
 * The page with the site's theme in its head: a `<style>` setting the custom properties every
 * widget reads, so the first paint is in the site's colours, server-rendered or not. The site's
 * brand (siteTheme) comes first and the page's own `style` and `font` query parameters
 * (themeFromParams: an embed's per-page theme) override it. It goes last in the head, after the
 * page's own first-paint rules. The theme stays as the visitor moves about the app.
 *
 * @example
 * injectSiteTheme('<head></head>', { data: { attributes: { brand: { primary_color: '#1a56db' } } } })
 * // '<head><style id="idx-site-theme">:root{--idx-accent:#1a56db;--idx-accent-text:#ffffff}</style></head>'
 */
export function injectSiteTheme(html: string, siteDocument: unknown, query = new URLSearchParams()): string {
  const rule = themeRule({ ...siteTheme(brandOf(siteDocument)).properties, ...themeFromParams(query) })
  if (rule === '') return html
  return html.replace('</head>', () => `<style id="${SITE_THEME_STYLE_ID}">${rule}</style></head>`)
}

/** The id of the `<style>` element a site's brand is written in. */
export const SITE_THEME_STYLE_ID = 'idx-site-theme'
