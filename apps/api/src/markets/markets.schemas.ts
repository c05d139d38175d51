// Response schemas of the markets routes; site.routes.ts reuses them for `included`.
import {
  resourceDocumentSchema,
  resourceListDocumentSchema,
  resourceObjectSchema,
} from '../jsonapi/document-schemas.js'

const freeObject = { type: 'object', additionalProperties: true } as const

export const feedResourceSchema = resourceObjectSchema('feeds', {
  name: { type: 'string' },
  data_source_name: { type: 'string', description: "The feed's key, e.g. 'actris' (agent search filters by it)" },
  disclaimer_html: { type: 'string' },
  idx_logo_url: { type: ['string', 'null'] },
  disclaimer_settings: {
    ...freeObject,
    description: 'image {contain, search, map}, agent_name {search}, broker_name {search}, text {map}',
  },
  listing_broker_required: { type: 'boolean' },
  feed_updated_at: { type: 'string', format: 'date-time' },
})

/** A market's attributes: its name, map centre, search filters and layout. */
const marketAttributes = {
  market_name: { type: 'string' },
  city: { type: 'string' },
  default: { type: 'boolean', description: "The site's default market" },
  state_id: { type: 'string' },
  latitude: { type: 'number', description: 'Map centre' },
  longitude: { type: 'number', description: 'Map centre' },
  filter_schema: { ...freeObject, description: "JSON Schema of the market's search filters" },
  filter_view: { ...freeObject, description: 'How the filters are laid out' },
  idx_layout: { ...freeObject, description: 'Component id per slot: listing-card, listing-page, map-callout' },
  lock_version: {
    type: 'integer',
    description: 'The saved version of filter_schema and filter_view: send it back with a PATCH (409 when stale)',
  },
  filter_documents_source: {
    type: 'string',
    enum: ['generated', 'custom'],
    description: "'generated' from the listings (refreshed after imports) or 'custom', an admin's (never overwritten)",
  },
} as const

/** Each market names its feeds; the documents carry them in `included`. */
const relationships = { feeds: { $ref: 'JsonApiRelationship#' } } as const
const marketOptions = { relationships, included: { type: 'array', items: feedResourceSchema } } as const

export const marketResourceSchema = resourceObjectSchema('markets', marketAttributes, { relationships })

export const marketListDocumentSchema = resourceListDocumentSchema('markets', marketAttributes, marketOptions)

export const marketDocumentSchema = resourceDocumentSchema('markets', marketAttributes, marketOptions)
