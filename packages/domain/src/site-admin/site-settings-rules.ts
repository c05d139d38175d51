import { FONTS, fontNamed } from '../site/fonts.js'
import { BRAND_RADIUS_RANGE, CARD_SHADOWS, cardShadowNamed, isBrandRadius } from '../theme/site-theme.js'

// The rules a site's settings follow, for the server that stores them (apps/api: the admin's
// `PATCH site_settings` and the operator's `idx update-site`, `idx embed-origins`,
// `idx add-redirect-uri`) and for the admin's form, which shows the same message before saving.
// Each answers what is wrong with a value, to follow its field's name, or null when it is fine.

/**
 * A site's settings as its administrators edit them: the attributes of the API's `site_settings`
 * resource (apps/api/README.md, "Site settings and users in the admin app") and the admin's form.
 */
export interface SiteSettingsValues {
  readonly name: string
  /** An https URL or a path on the site's server; null: no logo. */
  readonly logo_url: string | null
  /** #rrggbb, or null for the default. */
  readonly primary_color: string | null
  readonly accent_color: string | null
  /** One of the site fonts (FONTS), or null for the system's. */
  readonly font: string | null
  /** The site's icon: an https URL or a path on the site's server; null: a house in the brand colour. */
  readonly favicon_url: string | null
  /** The corner radius of cards, buttons, inputs and dialogs in whole px, 0 to 24; null: the default (8). */
  readonly radius: number | null
  /** The cards' shadow: none, soft or strong (CARD_SHADOWS); null: the default (none). */
  readonly card_shadow: string | null
  readonly disclaimer_enabled: boolean
  readonly disclaimer_template: string | null
  readonly privacy_policy_url: string | null
  readonly terms_of_use_url: string | null
  readonly idx_listing_agent_card: boolean
  readonly assign_agent_at_signup: boolean
  readonly sso_login: boolean
  readonly front_facing_site_idx_prefix: string
  readonly embed_origins: readonly string[]
  readonly redirect_uris: readonly string[]
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * One origin as allowed to embed a site (IDX_FRAME_ANCESTORS, or a site's stored list): its
 * canonical form, or what is wrong with it, to finish a message naming it.
 *
 * @example
 * parseOrigin('https://Broker.example:443') // { origin: 'https://broker.example' }
 * parseOrigin('https://*.broker.example') // { problem: 'has a wildcard: name each origin' }
 */
export function parseOrigin(entry: string): { origin: string } | { problem: string } {
  let url: URL
  try {
    url = new URL(entry)
  } catch {
    return { problem: 'is not an absolute URL' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'is not http(s)' }
  if (url.hostname.includes('*')) return { problem: 'has a wildcard: name each origin' }
  if (url.username || url.password) return { problem: 'has a user name or password' }
  if (url.search || url.hash || !/^[a-z]+:\/\/[^/]+\/?$/i.test(entry))
    return { problem: 'has a path, query or fragment' }
  return { origin: url.origin }
}

/**
 * A parent page's origin an admin lets embed the site: as parseOrigin reads it, and https unless
 * it is this machine (localhost, 127.0.0.1), where a developer's page runs.
 *
 * @example
 * embedOrigin('https://www.broker.example') // { origin: 'https://www.broker.example' }
 * embedOrigin('http://broker.example') // { problem: 'must use https (http only on localhost)' }
 */
export function embedOrigin(entry: string): { origin: string } | { problem: string } {
  const read = parseOrigin(entry.trim())
  if ('problem' in read) return read
  const url = new URL(read.origin)
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return { problem: 'must use https (http only on localhost)' }
  }
  return read
}

/**
 * What is wrong with an OAuth redirect URI, or null: absolute, https (http only on this machine's
 * loopback, for development), no fragment (RFC 6749 §3.1.2) and no user name or password.
 *
 * @example
 * redirectUriProblem('https://homes.example/app/oauth/callback') // null
 * redirectUriProblem('http://homes.example/cb') // 'must use https (http only on localhost)'
 */
export function redirectUriProblem(text: string): string | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'must be an absolute URL'
  }
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))) {
    return 'must use https (http only on localhost)'
  }
  if (url.hash || text.includes('#')) return 'has a fragment'
  if (url.username || url.password) return 'has a user name or password'
  return null
}

/**
 * The address as a page may load it: an https URL (without user or password) or a path on the
 * site's server; null for anything else (http:, data:, a protocol-relative `//host`, not a URL).
 * The pages' Content-Security-Policy loads images from the site itself and over https only.
 *
 * @example
 * shownImageUrl('https://cdn.broker.example/logo.png') // 'https://cdn.broker.example/logo.png'
 * shownImageUrl('/api/v3/sites/1/logo.svg')            // '/api/v3/sites/1/logo.svg'
 * shownImageUrl('http://cdn.broker.example/logo.png')  // null
 */
