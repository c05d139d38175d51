import type { AreaKind } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { parseResourceId } from '../resource-id.js'
import { findArea, isSiteMarket, listAreas } from './areas.repository.js'
import { areaResource, type AreaFlavour } from './areas.service.js'
import type { SchemaTypedApp } from '../schema-typed-app.js'

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

function registerAreaRoute(app: SchemaTypedApp, flavour: AreaFlavour): void {
  app.get(
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

/**
 * Area kinds the list serves, and its default: the outlines a map draws under the listings. Zip
 * outlines are listed only (no `area/{id}` route: a zip is searched by its code, not its shape).
 */
const LISTED_KINDS = ['neighborhood', 'school_district', 'school', 'zip'] as const satisfies readonly AreaKind[]

function registerAreaListRoute(app: SchemaTypedApp): void {
  const single = areaDocumentSchema('area').properties.data
  app.get(
    '/areas',
    {
      schema: {
        tags: ['search'],
        summary: "A market's neighbourhoods (and, on request, school districts and zones) with their shapes",
        description:
          'The offline basemap of the embedded site draws these outlines. Each item is an `areas` resource (schools too: `type` says which flavour).',
        querystring: {
          type: 'object',
          required: ['market_id'],
          properties: {
            market_id: { type: 'string', minLength: 1, maxLength: 20, description: "One of the site's market ids" },
            kind: {
              type: 'string',
              maxLength: 100,
              description: `Comma-separated kinds among ${LISTED_KINDS.join(', ')}; default neighborhood`,
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'array',
                items: {
                  ...single,
                  properties: {
                    ...single.properties,
                    type: { type: 'string', enum: ['areas', 'schools'] },
                    attributes: {
                      ...single.properties.attributes,
                      properties: {
                        ...single.properties.attributes.properties,
                        type: { type: 'string', enum: ['area', 'school'] },
                        kind: { type: 'string', enum: [...LISTED_KINDS] },
                      },
                    },
                  },
                },
              },
            },
          },
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const marketId = parseResourceId(request.query.market_id)
      if (marketId === null || !(await isSiteMarket(app.db, request.site.id, marketId))) {
        throw new ApiError(400, `Unknown market '${request.query.market_id}' for this site`, { parameter: 'market_id' })
      }
      const asked = (request.query.kind ?? 'neighborhood').split(',').map((kind) => kind.trim())
      const unknown = asked.filter((kind) => !(LISTED_KINDS as readonly string[]).includes(kind))
      if (unknown.length > 0) {
        throw new ApiError(400, `Unknown area kind '${unknown[0]}': use ${LISTED_KINDS.join(', ')}`, {
          parameter: 'kind',
        })
      }
      const rows = await listAreas(app.db, marketId, asked as AreaKind[])
      return { data: rows.map((row) => areaResource(row, row.kind === 'school' ? 'school' : 'area')) }
    },
  )
}

/** `GET area/{id}?market_id=`, `GET school/{id}?market_id=` and the list `GET areas?market_id=`. */
export async function areasRoutes(app: SchemaTypedApp): Promise<void> {
  registerAreaRoute(app, 'area')
  registerAreaRoute(app, 'school')
  registerAreaListRoute(app)
}
