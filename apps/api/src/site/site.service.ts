import type { Resource } from '../jsonapi/resource.js'
import { shownImageUrl } from '../http-headers/shown-image-url.js'
import { marketResources } from '../markets/index.js'
import type { SiteDocumentRows } from './site.repository.js'

/**
 * The current site as a JSON:API document: attributes, relationships to its OAuth applications
 * and markets, and those (with the markets' feeds) in `included`.
 */
export function siteDocument({ site, applications, markets, feeds }: SiteDocumentRows): {
  data: Resource
  included: Resource[]
} {
  const { data: marketData, included: feedData } = marketResources(markets, feeds)
  return {
    data: {
      id: String(site.id),
      type: 'sites',
      attributes: {
        name: site.name,
        domain: site.domain,
        // An http:// logo stored before such addresses were refused is no image: the page's CSP blocks it.
        logo_url: shownImageUrl(site.logo_url),
        extra_info: site.extra_info,
        features: site.features,
        registration_rule: site.registration_rule,
        short_url: site.short_url,
        front_facing_site_idx_prefix: site.front_facing_site_idx_prefix,
        // The colours an admin set; the page is drawn in them once they read on white (siteTheme).
        brand: {
          primary_color: site.brand?.primary_color ?? null,
          accent_color: site.brand?.accent_color ?? null,
          font: site.brand?.font ?? null,
          // An http:// icon stored before such addresses were refused is none: the page's CSP blocks it.
          favicon_url: shownImageUrl(site.brand?.favicon_url ?? null),
          radius: site.brand?.radius ?? null,
          card_shadow: site.brand?.card_shadow ?? null,
        },
        // What the app needs to send someone to the identity provider; the e-mail domains that
        // trigger it stay on the server (login_type answers them one address at a time).
        sso: site.sso
          ? {
              idp: site.sso.idp,
              issuer: site.sso.issuer,
              client_id: site.sso.client_id,
              authorize_url: site.sso.authorize_url,
            }
          : null,
      },
      relationships: {
        oauth_applications: { data: applications.map((a) => ({ id: a.id, type: 'oauth_applications' })) },
        markets: { data: markets.map((m) => ({ id: String(m.id), type: 'markets' })) },
      },
    },
    included: [
      ...applications.map((a) => ({ id: a.id, type: 'oauth_applications', attributes: { name: a.name } })),
      ...marketData,
      ...feedData,
    ],
  }
}
