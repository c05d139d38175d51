import type { ColumnType, Generated } from 'kysely'
import type { SiteSso } from '../config/sso-setting.js'
import type { GeneratedTimestamp, Json } from '../db/schema.js'

export interface SitesTable {
  id: number
  name: string
  domain: string
  logo_url: string | null
  access_token: string
  extra_info: Generated<boolean>
  features: Json<Record<string, unknown>>
  registration_rule: Json<{ mode: string; limit: number | null } | null> | null
  short_url: string | null
  front_facing_site_idx_prefix: Generated<string>
  created_at: GeneratedTimestamp
  /** The site's OpenID Connect provider (single sign-on), or null. */
  sso: Json<SiteSso | null> | null
  /** Parent-page origins allowed to frame the site and call its API (migration 0019). */
  embed_origins: Generated<string[]>
  /** The token `idx rotate-token --overlap` replaced, accepted until its expiry (migration 0030). */
  previous_access_token: Generated<string | null>
  previous_token_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** The saved version of the site's settings (migration 0031; document_versions keeps each). */
  settings_version: Generated<number>
  /** The brand an admin set: `{ primary_color?, accent_color? }` as #rrggbb, `font?`, `favicon_url?`, `radius?`, `card_shadow?` (migration 0031). */
  brand: ColumnType<SiteBrand, string | undefined, string>
}

/** A site's brand colours (each #rrggbb), as an admin set them. */
export interface SiteBrand {
  primary_color?: string
  accent_color?: string
  /** One of the site fonts (FONTS). */
  font?: string
  /** The site's icon: an https URL or a path on this server. */
  favicon_url?: string
  /** The corner radius of cards, buttons, inputs and dialogs, whole px from 0 to 24. */
  radius?: number
  /** The cards' shadow: none, soft or strong (CARD_SHADOWS). */
  card_shadow?: string
}

export interface OauthApplicationsTable {
  id: string
  site_id: number
  name: string
  redirect_uris: Generated<string[]>
  origins: Generated<string[]>
}

/** The tables site/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface SiteTables {
  sites: SitesTable
  oauth_applications: OauthApplicationsTable
}
