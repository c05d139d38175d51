import {
  brandCardShadowProblem,
  brandColorProblem,
  brandFontProblem,
  cardShadowNamed,
  fontNamed,
  frontFacingPrefixProblem,
} from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { OperatorError } from './operator-error.js'
import { domainName, imageUrl, jsonObject, requiredText, wholeNumberIn } from './operator-input.js'
import { findOperatorSite, type SiteRef } from './operator-site.js'
import { checkDisclaimerSettings, checkFeatures, requireShape } from './site-settings.js'

export interface SiteUpdate {
  site: SiteRef
  name?: string | undefined
  domain?: string | undefined
  /** An https URL or a /path; `none` takes the logo away. */
  logoUrl?: string | undefined
  /** `views` (visitors register after --registration-limit listings) or `off`. */
  registrationMode?: string | undefined
  registrationLimit?: string | undefined
  /** JSON of features.idx_disclaimer: {"enabled":true,"terms_of_use":…,"privacy_policy":…}. */
  disclaimerSettings?: string | undefined
  /** JSON of feature switches, merged into the site's (a switch set to null is taken out). */
  features?: string | undefined
  /** `true` or `false`: 'Listed By … with …' and the office phone. */
  extraInfo?: string | undefined
  /** front_facing_site_idx_prefix: the brokerage's page that embeds the site (https URL), or a /path. */
  idxPrefix?: string | undefined
  /** The brand colour as #rrggbb; `none`: the default. */
  primaryColor?: string | undefined
  /** The accent colour (saved homes) as #rrggbb; `none`: the default. */
  accentColor?: string | undefined
  /** One of the site fonts (FONTS); `none`: the visitor's system font. */
  font?: string | undefined
  /** The site's icon: an https URL or a /path; `none`: a house in the brand colour. */
  favicon?: string | undefined
  /** The corner radius in whole px, 0 to 24; `none`: the default (8). */
  radius?: string | undefined
  /** The cards' shadow: none, soft or strong; `default`: the default (none). */
  cardShadow?: string | undefined
}

/** One setting the update changed, with its value before and after. */
export interface SiteChange {
  setting: string
  from: unknown
  to: unknown
}

export interface UpdatedSite {
  siteId: number
  changes: SiteChange[]
}

const REGISTRATION_MODES = ['views', 'off'] as const

/**
 * Changes a site's settings in one transaction, after checking every value given (JSON settings
 * against the shapes the site reads, src/operator/site-settings.ts), and answers what changed.
 * Settings not given stay as they are; a value equal to the stored one is no change.
 *
 * @example
 * await updateSite(db, { site: 2, name: 'Acme Homes', registrationMode: 'views', registrationLimit: '3' })
 * // { siteId: 2, changes: [{ setting: 'name', from: 'Acme', to: 'Acme Homes' }, …] }
 */
export async function updateSite(db: Kysely<Database>, input: SiteUpdate): Promise<UpdatedSite> {
  const name = input.name === undefined ? undefined : requiredText('--name', input.name)
  const domain = input.domain === undefined ? undefined : domainName('--domain', input.domain)
  const logoUrl =
    input.logoUrl === undefined
      ? undefined
      : input.logoUrl.trim().toLowerCase() === 'none'
        ? null
        : imageUrl('--logo-url', input.logoUrl)
  const mode = input.registrationMode?.trim().toLowerCase()
  if (mode !== undefined && !(REGISTRATION_MODES as readonly string[]).includes(mode)) {
    throw new OperatorError(
      'usage',
      `--registration-mode must be views (visitors register after --registration-limit listings) or off, got "${input.registrationMode}"`,
    )
  }
  const limit =
    input.registrationLimit === undefined
      ? undefined
      : wholeNumberIn('--registration-limit', input.registrationLimit, 0, 1000)
  if (mode === 'off' && limit !== undefined) {
    throw new OperatorError('usage', '--registration-limit goes with --registration-mode views, not off')
  }
  const disclaimer =
    input.disclaimerSettings === undefined ? undefined : jsonObject('--disclaimer-settings', input.disclaimerSettings)
  if (disclaimer) requireShape('--disclaimer-settings', disclaimer, checkDisclaimerSettings)
  const features = input.features === undefined ? undefined : jsonObject('--features', input.features)
  if (features) requireShape('--features', features, checkFeatures)
  if (features && disclaimer && 'idx_disclaimer' in features) {
    throw new OperatorError('usage', '--features sets idx_disclaimer too: give it in --disclaimer-settings only')
  }
  const extraInfo = input.extraInfo === undefined ? undefined : booleanText('--extra-info', input.extraInfo)
  const idxPrefix = input.idxPrefix?.trim()
  const prefixProblem = idxPrefix === undefined ? null : frontFacingPrefixProblem(idxPrefix)
  if (prefixProblem !== null) throw new OperatorError('usage', `--idx-prefix ${prefixProblem}, got "${idxPrefix}"`)
  const brand = brandChanges(input)
  const given = [
    name,
    domain,
    logoUrl,
    mode,
    limit,
    disclaimer,
    features,
    extraInfo,
    idxPrefix,
    ...Object.values(brand),
  ]
  if (given.every((value) => value === undefined)) {
    throw new OperatorError('usage', 'nothing to change: give at least one setting (see idx update-site --help)')
  }

  return db.transaction().execute(async (trx) => {
    const { id } = await findOperatorSite(trx, input.site)
    const row = await trx
      .selectFrom('sites')
      .select([
        'name',
        'domain',
        'logo_url',
        'registration_rule',
        'features',
        'extra_info',
        'brand',
        'front_facing_site_idx_prefix',
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    if (domain !== undefined && domain !== row.domain) {
      const taken = await trx
        .selectFrom('sites')
        .select(['id', 'name'])
        .where(sql<string>`lower(domain)`, '=', domain)
        .where('id', '<>', id)
        .executeTakeFirst()
      if (taken) throw new OperatorError('failure', `Site ${taken.id} (${taken.name}) has the domain ${domain} already`)
    }
    const rule = nextRegistrationRule(row.registration_rule, mode, limit)
    const nextFeatures = { ...(row.features ?? {}) }
    for (const [key, value] of Object.entries(features ?? {})) {
      if (value === null) delete nextFeatures[key]
      else nextFeatures[key] = value
    }
    if (disclaimer) nextFeatures.idx_disclaimer = disclaimer

    const changes: SiteChange[] = []
    const compare = (setting: string, from: unknown, to: unknown) => {
      if (to !== undefined && JSON.stringify(from) !== JSON.stringify(to)) changes.push({ setting, from, to })
    }
    compare('name', row.name, name)
    compare('domain', row.domain, domain)
    compare('logo_url', row.logo_url, logoUrl)
    compare('extra_info', row.extra_info, extraInfo)
    compare('front_facing_site_idx_prefix', row.front_facing_site_idx_prefix, idxPrefix)
    compare('registration_rule', row.registration_rule ?? null, rule)
    for (const key of new Set([...Object.keys(row.features ?? {}), ...Object.keys(nextFeatures)])) {
      compare(`features.${key}`, row.features?.[key] ?? null, nextFeatures[key] ?? null)
    }
    const nextBrand: Record<string, unknown> = { ...(row.brand ?? {}) }
    for (const [key, value] of Object.entries(brand) as [keyof BrandChanges, unknown][]) {
      compare(`brand.${key}`, (row.brand as Record<string, unknown> | null)?.[key] ?? null, value)
      if (value === null) delete nextBrand[key]
      else nextBrand[key] = value
    }
    if (changes.length === 0) return { siteId: id, changes }
    await trx
      .updateTable('sites')
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(domain !== undefined ? { domain } : {}),
        ...(logoUrl !== undefined ? { logo_url: logoUrl } : {}),
        ...(extraInfo !== undefined ? { extra_info: extraInfo } : {}),
        ...(idxPrefix !== undefined ? { front_facing_site_idx_prefix: idxPrefix } : {}),
        ...(rule !== undefined ? { registration_rule: rule === null ? null : JSON.stringify(rule) } : {}),
        features: JSON.stringify(nextFeatures),
        brand: JSON.stringify(nextBrand),
      })
      .where('id', '=', id)
      .execute()
    return { siteId: id, changes }
  })
}

