import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { ApiError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import { currentUser } from '../auth/site-auth.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { versionConflictSchema } from './version-conflict-error.js'
import { findVersion } from './versions.repository.js'
import type { VersionSubject } from './versions.tables.js'
import {
  documentVersionResource,
  listVersions,
  saveVersioned,
  versionAuthorName,
  type LockedState,
  type VersionDocument,
} from './versions.service.js'
import {
  documentVersionDocumentSchema,
  documentVersionListSchema,
  restoreBodySchema,
  restoreParamsSchema,
  versionsParamsSchema,
} from './versions.schemas.js'

/** What the versions routes of one subject need (see registerVersionRoutes). */
export interface VersionRoutesConfig {
  /** The record's collection path, e.g. '/markets' (routes: `<base>/:id/versions…`). */
  base: string
  subject: VersionSubject
  /** The OpenAPI tag. */
  tag: string
  /** The record in messages: 'market' ('No market 7 in this site', 'This market was changed by…'). */
  noun: string
  /** Locks the site's record (`select … for update`) and reads its lock column and document; undefined: none. */
  lock: (db: Kysely<Database>, siteId: number, id: number) => Promise<LockedState | undefined>
  /** Writes a restored document to the record and sets its lock column to `version`. */
  write: (
    trx: Transaction<Database>,
    siteId: number,
    id: number,
    document: VersionDocument,
    version: number,
  ) => Promise<void>
}

/**
 * Registers `GET <base>/:id/versions` (the saved versions, newest first, each with its changes)
 * and `POST <base>/:id/versions/:version/restore` (saves a NEW version whose document equals the
 * old one; body `{ data: { attributes: { lock_version } } }`, 409 when stale) for one subject,
 * both for administrators only (`config.auth: 'admin'`).
 *
 * @example
 * registerVersionRoutes(app, {
 *   base: '/markets', subject: 'market', tag: 'admin', noun: 'market',
 *   lock: lockMarketDocuments, write: writeMarketDocuments,
 * })
 */
export function registerVersionRoutes(app: SchemaTypedApp, config: VersionRoutesConfig): void {
  const { base, subject, noun } = config
  const notFound = (id: string) => new ApiError(404, `No ${noun} ${id.slice(0, 40)} in this site`)

  app.get(
    `${base}/:id/versions`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: [config.tag],
        summary: `The saved versions of a ${noun}, newest first, each with what changed (administrators)`,
        description:
          `Every save of the ${noun} is kept: who saved it, when, the whole document and its changes from the ` +
          'version before (JSON Pointers). Empty until the first save.',
        params: versionsParamsSchema,
        response: { 200: documentVersionListSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const id = parseResourceId(request.params.id)
      if (id === null || !(await config.lock(app.db, request.site.id, id))) throw notFound(request.params.id)
      const versions = await listVersions(app.db, { siteId: request.site.id, subject, subjectId: id })
      return { data: versions.map(documentVersionResource) }
    },
  )

  app.post(
    `${base}/:id/versions/:version/restore`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: [config.tag],
        summary: `Restores an earlier version of a ${noun} as a new version (administrators)`,
        description:
          `Saves a new version of the ${noun} whose document equals version \`version\`'s; send the lock_version ` +
          'you read. A stale lock_version is a 409 whose `meta.current_version` is the version now.',
        params: restoreParamsSchema,
        body: restoreBodySchema,
        response: { 200: documentVersionDocumentSchema, 409: versionConflictSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const id = parseResourceId(request.params.id)
      const number = parseResourceId(request.params.version)
      if (id === null) throw notFound(request.params.id)
      const record = { siteId: request.site.id, subject, subjectId: id }
      const restored = number === null ? undefined : await findVersion(app.db, record, number)
      if (!restored) {
        if (!(await config.lock(app.db, request.site.id, id))) throw notFound(request.params.id)
        throw new ApiError(404, `No version ${request.params.version.slice(0, 20)} of this ${noun}`)
      }
      const result = await saveVersioned(app.db, {
        ...record,
        what: `This ${noun}`,
        expectedVersion: request.body.data.attributes.lock_version,
        user: { id: user.id, name: versionAuthorName(user) },
        lock: (trx) => config.lock(trx, request.site.id, id),
        next: () => restored.document,
        write: (trx, document, version) => config.write(trx, request.site.id, id, document, version),
      })
      if (result.outcome === 'not_found') throw notFound(request.params.id)
      const versions = await listVersions(app.db, record)
      const current = versions.find((v) => v.row.version === result.version)
      if (!current) throw new ApiError(404, `No version ${result.version} of this ${noun}`)
      return { data: documentVersionResource(current) }
    },
  )
}
