import { ApiError } from '../errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { parseSearchBody } from '../search/parse-search-body.js'
import { placeResources } from './places.service.js'
import type { SchemaTypedApp } from '../schema-typed-app.js'

/** Most suggestion ids one request may ask about: a search rarely holds more than a few places. */
export const PLACES_MAX_IDS = 20

const pointSchema = {
  type: 'object',
  properties: { lat: { type: 'number' }, lng: { type: 'number' } },
} as const

const placeSchema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string', description: "The suggestion id, e.g. 'zip:78704', 'area:12', 'city:austin-tx'." },
    type: { type: 'string', const: 'places' },
    attributes: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        label: { type: 'string' },
        type: { type: 'string', description: 'The suggestion type (city, neighborhood, zip, school, address, ...).' },
        geometry: {
          type: ['object', 'null'],
          additionalProperties: true,
          description:
            "GeoJSON, positions [longitude, latitude]: a neighbourhood's or school's shape, the outline around a zip code's or city's listings, an address's point; null without a position.",
        },
        bounding_box: {
          type: ['object', 'null'],
          properties: { top_left: pointSchema, bottom_right: pointSchema },
          description: 'The box around the geometry (what a map fits to show the place).',
        },
      },
    },
  },
} as const

/**
 * `GET places?ids=&market_id=`: where the places a search picked are, so a map can move to them
 * and outline them (see "Places" in apps/api/README.md).
 */
export async function placesRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/places',
    {
      schema: {
        tags: ['search'],
        summary: 'Where picked suggestions are: their outlines and boxes',
        querystring: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: {
              type: 'string',
              minLength: 1,
              maxLength: 2000,
              description: `Suggestion ids, comma-separated (at most ${PLACES_MAX_IDS}); unknown ids are left out of the answer.`,
            },
            market_id: {
              type: 'string',
              maxLength: 20,
              description: "The market; blank for the site's default market.",
            },
          },
        },
        response: {
          200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: placeSchema } } },
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map((id) => id.trim()))].filter((id) => id !== '')
      if (ids.length === 0 || ids.length > PLACES_MAX_IDS) {
        throw new ApiError(400, `'ids' must name 1 to ${PLACES_MAX_IDS} suggestion ids`, { parameter: 'ids' })
      }
      const market = await parseSearchBody(app.db, { market_id: request.query.market_id || null }, request.site)
      if (!market.ok) {
        throw new ApiError(400, market.errors[0]?.detail ?? 'Unknown market', { parameter: 'market_id' })
      }
      return { data: await placeResources(app.db, market.query.market_id, ids) }
    },
  )
}
