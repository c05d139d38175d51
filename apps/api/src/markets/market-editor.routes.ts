import { filterDocumentsProblems } from '@idx/domain'
import { currentUser } from '../auth/site-auth.js'
import { ApiError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { errorResponses, resourceBodyWith } from '../jsonapi/document-schemas.js'
import { registerVersionRoutes, saveVersioned, versionAuthorName, versionConflictSchema } from '../versions/index.js'
import type { VersionDocument } from '../versions/index.js'
import { lockMarketDocuments, writeMarketDocuments } from './market-editor.repository.js'
import { feedsOfMarkets, findMarket } from './markets.repository.js'
import { marketDocumentSchema } from './markets.schemas.js'
import { marketResources } from './markets.service.js'

const freeObject = { type: 'object', additionalProperties: true } as const

/** `PATCH markets/{id}`: the filter documents to save (either or both) and the lock_version they were edited from. */
const marketDocumentsBody = resourceBodyWith(
  'markets',
  {
    type: 'object',
    required: ['lock_version'],
    additionalProperties: false,
    properties: {
      filter_schema: { ...freeObject, description: "The market's new filter JSON Schema" },
      filter_view: { ...freeObject, description: 'The new layout of the filters' },
      lock_version: { type: 'integer', minimum: 1, description: 'The lock_version the client read the market at' },
    },
  } as const,
  { id: { type: 'string', description: "The market's id; when given it must be the path's" } } as const,
)

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The market id, a positive integer' } },
} as const

/**
 * The admin editor's market routes: `PATCH markets/{id}` saves a market's filter_schema and
 * filter_view (validated with @idx/domain's filterDocumentsProblems, versioned, 409 when stale),
 * and `GET markets/{id}/versions`, `POST markets/{id}/versions/{version}/restore`.
 */
export async function marketEditorRoutes(app: SchemaTypedApp): Promise<void> {
  app.patch(
    '/markets/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Saves a market's filter_schema and filter_view (administrators)",
        description:
          'Send the lock_version you read; a stale one is a 409 whose `meta.current_version` is the version now. ' +
          'The documents are checked as the admin editor checks them: a field the search does not know, a type it ' +
          'cannot filter by, a bad `$ref`, an invalid JSON Schema or a view naming a field the schema lacks is a 422 ' +
          "at `/data/attributes/filter_schema/…` or `/data/attributes/filter_view/…`. Saved documents are 'custom' " +
          '(imports never regenerate them), every save is kept (`GET markets/{id}/versions`), and visitors see them at once.',
        params: idParams,
        body: marketDocumentsBody,
        response: {
          200: marketDocumentSchema,
          409: versionConflictSchema,
          ...errorResponses(400, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const id = parseResourceId(request.params.id)
      const notFound = new ApiError(404, `No market ${request.params.id.slice(0, 40)} in this site`)
      if (id === null) throw notFound
      const { data } = request.body
      if (data.id !== undefined && data.id !== request.params.id) {
        throw new ApiError(400, `data.id ${data.id.slice(0, 40)} is not the market of the path`, '/data/id')
      }
      const { lock_version: expectedVersion, filter_schema: schema, filter_view: view } = data.attributes
      const result = await saveVersioned(app.db, {
        siteId: request.site.id,
        subject: 'market',
        subjectId: id,
        what: 'This market',
        expectedVersion,
        user: { id: user.id, name: versionAuthorName(user) },
        lock: (trx) => lockMarketDocuments(trx, request.site.id, id),
        next: (current) => checkedDocuments(current, schema, view),
        write: (trx, document, version) => writeMarketDocuments(trx, request.site.id, id, document, version),
      })
      if (result.outcome === 'not_found') throw notFound
      const market = await findMarket(app.db, request.site.id, id)
      if (!market) throw notFound
      const { data: resources, included } = marketResources([market], await feedsOfMarkets(app.db, [id]))
      return { data: resources[0], included }
    },
  )

  registerVersionRoutes(app, {
    base: '/markets',
    subject: 'market',
    tag: 'admin',
    noun: 'market',
    lock: lockMarketDocuments,
    write: writeMarketDocuments,
  })
}

/** The market's next documents (the sent ones over the current), or the 422 naming each problem. */
function checkedDocuments(current: VersionDocument, schema: unknown, view: unknown): VersionDocument {
  const next = {
    filter_schema: schema ?? current.filter_schema,
    filter_view: view ?? current.filter_view,
  }
  const problems = filterDocumentsProblems(next.filter_schema, next.filter_view)
  if (problems.length > 0) {
    throw ApiError.unprocessable(
      problems.map((problem) => ({
        pointer: `/data/attributes/${problem.document}${problem.path}`,
        detail: problem.message,
      })),
    )
  }
  return next
}
