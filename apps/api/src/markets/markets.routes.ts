import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { ApiError } from '../http/errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { parseResourceId } from '../http/resource-id.js'
import { feedsOfMarkets, findMarket, listMarkets } from './markets.repository.js'
import { marketDocumentSchema, marketListDocumentSchema } from './markets.schemas.js'
import { marketResources } from './markets.service.js'
import { marketEditorRoutes } from './market-editor.routes.js'

/** `GET markets` and `GET markets/{id}`: the site's markets with their feeds included. */
export async function marketsRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/markets',
    {
      schema: {
        tags: ['site'],
        summary: "The site's markets, each with filter_schema, filter_view and its feeds (included)",
        description:
          "The site's markets, by id. Each names its feeds as a relationship; the feeds are in `included`, " +
          'once each, with their disclaimers and logos.',
        response: { 200: marketListDocumentSchema, ...errorResponses() },
      },
    },
    async (request) => {
      const markets = await listMarkets(app.db, request.site.id)
      const feeds = await feedsOfMarkets(
        app.db,
        markets.map((m) => m.id),
      )
      return marketResources(markets, feeds)
    },
  )

  app.get(
    '/markets/:id',
    {
      schema: {
        tags: ['site'],
        summary: 'One market of the site, with its feeds (included)',
        description:
          'Answers `{ data: <market>, included: [<its feeds>] }`. A market of another site, an unknown id and ' +
          'a malformed one are all a 404.',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', description: 'The market id, a positive integer' } },
        },
        response: { 200: marketDocumentSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const id = parseResourceId(request.params.id)
      const market = id === null ? undefined : await findMarket(app.db, request.site.id, id)
      if (!market) throw new ApiError(404, `No market ${request.params.id} in this site`)
      const feeds = await feedsOfMarkets(app.db, [market.id])
      const { data, included } = marketResources([market], feeds)
      return { data: data[0], included }
    },
  )

  // The admin editor's: PATCH markets/{id}, its versions and their restore.
  await marketEditorRoutes(app)
}
