import {
  brandCardShadowProblem,
  brandColorProblem,
  brandFontProblem,
  brandRadiusProblem,
  cardShadowNamed,
  embedOrigin,
  linesProblem,
  redirectUriProblem,
  shownImageUrl,
  settingLines,
  frontFacingPrefixProblem,
} from '@idx/domain'
import { ApiError } from '../http/errors.js'
import { OperatorError, requiredText } from '../operator/index.js'
import { IMAGE_URL_RULE } from '../http-headers/shown-image-url.js'

/**
 * A site's settings as the admin edits them and as each saved version keeps them (document_versions,
 * subject 'site'): one flat object, the attributes of the `site_settings` resource.
 */
export interface SiteSettingsDocument {
  name: string
  /** An https URL or a path on this server; null: no logo. */
  logo_url: string | null
  /** #rrggbb, or null for the site's default. */
  primary_color: string | null
  accent_color: string | null
  /** One of the site fonts (FONTS), or null for the system's. */
  font: string | null
  /** An https URL or a path on this server; null: a house in the brand colour. */
  favicon_url: string | null
  /** The corner radius in whole px, 0 to 24; null: the default (8). */
  radius: number | null
  /** The cards' shadow: none, soft or strong; null: the default (none). */
  card_shadow: string | null
  /** features.idx_disclaimer */
  disclaimer_enabled: boolean
  disclaimer_template: string | null
  privacy_policy_url: string | null
  terms_of_use_url: string | null
  /** Feature switches (features.*). */
  idx_listing_agent_card: boolean
  assign_agent_at_signup: boolean
  sso_login: boolean
  /** Where the brokerage's own site links the IDX pages under (a path, e.g. /idx). */
  front_facing_site_idx_prefix: string
  /** Parent-page origins allowed to embed the site. */
  embed_origins: string[]
  /** The redirect URIs of the site's OAuth client. */
  redirect_uris: string[]
}

/** The members an admin may send, each checked on its own (see readSettingsChange). */
export const SITE_SETTINGS_MEMBERS = [
  'name',
  'logo_url',
  'primary_color',
  'accent_color',
  'font',
  'favicon_url',
  'radius',
  'card_shadow',
  'disclaimer_enabled',
  'disclaimer_template',
  'privacy_policy_url',
  'terms_of_use_url',
  'idx_listing_agent_card',
  'assign_agent_at_signup',
  'sso_login',
  'front_facing_site_idx_prefix',
  'embed_origins',
  'redirect_uris',
] as const satisfies readonly (keyof SiteSettingsDocument)[]

const pointer = (member: string) => `/data/attributes/${member}`

type Problem = { detail: string; source: string }

/** Runs an operator check (src/operator/operator-input.ts) on a member; its usage error becomes the member's problem. */
function operatorCheck<T>(member: string, problems: Problem[], check: () => T): T | undefined {
  try {
    return check()
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error
    problems.push({ detail: error.message, source: pointer(member) })
    return undefined
  }
}

const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim())

/** A link of the legal texts: an http(s) URL or a path of this server. */
function linkProblem(text: string): string | null {
  if (text.startsWith('/') && !text.startsWith('//')) return null
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'must be an http(s) URL or a path'
  } catch {
    return 'must be an http(s) URL or a path starting with /'
  }
}

/**
 * The next settings from the current ones and the members an admin sent, or 422 listing every
 * member that is wrong (each error points at its member). Members not sent stay as they are.
 *
 * @example
 * readSettingsChange(current, { name: 'Acme Homes', primary_color: '#1a56db' })
 */
