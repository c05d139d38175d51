import { resourceBodySchema, resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'

/** A `site_users` resource's attributes. */
const siteUserAttributes = {
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  full_name: { type: 'string', description: 'First and last name, else the e-mail' },
  email: { type: 'string' },
  phone_number: { type: ['string', 'null'] },
  roles: {
    type: 'array',
    items: { type: 'string', enum: ['admin', 'agent'] },
    description: "'admin' (signs in to /admin/ with the admin scope) and/or 'agent' (an agent record of the site)",
  },
  agent: {
    type: ['object', 'null'],
    description: 'The agent record the user is, with its MLS feed',
    properties: {
      id: { type: 'string' },
      full_name: { type: 'string' },
      email: { type: ['string', 'null'] },
      phone: { type: ['string', 'null'] },
      data_source_name: { type: ['string', 'null'] },
    },
  },
  last_admin: { type: 'boolean', description: "The site's only administrator: their admin role cannot be removed" },
} as const

export const siteUserListSchema = resourceListDocumentSchema('site_users', siteUserAttributes, {
  meta: { admin_count: { type: 'integer' } },
  description: "The site's administrators and agents.",
})

export const siteUserDocumentSchema = resourceDocumentSchema('site_users', siteUserAttributes)

/** `POST site_users`: an agent to add, by e-mail. */
export const addAgentBodySchema = resourceBodySchema('site_users', 'Not used: the user is found by e-mail', {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', maxLength: 254 },
    first_name: { type: 'string', maxLength: 100, description: 'Required when the site has no user with the e-mail' },
    last_name: { type: 'string', maxLength: 100, description: 'Required when the site has no user with the e-mail' },
    phone_number: { type: ['string', 'null'], maxLength: 40 },
  },
} as const)

/** `PATCH site_users/{id}`: the admin role given or taken, the agent role taken. */
export const updateSiteUserBodySchema = resourceBodySchema(
  'site_users',
  "The user's id; when given it must be the path's",
  {
    type: 'object',
    additionalProperties: false,
    properties: {
      admin: { type: 'boolean', description: 'true: make an administrator; false: take the role (never the last one)' },
      agent: { type: 'boolean', description: 'false: take the agent role (the agent record and their data stay)' },
    },
  } as const,
)

export const siteUserParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: "The user's id" } },
} as const
