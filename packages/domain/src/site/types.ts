import type { SiteBrand } from '../theme/site-theme.js'
import type { Market } from './market.js'

/** How the registration gate counts; only `views` is defined by the spec. */
export type RegistrationRuleMode = 'views' | (string & {})

/**
 * When anonymous visitors must register. Enforced only for mode `views` with a
 * limit: registration is required once the viewed-property counter exceeds it.
 */
export type RegistrationRule = { mode: RegistrationRuleMode | null; limit: number | null }

/** Legal links and text shown with the IDX disclaimer. */
export type IdxDisclaimerFeature = {
  enabled: boolean
  template?: string | null
  terms_of_use?: string | null
  /** A default privacy policy link is used when the site has none. */
  privacy_policy?: string | null
}

/** Where a site offers the support chat and the agent-callback form (spec §9: enabled per market id). */
export type SupportChatFeature = {
  /** The markets (ids as strings) whose search and listing screens show them. */
  market_ids: string[]
}

/** Feature switches of a site. A missing switch is off. */
export type SiteFeatures = {
  assign_agent_at_signup?: boolean | null
  assign_agent_at_any_form?: boolean | null
  /** Bathrooms as whole number plus fraction ('2 1/2'). */
  fraction_display?: { enabled: boolean } | null
  opt_in?: boolean | null
  idx_listing_agent_card?: boolean | null
  /** The site has its own login (unauthenticated users go to index.authenticate). */
  idx_login?: boolean | null
  sso_login?: boolean | null
  sign_up_without_password?: boolean | null
  idx_disclaimer?: IdxDisclaimerFeature | null
  /** The support chat and the agent-callback form, in the markets listed. */
  support_chat?: SupportChatFeature | null
}

/** An OAuth application registered for the site. */
export type OAuthApplication = { id: string; name: string }

/** A site's single sign-on provider (OpenID Connect; Okta in production), as the app needs it. */
export type SiteSso = {
  /** The provider's name, the `idp` of sso/sign_in. */
  idp: string
  /** The provider's issuer URL; its discovery document names the token endpoint. */
  issuer: string
  /** The site's client id at the provider. */
  client_id: string
  /** The provider's authorization endpoint. */
  authorize_url: string
}

/** A customer site and its configuration. */
export type Site = {
  id: string
  name: string
  domain?: string | null
  logo_url?: string | null
  access_token?: string | null
  oauth_applications?: OAuthApplication[] | null
  /** Show extra listing info ('Listed By ... with ...', office phone). */
  extra_info?: boolean | null
  markets?: Market[] | null
  features?: SiteFeatures | null
  registration_rule?: RegistrationRule | null
  short_url?: string | null
  /** Path prefix of the IDX on the customer's own site; default '/idx'. */
  front_facing_site_idx_prefix?: string | null
  marketId?: string | null
  clientId?: string | null
  /** The site's single sign-on provider, or null when it has none. */
  sso?: SiteSso | null
  /** The site's brand colours (see siteTheme: what the pages make of them). */
  brand?: SiteBrand | null
}
