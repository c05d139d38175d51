import {
  resourceDocumentSchema,
  resourceListDocumentSchema,
  resourceObjectSchema,
} from '../jsonapi/document-schemas.js'

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
    description: "The agent's picture in four sizes (one stored picture serves every size); null without a picture",
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
  active_feeds: {
    type: 'array',
    items: { type: 'string' },
    description: "The data_source_name of each feed the agent works in (one agent's answer: the agent's feed)",
  },
} as const

/** An `agents` resource object (a listing's `included` carries them). */
export const agentResourceSchema = resourceObjectSchema('agents', agentAttributeProperties)

/** The agent search's page of agents; `meta.total` counts every match. */
export const agentListDocumentSchema = resourceListDocumentSchema('agents', agentAttributeProperties, {
  meta: { total: { type: 'integer', description: 'Matching agents over all pages' } },
})

/** One agent. */
export const agentDocumentSchema = resourceDocumentSchema('agents', agentAttributeProperties)
