import { currentUser } from '../auth/site-auth.js'
import { ApiError } from '../http/errors.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import {
  registerVersionRoutes,
  saveVersioned,
  versionAuthorName,
  versionConflictSchema,
  type VersionDocument,
} from '../versions/index.js'
import { readSettingsChange, type SiteSettingsDocument } from './site-settings-document.js'
import { readSiteSettings, writeSiteSettings } from './site-settings.repository.js'
import { siteSettingsDocumentSchema, updateSiteSettingsBodySchema } from './site-settings.schemas.js'

/** How the conflict message names the record. */
const WHAT = "This site's configuration"

function settingsResource(siteId: number, version: number, document: SiteSettingsDocument) {
  return {
    data: {
      type: 'site_settings' as const,
      id: String(siteId),
      attributes: { ...document, settings_version: version },
    },
  }
}

/**
 * The site's settings for its administrators: `GET` and `PATCH site_settings` (versioned, a stale
 * settings_version is a 409), and their versions with restore (`site_settings/{site id}/versions`).
 * The visitor's pages read the site's row on every request, so a save shows at once.
 */
export async function siteSettingsRoutes(app: SchemaTypedApp): Promise<void> {
  const tags = ['admin']

  app.get(
    '/site_settings',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "The site's settings: name, logo, brand colours, legal texts, features, embedding (administrators)",
        description:
          "One `site_settings` resource whose id is the site's. `settings_version` is the saved version: send it " +
          'back with a change. Versions: GET site_settings/{id}/versions.',
        response: { 200: siteSettingsDocumentSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const settings = await readSiteSettings(app.db, request.site.id)
      if (!settings) throw new ApiError(404, 'No such site')
      return settingsResource(request.site.id, settings.version, settings.document)
    },
  )

  app.patch(
    '/site_settings',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "Changes the site's settings, as a new saved version (administrators)",
        description:
          'Members not sent stay as they are. Each wrong member is a 422 pointing at it ' +
          '(`/data/attributes/<member>`). A settings_version other than the saved one is a 409 naming who saved ' +
          'since (meta.current_version). A change equal to the saved settings saves nothing.',
        body: updateSiteSettingsBodySchema,
        response: { 200: siteSettingsDocumentSchema, 409: versionConflictSchema, ...errorResponses(400, 403, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const siteId = request.site.id
      const { data } = request.body
      if (data.id !== undefined && data.id !== String(siteId)) {
        throw new ApiError(409, "data.id must be this site's id", '/data/id')
      }
      const { settings_version: expectedVersion, ...sent } = data.attributes
      const current = await readSiteSettings(app.db, siteId)
      if (!current) throw new ApiError(404, 'No such site')
      // Checked before the save's transaction (no lock held while checking); the save applies the
      // same members to the settings it locked.
      readSettingsChange(current.document, sent)
      const result = await saveVersioned(app.db, {
        siteId,
        subject: 'site',
        subjectId: siteId,
        what: WHAT,
        expectedVersion,
        user: { id: user.id, name: versionAuthorName(user) },
        lock: (trx) =>
          readSiteSettings(trx, siteId, true) as Promise<{ version: number; document: VersionDocument } | undefined>,
        next: (locked) =>
          readSettingsChange(locked as unknown as SiteSettingsDocument, sent) as unknown as VersionDocument,
        write: (trx, document, version) =>
          writeSiteSettings(trx, siteId, document as unknown as SiteSettingsDocument, version),
      })
      if (result.outcome === 'not_found') throw new ApiError(404, 'No such site')
      return settingsResource(siteId, result.version, result.document as unknown as SiteSettingsDocument)
    },
  )

  registerVersionRoutes(app, {
    base: '/site_settings',
    subject: 'site',
    tag: 'admin',
    noun: "site's settings",
    // The record is the site itself: its id is the only one there is.
    lock: (db, siteId, id) =>
      id === siteId
        ? (readSiteSettings(db, siteId, true) as Promise<{ version: number; document: VersionDocument } | undefined>)
        : Promise.resolve(undefined),
    write: (trx, siteId, _id, document, version) =>
      writeSiteSettings(trx, siteId, document as unknown as SiteSettingsDocument, version),
  })
}
