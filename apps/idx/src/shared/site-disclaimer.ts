import { APP_ROOT, APP_ROUTE_PATHS, safeLinkHref, type Site } from '@idx/domain'

/** The site's own privacy policy page (`/app/privacy`): the disclaimer links it when the site has no policy link. */
export const DEFAULT_PRIVACY_POLICY_PATH = `${APP_ROOT}${APP_ROUTE_PATHS.privacyPolicy}`

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
  const link = (value: string | null | undefined) => safeLinkHref(value?.trim() || null)
  return {
    text: disclaimer.template?.trim() || null,
    termsOfUse: link(disclaimer.terms_of_use),
    privacyPolicy: link(disclaimer.privacy_policy) ?? DEFAULT_PRIVACY_POLICY_PATH,
  }
}