export function shownImageUrl(text: string | null | undefined): string | null {
  const value = text?.trim() ?? ''
  if (value === '') return null
  if (value.startsWith('/')) return value.startsWith('//') || value.includes('\\') ? null : value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null
  return url.href
}

/**
 * What is wrong with a brand colour, or null: six hex digits after `#`, as a colour input gives.
 *
 * @example
 * brandColorProblem('#1a56db') // null
 * brandColorProblem('blue') // 'must be a colour as #rrggbb, e.g. #1a56db'
 */
export function brandColorProblem(text: string): string | null {
  return /^#[0-9a-fA-F]{6}$/.test(text) ? null : 'must be a colour as #rrggbb, e.g. #1a56db'
}

/**
 * What is wrong with a site font's name, or null: one of the spec's fonts (FONTS).
 *
 * @example
 * brandFontProblem('lato') // null
 * brandFontProblem('comic_sans') // 'must be one of rubik, source_sans_pro, …'
 */
export function brandFontProblem(text: string): string | null {
  return fontNamed(text) === null ? `must be one of ${FONTS.join(', ')}` : null
}

/**
 * What is wrong with a brand's corner radius, or null: a whole number of px from 0 to 24.
 *
 * @example
 * brandRadiusProblem(6) // null
 * brandRadiusProblem(40) // 'must be a whole number of px from 0 to 24'
 */
export function brandRadiusProblem(value: unknown): string | null {
  return isBrandRadius(value)
    ? null
    : `must be a whole number of px from ${BRAND_RADIUS_RANGE.min} to ${BRAND_RADIUS_RANGE.max}`
}

/**
 * What is wrong with a brand's card shadow, or null: one of none, soft, strong (CARD_SHADOWS).
 *
 * @example
 * brandCardShadowProblem('soft') // null
 * brandCardShadowProblem('huge') // 'must be one of none, soft, strong'
 */
export function brandCardShadowProblem(text: string): string | null {
  return cardShadowNamed(text) === null ? `must be one of ${Object.keys(CARD_SHADOWS).join(', ')}` : null
}

/**
 * The lines of a one-per-line list (embed origins, redirect URIs): trimmed, blank lines left out.
 *
 * @example
 * settingLines(' https://a.example \n\nhttps://b.example') // ['https://a.example', 'https://b.example']
 */
export function settingLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/**
 * The first problem of a one-per-line list, naming its line, or null when every line passes.
 *
 * @example
 * linesProblem('https://a.example\nftp://b', (l) => ('problem' in embedOrigin(l) ? 'bad' : null))
 * // 'line 2 ("ftp://b") bad'
 */
export function linesProblem(text: string, problemOf: (line: string) => string | null): string | null {
  const lines = settingLines(text)
  for (const [index, line] of lines.entries()) {
    const problem = problemOf(line)
    if (problem) return `line ${index + 1} ("${line}") ${problem}`
  }
  return null
}

/** What an embed origin line is missing, or null (embedOrigin's problem). */
export function embedOriginProblem(line: string): string | null {
  const read = embedOrigin(line)
  return 'problem' in read ? read.problem : null
}

/**
 * What is wrong with a site's `front_facing_site_idx_prefix`, or null. It is either the address of
 * the brokerage's page that embeds the site with /embed.js (https, http only on localhost; no
 * fragment, user or password): e-mailed links, texts and listing pages' canonical links then open
 * that page with the site at the linked place; or a path starting with / (the spec's form, default
 * `/idx`), which changes no link.
 *
 * @example
 * frontFacingPrefixProblem('https://broker.example/homes') // null
 * frontFacingPrefixProblem('/idx') // null
 * frontFacingPrefixProblem('broker.example/homes') // 'must be the https address of the brokerage's page …'
 */
export function frontFacingPrefixProblem(text: string): string | null {
  const value = text.trim()
  if (value.length > 500) return 'is too long (at most 500 characters)'
  if (value.startsWith('/') && !value.startsWith('//')) {
    return /^\/[A-Za-z0-9._~\-/]*$/.test(value) ? null : 'must be a path of letters, digits and . _ ~ - / (e.g. /idx)'
  }
  const problem = redirectUriProblem(value)
  if (problem === null) return null
  if (problem === 'has a fragment' || problem === 'has a user name or password') return problem
  return "must be the https address of the brokerage's page that embeds the site (e.g. https://broker.example/homes; http only on localhost), or a path starting with / (e.g. /idx)"
}
