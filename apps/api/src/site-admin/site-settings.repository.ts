import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type { SiteSettingsDocument } from './site-settings-document.js'

const bool = (value: unknown) => value === true

/** The site's settings row and its OAuth client (the oldest, the one its pages sign in with). */
async function readSettingsRows(db: Kysely<Database> | Transaction<Database>, siteId: number, lock: boolean) {
  let siteQuery = db
    .selectFrom('sites')
    .select([
      'name',
      'logo_url',
      'brand',
      'features',
      'front_facing_site_idx_prefix',
      'embed_origins',
      'settings_version',
    ])
    .where('id', '=', siteId)
  if (lock) siteQuery = siteQuery.forUpdate()
  const site = await siteQuery.executeTakeFirst()
  if (!site) return undefined
  let appQuery = db
    .selectFrom('oauth_applications')
    .select(['id', 'redirect_uris'])
    .where('site_id', '=', siteId)
    .orderBy('id')
    .limit(1)
  if (lock) appQuery = appQuery.forUpdate()
  const app = await appQuery.executeTakeFirst()
  return { site, app }
}

/**
 * The site's settings document and its version (sites.settings_version); `lock` holds its row
 * (and its OAuth client's) until the transaction ends, for a versioned save.
 */
export async function readSiteSettings(
  db: Kysely<Database> | Transaction<Database>,
  siteId: number,
  lock = false,
): Promise<{ version: number; document: SiteSettingsDocument } | undefined> {
  const rows = await readSettingsRows(db, siteId, lock)
  if (!rows) return undefined
  const { site, app } = rows
  const features = site.features ?? {}
  const disclaimer = (features.idx_disclaimer ?? {}) as Record<string, unknown>
  const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
  return {
    version: site.settings_version,
    document: {
      name: site.name,
      logo_url: site.logo_url,
      primary_color: site.brand?.primary_color ?? null,
      accent_color: site.brand?.accent_color ?? null,
      font: site.brand?.font ?? null,
      favicon_url: site.brand?.favicon_url ?? null,
      radius: site.brand?.radius ?? null,
      card_shadow: site.brand?.card_shadow ?? null,
      disclaimer_enabled: bool(disclaimer.enabled),
      disclaimer_template: textOrNull(disclaimer.template),
      privacy_policy_url: textOrNull(disclaimer.privacy_policy),
      terms_of_use_url: textOrNull(disclaimer.terms_of_use),
      idx_listing_agent_card: bool(features.idx_listing_agent_card),
      assign_agent_at_signup: bool(features.assign_agent_at_signup),
      sso_login: bool(features.sso_login),
      front_facing_site_idx_prefix: site.front_facing_site_idx_prefix,
      embed_origins: [...site.embed_origins].sort(),
      redirect_uris: [...(app?.redirect_uris ?? [])].sort(),
    },
  }
}

/**
 * Writes a settings document to the site's row (its feature switches merged into the others it
 * has) and its OAuth client (the redirect URIs, whose origins join the client's origins), and
 * sets sites.settings_version. Call it inside the save's transaction, after readSiteSettings(…, true).
 */
export async function writeSiteSettings(
  trx: Transaction<Database>,
  siteId: number,
  document: SiteSettingsDocument,
  version: number,
): Promise<void> {
  const rows = await readSettingsRows(trx, siteId, true)
  if (!rows) return
  const features: Record<string, unknown> = { ...(rows.site.features ?? {}) }
  features.idx_listing_agent_card = document.idx_listing_agent_card
  features.assign_agent_at_signup = document.assign_agent_at_signup
  features.sso_login = document.sso_login
  const disclaimer = {
    enabled: document.disclaimer_enabled,
    template: document.disclaimer_template,
    terms_of_use: document.terms_of_use_url,
    privacy_policy: document.privacy_policy_url,
  }
  // A site that never had a disclaimer keeps none until an admin writes one.
  if ('idx_disclaimer' in features || Object.values(disclaimer).some((value) => value !== null && value !== false)) {
    features.idx_disclaimer = disclaimer
  }
  const brand: Record<string, string | number> = {}
  if (document.primary_color) brand.primary_color = document.primary_color
  if (document.accent_color) brand.accent_color = document.accent_color
  // A version saved before fonts could be chosen has none: restoring it keeps the system's font.
  if (document.font) brand.font = document.font
  if (document.favicon_url) brand.favicon_url = document.favicon_url
  // Versions saved before corners and shadows could be set have neither (undefined): the defaults.
  if (typeof document.radius === 'number') brand.radius = document.radius
  if (document.card_shadow) brand.card_shadow = document.card_shadow
  await trx
    .updateTable('sites')
    .set({
      name: document.name,
      logo_url: document.logo_url,
      brand: JSON.stringify(brand),
      features: JSON.stringify(features),
      front_facing_site_idx_prefix: document.front_facing_site_idx_prefix,
      embed_origins: document.embed_origins,
      settings_version: version,
    })
    .where('id', '=', siteId)
    .execute()
  if (rows.app) {
    const origins = [...new Set(document.redirect_uris.map((uri) => new URL(uri).origin))]
    await trx
      .updateTable('oauth_applications')
      .set({
        redirect_uris: document.redirect_uris,
        // Adds, never removes: the sign-in popup's opener must be one of them, and the served
        // origin (put first at start) stays first.
        origins: sql<string[]>`origins || array(select o from unnest(${origins}::text[]) as o where o <> all(origins))`,
      })
      .where('id', '=', rows.app.id)
      .execute()
  }
}
