import { isBlank } from '../forms/field-rules.js'

/** The configuration a customer site starts with (from the page's config meta tag). */
export type SiteConfigInput = {
  api_token?: string | null
  client_id?: string | null
  /** May be blank: the site then searches its default market. */
  market_id?: string | number | null
}

/** A configuration with the required parameters present. */
export type SiteConfig = { api_token: string; client_id: string; market_id: string | null }

/** The parameters startup cannot do without, in the order the message names them. */
export const REQUIRED_SITE_CONFIG_PARAMETERS = ['api_token', 'client_id'] as const
export type RequiredSiteConfigParameter = (typeof REQUIRED_SITE_CONFIG_PARAMETERS)[number]

/** The config loader's error when the meta tag is missing or does not hold JSON. */
export const CONFIG_META_TAG_ERROR = 'Could not read config from meta tag'

/** The outcome of checking a site configuration; `message` is what startup fails with. */
export type SiteConfigCheck =
  { ok: true; config: SiteConfig } | { ok: false; missing: RequiredSiteConfigParameter[]; message: string }

/**
 * 'Missing the following configuration parameters: ' and the blank ones, comma-separated.
 *
 * @example
 * missingConfigMessage(['client_id']) // 'Missing the following configuration parameters: client_id'
 */
export function missingConfigMessage(missing: readonly RequiredSiteConfigParameter[]): string {
  return `Missing the following configuration parameters: ${missing.join(', ')}`
}

/**
 * Checks a site configuration: api_token and client_id must not be blank (blank
 * means missing, null, or only whitespace); market_id may be blank and comes back
 * as `null` then, else as text.
 *
 * @example
 * checkSiteConfig({ market_id: '7' })
 * // { ok: false, missing: ['api_token', 'client_id'],
 * //   message: 'Missing the following configuration parameters: api_token, client_id' }
 */
export function checkSiteConfig(input: SiteConfigInput): SiteConfigCheck {
  const missing = REQUIRED_SITE_CONFIG_PARAMETERS.filter((name) => isBlank(input[name]))
  if (missing.length > 0) return { ok: false, missing, message: missingConfigMessage(missing) }
  return {
    ok: true,
    config: {
      api_token: String(input.api_token),
      client_id: String(input.client_id),
      market_id: isBlank(input.market_id) ? null : String(input.market_id),
    },
  }
}

/** The outcome of reading the config meta tag's content. */
export type SiteConfigMetaRead = { ok: true; value: SiteConfigInput } | { ok: false; message: string }

/**
 * Reads the content of the config meta tag: URI-encoded JSON (an Ember-style
 * `<meta name="…/config/environment" content="%7B…%7D">`) or plain JSON, holding an
 * object. Anything else, a missing tag included, fails with
 * 'Could not read config from meta tag'. Pass the result to `checkSiteConfig`.
 *
 * @example
 * readSiteConfigMeta('%7B%22api_token%22%3A%22t%22%7D') // { ok: true, value: { api_token: 't' } }
 * readSiteConfigMeta(null) // { ok: false, message: 'Could not read config from meta tag' }
 */
export function readSiteConfigMeta(content: string | null | undefined): SiteConfigMetaRead {
  if (content == null) return { ok: false, message: CONFIG_META_TAG_ERROR }
  for (const text of [content, safeDecode(content)]) {
    if (text === null) continue
    try {
      const value: unknown = JSON.parse(text)
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        return { ok: true, value: value as SiteConfigInput }
      }
    } catch {
      // not JSON in this spelling; try the next
    }
  }
  return { ok: false, message: CONFIG_META_TAG_ERROR }
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}
