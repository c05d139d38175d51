// Response schemas of the markets routes; site.routes.ts reuses them for `included`.

const freeObject = { type: 'object', additionalProperties: true } as const

export const feedResourceSchema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', const: 'feeds' },
    attributes: {
      type: 'object',
      properties: {
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
      },
    },
  },
} as const

export const marketResourceSchema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', const: 'markets' },
    attributes: {
      type: 'object',
      properties: {
        market_name: { type: 'string' },
        city: { type: 'string' },
        default: { type: 'boolean', description: "The site's default market" },
        state_id: { type: 'string' },
        latitude: { type: 'number', description: 'Map centre' },
        longitude: { type: 'number', description: 'Map centre' },
        filter_schema: { ...freeObject, description: "JSON Schema of the market's search filters" },
        filter_view: { ...freeObject, description: 'How the filters are laid out' },
        idx_layout: { ...freeObject, description: 'Component id per slot: listing-card, listing-page, map-callout' },
      },
    },
    relationships: {
      type: 'object',
      properties: { feeds: { $ref: 'JsonApiRelationship#' } },
    },
  },
} as const

export const marketListDocumentSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'array', items: marketResourceSchema },
    included: { type: 'array', items: feedResourceSchema },
  },
} as const

export const marketDocumentSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: marketResourceSchema,
    included: { type: 'array', items: feedResourceSchema },
  },
} as const
