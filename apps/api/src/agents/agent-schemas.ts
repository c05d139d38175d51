const nullableString = { type: ['string', 'null'] } as const

/**
 * An agent's attributes: the one `agents` shape, wherever the agent is read (the agent search,
 * one agent, a listing's `included`, and the user's embedded current agent in user.schemas.ts).
 */
export const agentAttributeProperties = {
  full_name: { type: 'string' },
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  email: nullableString,
  sms_number: nullableString,
  broker_name: nullableString,
  office_phone: nullableString,
  bio: nullableString,
  pictures: {
    type: ['object', 'null'],
    properties: {
      thumb_url: { type: 'string' },
      small_url: { type: 'string' },
      medium_url: { type: 'string' },
      large_url: { type: 'string' },
    },
  },
  license_state: nullableString,
  license_number: nullableString,
  share_token: nullableString,
  active_feeds: { type: 'array', items: { type: 'string' } },
} as const

/** An `agents` resource object. */
export const agentResourceSchema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', const: 'agents' },
    attributes: { type: 'object', properties: agentAttributeProperties },
  },
} as const
