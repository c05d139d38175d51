import type { Site } from '@idx/domain'

/**
 * The site's own privacy policy page (APP_ROOT + APP_ROUTE_PATHS.privacyPolicy, written out: the
 * routes' module stays out of the disclaimer's chunk): the disclaimer links it when the site has
 * no policy link.
 */
export const DEFAULT_PRIVACY_POLICY_PATH = '/app/privacy'

/** What the IDX disclaimer under the results and the listing says, and where its links lead. */
export type SiteDisclaimer = {
  /** The site's template, or `null` when it has none (the links still show). */
  text: string | null
  /** The site's terms of use, or `null` (no link). */
  termsOfUse: string | null
  /** The site's privacy policy, else DEFAULT_PRIVACY_POLICY_PATH. */
  privacyPolicy: string
}

/**
 * The site's IDX disclaimer (`features.idx_disclaimer`), or `null` when it is off. Links that are
 * not http(s), mailto or relative are dropped (a privacy policy link falls back to the default).
 *
 * @example
 * siteDisclaimer({ features: { idx_disclaimer: { enabled: true, terms_of_use: 'https://acme.example/terms' } } })
 * // { text: null, termsOfUse: 'https://acme.example/terms', privacyPolicy: '/app/privacy' }
 * siteDisclaimer({ features: { idx_disclaimer: { enabled: false } } }) // null
 */
export function siteDisclaimer(site: Pick<Site, 'features'> | null | undefined): SiteDisclaimer | null {
  const disclaimer = site?.features?.idx_disclaimer
  if (disclaimer?.enabled !== true) return null
  const link = (value: string | null | undefined) => followableHref(value?.trim() || null)
  return {
    text: disclaimer.template?.trim() || null,
    termsOfUse: link(disclaimer.terms_of_use),
    privacyPolicy: link(disclaimer.privacy_policy) ?? DEFAULT_PRIVACY_POLICY_PATH,
  }
}

/**
 * `href` when a visitor may follow it: a path on this site (`/privacy`, not `//host`), or an
 * http(s) or mailto URL; else null. (@idx/domain's safeLinkHref says the same; it is not imported
 * so the disclaimer's chunk shares no module with the listing's first JavaScript.)
 */
function followableHref(href: string | null): string | null {
  if (href === null) return null
  if (/^\/(?![/\\])/.test(href)) return href
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol) ? href : null
  } catch {
    return null
  }
}
