import type { JsonObject } from '../json/types.js'

/**
 * The filter_schema properties of where a listing is (city, zip code, a suggestion picked in the
 * search box, a drawn boundary): the same in every market, the demo Austin market's and a
 * generated one alike, since they name places rather than values a market's listings carry.
 * Fresh objects on each call, so one market's document never shares a node with another's.
 */
export function locationFilterProperties(): Record<'city_state' | 'zip' | 'suggestion' | 'geo_shape', JsonObject> {
  return {
    city_state: {
      title: 'City',
      type: 'object',
      properties: { value: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } },
      'x-chip': 'default',
    },
    zip: {
      title: 'Zip Code',
      type: 'object',
      properties: {
        value: {
          anyOf: [
            { type: 'string', pattern: '^[0-9]{5}$' },
            { type: 'array', items: { type: 'string', pattern: '^[0-9]{5}$' } },
          ],
        },
      },
      'x-chip': 'default',
    },
    suggestion: {
      title: 'Location',
      type: 'object',
      properties: { value: { type: 'array', items: { type: 'string' }, minItems: 1 } },
      'x-chip': 'suggestion',
    },
    geo_shape: {
      title: 'Custom Boundary',
      type: 'object',
      properties: { value: { type: 'object', properties: { type: { const: 'Polygon' } } } },
      'x-chip': 'geo-shape',
    },
  }
}
