// Route schemas of /api/v3/user: validation and the OpenAPI document come from these.

import { agentAttributeProperties } from '../agents/index.js'
import { resourceBodySchema, resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'

const nullableString = { type: ['string', 'null'] } as const

/** The embedded agent: the `agents` resource's attributes plus its id (see agents.routes.ts). */
const embeddedAgentSchema = {
  type: ['object', 'null'],
  description: "The user's agent, null when none",
  properties: {
    id: { type: 'string' },
    ...agentAttributeProperties,
  },
} as const

export const userDocumentSchema = resourceDocumentSchema(
  'users',
  {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    full_name: { type: 'string', description: 'First and last name joined with a space' },
    email: { type: 'string' },
    phone_number: nullableString,
    sms_number: nullableString,
    share_token: { type: 'string' },
    sso: { type: 'boolean', description: "This session signed in through the site's identity provider" },
    admin: { type: 'boolean' },
    scopes: { type: 'array', items: { type: 'string' }, description: "The session's scopes" },
    current_agent: embeddedAgentSchema,
    as_agent: {
      type: ['object', 'null'],
      description:
        "Set when the user is one of the site's agents: the feeds the agent works in. An agent counts only on a " +
        "site whose markets use the agent's feed; null otherwise.",
      properties: {
        active_feeds: { type: 'array', items: { type: 'string' }, description: 'The data_source_name of each feed' },
      },
    },
  },
  {
    description:
      "The user document: the signed-in user, with the current agent (an `agents` resource's attributes with its " +
      'id, or null). Every /api/v3/user route answers it.',
  },
)

const NAME_MAX = 100
const EMAIL_MAX = 254
const PHONE_MAX = 40

export const profileBodySchema = resourceBodySchema(
  'users',
  "The user's id; when given it must be the signed-in user's",
  {
    type: 'object',
    additionalProperties: false,
    properties: {
      first_name: {
        type: 'string',
        maxLength: NAME_MAX,
        description: "A blank one is 422 'First name is required'",
      },
      last_name: { type: 'string', maxLength: NAME_MAX },
      email: {
        type: 'string',
        maxLength: EMAIL_MAX,
        description:
          "422 'Enter a valid email address', or 'Email has already been taken' (another user of the site, any " +
          "case); a single sign-on user's e-mail cannot change (422)",
      },
      phone_number: {
        type: ['string', 'null'],
        maxLength: PHONE_MAX,
        description: "Blank clears it; 422 'Enter a valid phone number'",
      },
      sms_number: {
        type: ['string', 'null'],
        maxLength: PHONE_MAX,
        description: "Blank clears it; 422 'Enter a valid phone number'",
      },
    },
  },
)

export const passwordBodySchema = {
  type: 'object',
  required: ['current_password', 'password', 'password_confirmation'],
  additionalProperties: false,
  properties: {
    // Bounded well above the 128-character password limit, which answers with a field message.
    current_password: {
      type: 'string',
      maxLength: 1024,
      description: "422 'Current password is incorrect' at /current_password when wrong",
    },
    password: {
      type: 'string',
      maxLength: 1024,
      description: 'The new password: 4 to 128 characters, not one of the 3,000 most common (422 at /password)',
    },
    password_confirmation: {
      type: 'string',
      maxLength: 1024,
      description: "Must equal password: 422 'Passwords do not match' at /password_confirmation",
    },
  },
} as const

export const currentAgentBodySchema = {
  type: 'object',
  required: ['agent_id'],
  additionalProperties: false,
  properties: {
    agent_id: {
      type: ['integer', 'string', 'null'],
      maxLength: 20,
      description: "An agent of one of the site's markets' feeds (number or numeric string); null clears it",
    },
  },
} as const

/** `GET /user/clients`: an agent's clients, by name (their e-mail too: the agent works with them). */
export const clientsDocumentSchema = resourceListDocumentSchema(
  'users',
  {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    full_name: { type: 'string' },
    email: { type: 'string' },
  },
  { description: "The signed-in agent's clients: the site's users whose current agent they are, by name" },
)
