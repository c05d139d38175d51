import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { ApiError } from '../../http/api-result.js'
import type {
  NewSiteAgent,
  SiteSettingsRecord,
  SiteSettingsValues,
  SiteSettingsVersionRecord,
  SiteUserChange,
  SiteUserRecord,
} from '../../site-admin/site-admin-models.js'
import type { IdxApiWith } from '../idx-base-api.js'
import type { IdxTag } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'

const SETTINGS: IdxTag = { type: 'Site', id: 'SETTINGS' }
const SETTINGS_VERSIONS: IdxTag = { type: 'Site', id: 'SETTINGS_VERSIONS' }
// Every 'Site' tag: the settings, their versions and the site document (name, logo, features).
const SITE: IdxTag = 'Site'
const SITE_USERS: IdxTag = { type: 'User', id: 'SITE_USERS' }

/** Tags of a change that succeeded; none for one that failed (nothing changed to refetch). */
const onSuccess =
  (tags: IdxTag[]) =>
  (_result: unknown, error: ApiError | undefined): IdxTag[] =>
    error ? [] : tags

/** A change of the settings: the members changed and the version they were read at. */
export interface SiteSettingsArg {
  readonly settingsVersion: number
  readonly values: Partial<SiteSettingsValues>
}

/** A restore of an earlier version of the settings. */
export interface SiteSettingsRestoreArg {
  readonly siteId: string
  readonly version: number
  /** The version the admin has now (a stale one is a 409). */
  readonly settingsVersion: number
}

/**
 * Adds the admin app's site settings and users endpoints (apps/api/README.md "Site settings and
 * users in the admin app"): the settings with their versions and restore, and the site's
 * administrators and agents with adding an agent and changing roles. Only the admin app injects
 * them, so the visitor's site carries none of their code.
 *
 * @example
 * const adminApi = injectSiteAdminEndpoints(createIdxApi(options))
 * const { data } = adminApi.useGetSiteSettingsQuery()
 */
export function injectSiteAdminEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `GET site_settings`. */
      getSiteSettings: build.query<TypedDocument<SiteSettingsRecord | null>, void>({
        query: () => ({ path: 'site_settings' }),
        transformResponse: documentOf<SiteSettingsRecord | null>(),
        providesTags: [SETTINGS],
      }),

      /** `PATCH site_settings` with settings_version (409 when stale). */
      updateSiteSettings: build.mutation<TypedDocument<SiteSettingsRecord | null>, SiteSettingsArg>({
        query: ({ settingsVersion, values }) => ({
          method: 'PATCH',
          path: 'site_settings',
          body: { data: { type: 'site_settings', attributes: { ...values, settings_version: settingsVersion } } },
        }),
        transformResponse: documentOf<SiteSettingsRecord | null>(),
        invalidatesTags: onSuccess([SITE]),
      }),

      /** `GET site_settings/{site id}/versions`: newest first. */
      getSiteSettingsVersions: build.query<TypedDocument<SiteSettingsVersionRecord[]>, string>({
        query: (siteId) => ({ path: `site_settings/${encodeURIComponent(siteId)}/versions` }),
        transformResponse: documentOf<SiteSettingsVersionRecord[]>(),
        providesTags: [SETTINGS_VERSIONS],
      }),

      /** `POST site_settings/{site id}/versions/{version}/restore`. */
      restoreSiteSettingsVersion: build.mutation<unknown, SiteSettingsRestoreArg>({
        query: ({ siteId, version, settingsVersion }) => ({
          method: 'POST',
          path: `site_settings/${encodeURIComponent(siteId)}/versions/${version}/restore`,
          body: { data: { type: 'document_versions', attributes: { lock_version: settingsVersion } } },
        }),
        invalidatesTags: onSuccess([SITE]),
      }),

      /** `GET site_users`: the site's administrators and agents. */
      getSiteUsers: build.query<TypedDocument<SiteUserRecord[]>, void>({
        query: () => ({ path: 'site_users' }),
        transformResponse: documentOf<SiteUserRecord[]>(),
        providesTags: [SITE_USERS],
      }),

      /** `POST site_users`: adds an agent (e-mailed an invitation). */
      addSiteAgent: build.mutation<TypedDocument<SiteUserRecord | null>, NewSiteAgent>({
        query: (agent) => ({
          method: 'POST',
          path: 'site_users',
          body: { data: { type: 'site_users', attributes: agent } },
        }),
        transformResponse: documentOf<SiteUserRecord | null>(),
        invalidatesTags: onSuccess([SITE_USERS]),
      }),

      /** `PATCH site_users/{id}`: the admin role given or taken, the agent role taken. */
      updateSiteUser: build.mutation<TypedDocument<SiteUserRecord | null>, SiteUserChange>({
        query: ({ id, ...attributes }) => ({
          method: 'PATCH',
          path: `site_users/${encodeURIComponent(id)}`,
          body: { data: { type: 'site_users', id, attributes } },
        }),
        transformResponse: documentOf<SiteUserRecord | null>(),
        invalidatesTags: onSuccess([SITE_USERS]),
      }),
    }),
  })
}
