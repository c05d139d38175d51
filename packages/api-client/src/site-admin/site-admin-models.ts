// The site's settings and users as the admin app reads them (the wire shapes are apps/api/README.md,
// "Site settings and users in the admin app").

import type { SiteSettingsValues } from '@idx/domain'
import type { DocumentVersionRecord } from '../versions/document-version-models.js'

/** The members of the site's settings an admin edits (@idx/domain's). */
export type { SiteSettingsValues }

/** The `site_settings` resource: the values and the version they were saved as. */
export interface SiteSettingsRecord extends SiteSettingsValues {
  readonly id: string
  readonly type: 'site_settings'
  readonly settings_version: number
}

/** One saved version of the site's settings: the shared `document_versions` record. */
export type SiteSettingsVersionRecord = DocumentVersionRecord<Partial<SiteSettingsValues>>

/** A user's roles on the site. */
export type SiteUserRole = 'admin' | 'agent'

/** One of the site's administrators and agents (a `site_users` resource). */
export interface SiteUserRecord {
  readonly id: string
  readonly type: 'site_users'
  readonly first_name: string
  readonly last_name: string
  readonly full_name: string
  readonly email: string
  readonly phone_number: string | null
  readonly roles: readonly SiteUserRole[]
  readonly agent: {
    readonly id: string
    readonly full_name: string
    readonly email: string | null
    readonly phone: string | null
    readonly data_source_name: string | null
  } | null
  /** The site's only administrator: their admin role cannot be taken. */
  readonly last_admin: boolean
}

/** An agent to add: by e-mail; a name for someone new to the site. */
export interface NewSiteAgent {
  readonly email: string
  readonly first_name?: string
  readonly last_name?: string
  readonly phone_number?: string | null
}

/** A change of a user's roles: the admin role given or taken, the agent role taken. */
export interface SiteUserChange {
  readonly id: string
  readonly admin?: boolean
  readonly agent?: false
}
