import type { FastifyInstance } from 'fastify'
import type { AreaKind } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { errorResponses } from '../openapi/shared-schemas.js'
import { parseResourceId } from '../resource-id.js'
import { findArea, isSiteMarket } from './areas.repository.js'
import { areaResource, type AreaFlavour } from './areas.service.js'

/** Which area kinds each route serves. School districts are areas; attendance zones are schools. */
const KINDS: Record<AreaFlavour, readonly AreaKind[]> = {
  area: ['neighborhood', 'school_district'],
  school: ['school'],
}

function areaDocumentSchema(flavour: AreaFlavour) {
  return {
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'object',
        required: ['id', 'type', 'attributes'],
        properties: {
          id: { type: 'string' },
          type: { type: 'string', const: flavour === 'area' ? 'areas' : 'schools' },
          attributes: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              label: { type: 'string' },
              type: { type: 'string', const: flavour },
              kind: { type: 'string', enum: [...KINDS[flavour]] },
              school_level: { type: ['string', 'null'] },
              geometry: {
                type: 'object',
                additionalProperties: true,
                description: 'GeoJSON geometry (Polygon or MultiPolygon), positions [longitude, latitude]',
              },
              filter: {
                type: 'object',
                additionalProperties: true,
                description: `The search filter that selects it: { suggestion: { value: ['${flavour}:<id>'] } }`,
              },
            },
          },
          relationships: {
            type: 'object',
            properties: { market: { $ref: 'JsonApiRelationship#' } },
          },
        },
      },
    },
  } as const
}

function registerAreaRoute(app: FastifyInstance, flavour: AreaFlavour): void {
  app.get<{ Params: { id: string }; Querystring: { market_id: string } }>(
    `/${flavour}/:id`,
    {
      schema: {
        tags: ['search'],
        summary:
          flavour === 'area'
            ? 'A neighbourhood or school district: its shape and the filter that selects it'
            : 'A school attendance zone: its shape and the filter that selects it',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', description: `The ${flavour} id (a '${flavour}:' prefix is accepted)` } },
        },
        querystring: {
          type: 'object',
          required: ['market_id'],
          properties: {
            market_id: { type: 'string', minLength: 1, maxLength: 20, description: "One of the site's market ids" },
          },
        },
        response: { 200: areaDocumentSchema(flavour), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const marketId = parseResourceId(request.query.market_id)
      if (marketId === null || !(await isSiteMarket(app.db, request.site.id, marketId))) {
        throw new ApiError(400, `Unknown market '${request.query.market_id}' for this site`, { parameter: 'market_id' })
      }
      const id = parseResourceId(request.params.id, flavour)
      const row = id === null ? undefined : await findArea(app.db, marketId, id, KINDS[flavour])
      if (!row) throw new ApiError(404, `No ${flavour} ${request.params.id} in market ${marketId}`)
      return { data: areaResource(row, flavour) }
    },
  )
}

/** `GET area/{id}?market_id=` and `GET school/{id}?market_id=`. */
export async function areasRoutes(app: FastifyInstance): Promise<void> {
  registerAreaRoute(app, 'area')
  registerAreaRoute(app, 'school')
}
