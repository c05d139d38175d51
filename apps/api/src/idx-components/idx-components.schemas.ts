/** Each component and layout belongs to the site. */
export const idxComponentRelationships = { site: { $ref: 'JsonApiRelationship#' } } as const

/** An `idx_components` resource's attributes, as every route answers them. */
export const idxComponentAttributes = {
  category: { type: 'string', description: 'listing-card, listing-page or map-callout' },
  name: { type: 'string' },
  stylesheet: { type: 'string', description: 'CSS applied to the component' },
  mobiledoc: { type: 'object', additionalProperties: true, description: 'The Mobiledoc document' },
  layout: { type: ['string', 'null'] },
  lock_version: { type: 'integer', description: 'The saved version the component holds (send it back to PATCH)' },
  updated_at: { type: 'string', format: 'date-time' },
} as const
