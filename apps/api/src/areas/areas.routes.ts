import type { AreaKind } from './areas.tables.js'
import { ApiError } from '../http/errors.js'
import { errorResponses, resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'
import { parseResourceId } from '../http/resource-id.js'
import { findArea, isSiteMarket, listAreas } from './areas.repository.js'
import { areaResource, type AreaFlavour } from './areas.service.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/** Which area kinds each route serves. School districts are areas; attendance zones are schools. */
const KINDS: Record<AreaFlavour, readonly AreaKind[]> = {
  area: ['neighborhood', 'school_district', 'custom'],
  school: ['school'],
}

const MARKET_ID_DESCRIPTION =
  "Required: one of the site's market ids. Missing, empty, unknown, malformed or another site's market is a 400 at market_id."

/** An area's or a school's attributes (`type` and `kind` as the single resource of `flavour` has them). */
function areaAttributes(flavour: AreaFlavour) {
  return {
    name: { type: 'string' },
    label: { type: 'string' },
    type: { type: 'string', const: flavour },
    kind: { type: 'string', enum: [...KINDS[flavour]] },
    school_level: {
      type: ['string', 'null'],
      description: "A school's level (elementary, …); null for a neighbourhood or district",
    },
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
  } as const
}

const AREA_RELATIONSHIPS = { market: { $ref: 'JsonApiRelationship#' } } as const

function areaDocumentSchema(flavour: AreaFlavour) {
  return resourceDocumentSchema(flavour === 'area' ? 'areas' : 'schools', areaAttributes(flavour), {
    relationships: AREA_RELATIONSHIPS,
    description:
      flavour === 'area'
        ? "An `areas` resource: attributes.type 'area', kind neighborhood, school_district or custom (a brokerage's own area)"
        : "A `schools` resource: attributes.type 'school', kind school, with the school level",
  })
}

function registerAreaRoute(app: SchemaTypedApp, flavour: AreaFlavour): void {
  app.get(
    `/${flavour}/:id`,
    {
      schema: {
        tags: ['search'],
        summary:
          flavour === 'area'
            ? 'A neighbourhood, school district or custom area: its shape and the filter that selects it'
            : 'A school attendance zone: its shape and the filter that selects it',
        description:
          `${flavour === 'area' ? 'An area (neighbourhood, school district or custom area)' : 'A school attendance zone'} of ` +
          'the market, with its shape and the search filter that selects it (the suggestion id the omnibox ' +
          `adds). An id of another market, of the other kind (${
            flavour === 'area' ? 'a school asked through area/' : 'an area asked through school/'
          }) or unknown is a 404.`,
        params: {
          type: 'object',
          required: ['id'],
          properties: {
            id: {
              type: 'string',
              description: `The ${flavour}'s number; the suggestion id ('${flavour}:23') is accepted too`,
            },
          },
        },
        querystring: {
          type: 'object',
          required: ['market_id'],
          properties: {
            market_id: { type: 'string', minLength: 1, maxLength: 20, description: MARKET_ID_DESCRIPTION },
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
const LISTED_KINDS = [
  'neighborhood',
  'school_district',
  'school',
  'zip',
  'custom',
] as const satisfies readonly AreaKind[]

function registerAreaListRoute(app: SchemaTypedApp): void {
  app.get(
    '/areas',
    {
      schema: {
        tags: ['search'],
        summary: "A market's neighbourhoods (and, on request, school districts and zones) with their shapes",
        description:
          "The market's area outlines, for a map that draws where the visitor is without any tile server (the " +
          'offline basemap of the embedded site). Each item is the resource GET area/{id} or GET school/{id} ' +
          'answers (`type` says which flavour), listed by kind and name. Zip suggestions carry the id of ' +
          'their outline as area_id.',
        querystring: {
          type: 'object',
          required: ['market_id'],
          properties: {
            market_id: { type: 'string', minLength: 1, maxLength: 20, description: MARKET_ID_DESCRIPTION },
            kind: {
              type: 'string',
              maxLength: 100,
              description: `Comma-separated kinds among ${LISTED_KINDS.join(', ')}; default neighborhood. Any other kind is a 400 at kind.`,
            },
          },
        },
        response: {
          200: resourceListDocumentSchema(
            ['areas', 'schools'],
            {
              ...areaAttributes('area'),
              type: { type: 'string', enum: ['area', 'school'] },
              kind: { type: 'string', enum: [...LISTED_KINDS] },
            },
            { relationships: AREA_RELATIONSHIPS },
          ),
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
