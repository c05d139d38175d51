import { ApiError } from '../http/errors.js'
import { errorResponses, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'
import { parseSearchBody } from '../search/parse-search-body.js'
import { placeResources, typedCityPlaceResources } from './places.service.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/** Most suggestion ids one request may ask about: a search rarely holds more than a few places. */
export const PLACES_MAX_IDS = 20

const pointSchema = {
  type: 'object',
  properties: { lat: { type: 'number' }, lng: { type: 'number' } },
} as const

/** Where each place is: the list `GET places` answers, in the order asked. */
const placeListDocumentSchema = resourceListDocumentSchema(
  'places',
  {
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
  {
    id: {
      type: 'string',
      description:
        "The suggestion id, e.g. 'zip:78704', 'area:12', 'city:austin-tx'; for a city of `cities`, 'city_state:' and the city in lower case ('city_state:round rock', 'city_state:austin, tx').",
    },
  },
)

/**
 * `GET places?ids=&cities=&market_id=`: where the places a search picked are (suggestions, and the
 * cities of its City filter), so a map can move to them and outline them. The route's description
 * (the OpenAPI document) says what shape each kind of place gives.
 */
export async function placesRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/places',
    {
      schema: {
        tags: ['search'],
        summary: 'Where picked suggestions are: their outlines and boxes',
        description:
          'The `places` the suggestion ids name, in the order asked (unknown ids left out), for the search map to ' +
          'fit and outline what a search picked. Neighbourhoods, school zones and districts give their own shape; ' +
          "a zip suggestion with an area_id gives that outline; a city, or a zip without an outline, gives the convex hull of its listings' " +
          'positions (listings with a hidden address are left out, since a hull corner is an exact position); an ' +
          "address or MLS number gives its listing's point (none when the address is hidden). The cities of a City " +
          'filter (`cities`, as typed) come after the suggestions, each outlined like a city suggestion by the listings the ' +
          'search matches for it (by name, and by state when given). Neither ids nor cities, or more than ' +
          `${PLACES_MAX_IDS} of either, is a 400 at that parameter; an unknown market a 400 at market_id.`,
        querystring: {
          type: 'object',
          properties: {
            ids: {
              type: 'string',
              maxLength: 2000,
              description: `Suggestion ids, comma-separated (at most ${PLACES_MAX_IDS}); unknown ids are left out of the answer.`,
            },
            cities: {
              type: 'string',
              maxLength: 2000,
              description: `The City filter's cities as a JSON array of strings (at most ${PLACES_MAX_IDS}), e.g. ["Round Rock","Austin, TX"].`,
            },
            market_id: {
              type: 'string',
              maxLength: 20,
              description: "The market; blank for the site's default market.",
            },
          },
        },
        response: {
          200: placeListDocumentSchema,
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const ids = [...new Set((request.query.ids ?? '').split(',').map((id) => id.trim()))].filter((id) => id !== '')
      const cities = typedCities(request.query.cities)
      if (ids.length > PLACES_MAX_IDS || (ids.length === 0 && cities.length === 0)) {
        throw new ApiError(400, `'ids' must name 1 to ${PLACES_MAX_IDS} suggestion ids`, { parameter: 'ids' })
      }
      const market = await parseSearchBody(app.db, { market_id: request.query.market_id || null }, request.site)
      if (!market.ok) {
        throw new ApiError(400, market.errors[0]?.detail ?? 'Unknown market', { parameter: 'market_id' })
      }
      const marketId = market.query.market_id
      return {
        data: [
          ...(ids.length > 0 ? await placeResources(app.db, marketId, ids) : []),
          ...(await typedCityPlaceResources(app.db, marketId, cities)),
        ],
      }
    },
  )
}

/** The `cities` parameter: a JSON array of at most PLACES_MAX_IDS strings (blank ones dropped), or a 400 at it. */
function typedCities(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return []
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    value = null
  }
  if (!Array.isArray(value) || !value.every((city) => typeof city === 'string') || value.length > PLACES_MAX_IDS) {
    throw new ApiError(400, `'cities' must be a JSON array of at most ${PLACES_MAX_IDS} city names`, {
      parameter: 'cities',
    })
  }
  return (value as string[]).filter((city) => city.trim() !== '')
}