/** The registration rule after `--registration-mode` / `--registration-limit`; undefined: unchanged. */
function nextRegistrationRule(
  current: { mode: string | null; limit: number | null } | null,
  mode: string | undefined,
  limit: number | undefined,
): { mode: string; limit: number | null } | null | undefined {
  if (mode === 'off') return null
  if (mode === undefined && limit === undefined) return undefined
  if (mode === undefined && current?.mode !== 'views') {
    throw new OperatorError('usage', '--registration-limit needs --registration-mode views (the site has no rule)')
  }
  const nextLimit = limit ?? current?.limit ?? null
  if (nextLimit === null) {
    throw new OperatorError(
      'usage',
      '--registration-mode views needs --registration-limit <listings a visitor sees first>',
    )
  }
  return { mode: 'views', limit: nextLimit }
}

/** The brand's members an update sets (null: back to the default), each checked. */
type BrandChanges = Partial<
  Record<'primary_color' | 'accent_color' | 'font' | 'favicon_url' | 'radius' | 'card_shadow', string | number | null>
>

const isNone = (value: string) => ['none', 'default', ''].includes(value.trim().toLowerCase())

/**
 * The brand members given (--primary-color, --accent-color, --font, --favicon, --radius,
 * --card-shadow), each checked by the rules the admin's settings follow (@idx/domain); `none`
 * (`default` for the shadow, whose `none` is a choice) takes one back to its default.
 */
function brandChanges(input: SiteUpdate): BrandChanges {
  const changes: BrandChanges = {}
  const checked = (option: string, value: string, problemOf: (text: string) => string | null) => {
    const problem = problemOf(value.trim())
    if (problem) throw new OperatorError('usage', `${option} ${problem}; got "${value}"`)
    return value.trim()
  }
  for (const [option, key, value] of [
    ['--primary-color', 'primary_color', input.primaryColor],
    ['--accent-color', 'accent_color', input.accentColor],
  ] as const) {
    if (value !== undefined) {
      changes[key] = isNone(value) ? null : checked(option, value, brandColorProblem).toLowerCase()
    }
  }
  if (input.font !== undefined) {
    changes.font = isNone(input.font) ? null : fontNamed(checked('--font', input.font, brandFontProblem))
  }
  if (input.favicon !== undefined)
    changes.favicon_url = isNone(input.favicon) ? null : imageUrl('--favicon', input.favicon)
  if (input.radius !== undefined) {
    changes.radius = isNone(input.radius) ? null : wholeNumberIn('--radius', input.radius, 0, 24)
  }
  if (input.cardShadow !== undefined) {
    const value = input.cardShadow.trim().toLowerCase()
    changes.card_shadow =
      value === 'default' ? null : cardShadowNamed(checked('--card-shadow', value, brandCardShadowProblem))
  }
  return changes
}

function booleanText(option: string, value: string): boolean {
  const text = value.trim().toLowerCase()
  if (text === 'true' || text === 'yes' || text === '1') return true
  if (text === 'false' || text === 'no' || text === '0') return false
  throw new OperatorError('usage', `${option} must be true or false, got "${value}"`)
}