export function readSettingsChange(
  current: SiteSettingsDocument,
  sent: Partial<Record<keyof SiteSettingsDocument, unknown>>,
): SiteSettingsDocument {
  const problems: Problem[] = []
  const next: SiteSettingsDocument = { ...current }
  const text = (member: keyof SiteSettingsDocument) => {
    const value = sent[member]
    return typeof value === 'string' ? value : value === null ? null : undefined
  }
  if (sent.name !== undefined) {
    const name = operatorCheck('name', problems, () => requiredText('name', text('name') ?? ''))
    if (name !== undefined) next.name = name
  }
  // Images a page shows: https or a path on this server (the pages' CSP loads no other).
  for (const member of ['logo_url', 'favicon_url'] as const) {
    if (sent[member] === undefined) continue
    const image = blankToNull(text(member))
    const shown = image === null ? null : shownImageUrl(image)
    if (image !== null && shown === null) {
      problems.push({ detail: `${member} must be ${IMAGE_URL_RULE}`, source: pointer(member) })
    } else next[member] = shown
  }
  for (const member of ['primary_color', 'accent_color'] as const) {
    if (sent[member] === undefined) continue
    const colour = blankToNull(text(member))
    const problem = colour === null ? null : brandColorProblem(colour)
    if (problem) problems.push({ detail: `${member} ${problem}`, source: pointer(member) })
    else next[member] = colour === null ? null : colour.toLowerCase()
  }
  if (sent.font !== undefined) {
    const font = blankToNull(text('font'))
    const problem = font === null ? null : brandFontProblem(font)
    if (problem) problems.push({ detail: `font ${problem}`, source: pointer('font') })
    else next.font = font
  }
  if (sent.radius !== undefined) {
    const problem = sent.radius === null ? null : brandRadiusProblem(sent.radius)
    if (problem) problems.push({ detail: `radius ${problem}`, source: pointer('radius') })
    else next.radius = sent.radius as number | null
  }
  if (sent.card_shadow !== undefined) {
    const shadow = blankToNull(text('card_shadow'))
    const problem = shadow === null ? null : brandCardShadowProblem(shadow)
    if (problem) problems.push({ detail: `card_shadow ${problem}`, source: pointer('card_shadow') })
    else next.card_shadow = shadow === null ? null : cardShadowNamed(shadow)
  }
  for (const member of ['privacy_policy_url', 'terms_of_use_url'] as const) {
    if (sent[member] === undefined) continue
    const link = blankToNull(text(member))
    const problem = link === null ? null : linkProblem(link)
    if (problem) problems.push({ detail: `${member} ${problem}`, source: pointer(member) })
    else next[member] = link
  }
  if (sent.disclaimer_template !== undefined) {
    const template = blankToNull(text('disclaimer_template'))
    if (template !== null && template.length > 20_000) {
      problems.push({
        detail: 'disclaimer_template is too long (at most 20000 characters)',
        source: pointer('disclaimer_template'),
      })
    } else next.disclaimer_template = template
  }
  for (const member of [
    'disclaimer_enabled',
    'idx_listing_agent_card',
    'assign_agent_at_signup',
    'sso_login',
  ] as const) {
    const value = sent[member]
    if (value === undefined) continue
    if (typeof value !== 'boolean')
      problems.push({ detail: `${member} must be true or false`, source: pointer(member) })
    else next[member] = value
  }
  if (sent.front_facing_site_idx_prefix !== undefined) {
    const prefix = text('front_facing_site_idx_prefix')?.trim() ?? ''
    const problem = frontFacingPrefixProblem(prefix)
    if (problem !== null) {
      problems.push({
        detail: `front_facing_site_idx_prefix ${problem}, got "${prefix.slice(0, 80)}"`,
        source: pointer('front_facing_site_idx_prefix'),
      })
    } else next.front_facing_site_idx_prefix = prefix
  }
  const lines = (member: 'embed_origins' | 'redirect_uris', problemOf: (line: string) => string | null) => {
    const value = sent[member]
    if (value === undefined) return undefined
    if (!Array.isArray(value) || !value.every((line) => typeof line === 'string')) {
      problems.push({ detail: `${member} must be a list of texts`, source: pointer(member) })
      return undefined
    }
    const problem = linesProblem(value.join('\n'), problemOf)
    if (problem) {
      problems.push({ detail: `${member}: ${problem}`, source: pointer(member) })
      return undefined
    }
    return settingLines(value.join('\n'))
  }
  const origins = lines('embed_origins', (line) => {
    const read = embedOrigin(line)
    return 'problem' in read ? read.problem : null
  })
  if (origins) {
    next.embed_origins = [...new Set(origins.map((line) => (embedOrigin(line) as { origin: string }).origin))].sort()
  }
  const uris = lines('redirect_uris', redirectUriProblem)
  if (uris) next.redirect_uris = [...new Set(uris)].sort()
  if (problems.length > 0)
    throw ApiError.unprocessable(problems.map(({ detail, source }) => ({ detail, pointer: source })))
  return next
}
