import {
  frontFacingPrefixProblem,
  brandCardShadowProblem,
  brandColorProblem,
  brandRadiusProblem,
  embedOriginProblem,
  linesProblem,
  redirectUriProblem,
  settingLines,
  shownImageUrl,
  type SiteSettingsValues,
} from '@idx/domain'

/** A site's settings as the form reads and saves them (the API's `site_settings` attributes). */
export type SiteSettings = SiteSettingsValues

/** The form's fields: texts as typed, the lists one per line. */
export interface SiteSettingsFormValues {
  name: string
  logo_url: string
  primary_color: string
  accent_color: string
  font: string
  favicon_url: string
  /** The corner radius in px as typed; empty: the default. */
  radius: string
  /** none, soft or strong; empty: the default. */
  card_shadow: string
  disclaimer_enabled: boolean
  disclaimer_template: string
  privacy_policy_url: string
  terms_of_use_url: string
  idx_listing_agent_card: boolean
  assign_agent_at_signup: boolean
  sso_login: boolean
  front_facing_site_idx_prefix: string
  embed_origins: string
  redirect_uris: string
}

/** The form's starting values from the saved settings. */
export function formValuesOf(settings: SiteSettings): SiteSettingsFormValues {
  return {
    name: settings.name,
    logo_url: settings.logo_url ?? '',
    primary_color: settings.primary_color ?? '',
    accent_color: settings.accent_color ?? '',
    font: settings.font ?? '',
    favicon_url: settings.favicon_url ?? '',
    radius: settings.radius === null || settings.radius === undefined ? '' : String(settings.radius),
    card_shadow: settings.card_shadow ?? '',
    disclaimer_enabled: settings.disclaimer_enabled,
    disclaimer_template: settings.disclaimer_template ?? '',
    privacy_policy_url: settings.privacy_policy_url ?? '',
    terms_of_use_url: settings.terms_of_use_url ?? '',
    idx_listing_agent_card: settings.idx_listing_agent_card,
    assign_agent_at_signup: settings.assign_agent_at_signup,
    sso_login: settings.sso_login,
    front_facing_site_idx_prefix: settings.front_facing_site_idx_prefix,
    embed_origins: settings.embed_origins.join('\n'),
    redirect_uris: settings.redirect_uris.join('\n'),
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The radius as typed: a number of px (checked by brandRadiusProblem), null when empty. */
const radiusOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

const TEXT_FIELDS = [
  'name',
  'logo_url',
  'primary_color',
  'accent_color',
  'font',
  'favicon_url',
  'radius',
  'card_shadow',
  'disclaimer_template',
  'privacy_policy_url',
  'terms_of_use_url',
  'front_facing_site_idx_prefix',
  'embed_origins',
  'redirect_uris',
] as const

/** The values with every text field a string: final-form drops a field emptied by the admin. */
function withTexts(values: SiteSettingsFormValues): SiteSettingsFormValues {
  const texts: Record<string, unknown> = { ...values }
  for (const field of TEXT_FIELDS) texts[field] = values[field] ?? ''
  texts.disclaimer_enabled = values.disclaimer_enabled === true
  texts.idx_listing_agent_card = values.idx_listing_agent_card === true
  texts.assign_agent_at_signup = values.assign_agent_at_signup === true
  texts.sso_login = values.sso_login === true
  return texts as unknown as SiteSettingsFormValues
}

/** The settings to save from the form's values (texts trimmed, blanks as null, lists split by line). */
export function settingsOf(typed: SiteSettingsFormValues): SiteSettings {
  const values = withTexts(typed)
  return {
    name: values.name.trim(),
    logo_url: orNull(values.logo_url),
    primary_color: orNull(values.primary_color),
    accent_color: orNull(values.accent_color),
    font: orNull(values.font),
    favicon_url: orNull(values.favicon_url),
    radius: radiusOf(values.radius),
    card_shadow: orNull(values.card_shadow),
    disclaimer_enabled: values.disclaimer_enabled,
    disclaimer_template: orNull(values.disclaimer_template),
    privacy_policy_url: orNull(values.privacy_policy_url),
    terms_of_use_url: orNull(values.terms_of_use_url),
    idx_listing_agent_card: values.idx_listing_agent_card,
    assign_agent_at_signup: values.assign_agent_at_signup,
    sso_login: values.sso_login,
    front_facing_site_idx_prefix: values.front_facing_site_idx_prefix.trim(),
    embed_origins: settingLines(values.embed_origins),
    redirect_uris: settingLines(values.redirect_uris),
  }
}

/**
 * What is wrong with the form's values, by field (the server checks the same rules, @idx/domain's
 * site settings rules, and answers the same words).
 *
 * @example
 * siteSettingsErrors({ ...values, primary_color: 'blue' }) // { primary_color: 'must be a colour as #rrggbb, e.g. #1a56db' }
 */
export function siteSettingsErrors(
  typed: SiteSettingsFormValues,
): Partial<Record<keyof SiteSettingsFormValues, string>> {
  const values = withTexts(typed)
  const errors: Partial<Record<keyof SiteSettingsFormValues, string>> = {}
  if (values.name.trim() === '') errors.name = 'The site needs a name'
  for (const [field, what] of [
    ['logo_url', 'logo'],
    ['favicon_url', 'site icon'],
  ] as const) {
    const value = values[field].trim()
    if (value === '' || shownImageUrl(value) !== null) continue
    errors[field] = /^http:\/\//i.test(value)
      ? `The ${what} must be an https:// address or a path on this site: browsers block http:// images on a secure page`
      : 'Use an https:// address or a path on this site starting with /'
  }
  for (const field of ['primary_color', 'accent_color'] as const) {
    const problem = values[field].trim() === '' ? null : brandColorProblem(values[field].trim())
    if (problem) errors[field] = `Colour ${problem}`
  }
  const radius = radiusOf(values.radius)
  if (radius !== null && brandRadiusProblem(radius) !== null) {
    errors.radius = `The corner radius ${brandRadiusProblem(radius)}`
  }
  const shadow = orNull(values.card_shadow)
  if (shadow !== null && brandCardShadowProblem(shadow) !== null) {
    errors.card_shadow = `The card shadow ${brandCardShadowProblem(shadow)}`
  }
  const prefixProblem = frontFacingPrefixProblem(values.front_facing_site_idx_prefix)
  if (prefixProblem !== null) errors.front_facing_site_idx_prefix = `Your page with the search ${prefixProblem}`
  const origins = linesProblem(values.embed_origins, embedOriginProblem)
  if (origins) errors.embed_origins = `The origin on ${origins}`
  const uris = linesProblem(values.redirect_uris, redirectUriProblem)
  if (uris) errors.redirect_uris = `The URI on ${uris}`
  return errors
}

/** Only the settings that differ from the saved ones (a save sends just those). */
export function changedSettings(saved: SiteSettings, next: SiteSettings): Partial<SiteSettings> {
  const changed: Record<string, unknown> = {}
  for (const key of Object.keys(next) as (keyof SiteSettings)[]) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(next[key])) changed[key] = next[key]
  }
  return changed as Partial<SiteSettings>
}
