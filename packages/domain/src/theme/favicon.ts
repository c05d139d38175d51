import { shownImageUrl } from '../site-admin/site-settings-rules.js'
import { siteTheme, type SiteBrand } from './site-theme.js'

/** The house the site's pages show as their icon when the site has none of its own. */
const HOUSE_PATH = 'M8 1 1 7h2v8h4v-5h2v5h4V7h2z'
/** The house's colour without a brand colour (the pages' default link colour). */
const DEFAULT_ICON_COLOUR = '#0b57d0'

/**
 * The address of the site's icon (the browser tab's, a bookmark's): the brand's own `favicon_url`
 * when it is one a page may load (https or a path on the site), else a house drawn in the brand
 * colour, so every site's tab is in its colours with nothing to set up.
 *
 * @example
 * faviconHref({ favicon_url: '/favicon.png' }) // '/favicon.png'
 * faviconHref({ primary_color: '#2f6b3a' })    // 'data:image/svg+xml,…fill=%27%232f6b3a%27…'
 */
export function faviconHref(brand: SiteBrand | null | undefined): string {
  const own = shownImageUrl(brand?.favicon_url ?? null)
  if (own !== null) return own
  const colour = siteTheme({ primary_color: brand?.primary_color ?? null }).properties['--idx-accent']
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'>` +
    `<path d='${HOUSE_PATH}' fill='${colour ?? DEFAULT_ICON_COLOUR}'/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/'/g, '%27')}`
}
