import { resourceBodyWith, resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'

/** The statuses a lead moves through, in order. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const

/** Leads a page: the default and the most. */
export const LEADS_PAGE_SIZE = 25
export const LEADS_PAGE_SIZE_MAX = 100
/** The most leads one export holds. */
export const LEADS_CSV_MAX = 10_000

const nullableString = { type: ['string', 'null'] } as const

const listingCardSchema = {
  type: ['object', 'null'],
  description: "The site's listing the lead is about (null: none, or gone from the feed)",
  properties: {
    id: { type: 'string' },
    title: { type: 'string', description: "The listing's title (its street address, or 'Undisclosed Address')" },
    address: { type: 'string', description: 'City, state and zip' },
    price: { type: ['number', 'null'], description: 'The public price (null when the listing hides it)' },
    mls_number: nullableString,
    path: { type: 'string', description: "Root-relative path of the listing's page, /app/listing/{slug}/{id}" },
    photo: { ...nullableString, description: 'Root-relative URL of its first photo' },
    status: nullableString,
  },
} as const

/** A lead's attributes, in the list, one lead and a change. */
export const leadAttributesSchema = {
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  status: { type: 'string', enum: LEAD_STATUSES },
  form_name: { type: 'string', description: "The form it came from, e.g. 'listing-inquiry'" },
  lead_type: { type: 'string' },
  name: { ...nullableString, description: 'First and last name as sent' },
  first_name: nullableString,
  last_name: nullableString,
  email: nullableString,
  phone_number: { ...nullableString, description: 'E.164' },
  message: nullableString,
  listing: listingCardSchema,
  property_address: { ...nullableString, description: "The listing's title, else the address the form sent" },
  mls_number: { ...nullableString, description: "The listing's MLS number, else the one the form sent" },
  assigned_agent_name: nullableString,
  routed_via: {
    type: ['string', 'null'],
    enum: ['listing-agent', 'assigned-agent', 'lead-recipient', 'unrouted', null],
    description: 'Why the lead went where it went; null until routed',
  },
  routed_to: { ...nullableString, description: 'The e-mail address(es) it was sent to, comma-separated' },
  source_url: { ...nullableString, description: 'The page the form was on' },
  consent: {
    type: 'object',
    description: 'The consent record: opted in or not, the exact text shown, when, and on which page',
    properties: {
      opt_in: { type: 'boolean' },
      text: nullableString,
      at: { type: 'string', format: 'date-time' },
      page: nullableString,
    },
  },
} as const

const activityEntry = { type: 'object', additionalProperties: true } as const

/** One lead's attributes: the list's, and what its visitor did on the site. */
const leadDetailAttributesSchema = {
  ...leadAttributesSchema,
  activity: {
    type: 'object',
    description:
      'What the visitor did, most recent first, at most 25 of each: viewed_listings and searches (their ' +
      'tracking events), saved_listings and saved_searches (those of the user who sent the form, when signed in)',
    properties: {
      viewed_listings: { type: 'array', items: activityEntry },
      saved_listings: { type: 'array', items: activityEntry },
      saved_searches: { type: 'array', items: activityEntry },
      searches: { type: 'array', items: activityEntry },
    },
  },
} as const

const agentRelationship = { assigned_agent: { $ref: 'JsonApiRelationship#' } } as const

const includedAgents = {
  type: 'array',
  description: 'The assigned agents (type agents: first_name, last_name, email)',
  items: {
    type: 'object',
    properties: {
      type: { type: 'string' },
      id: { type: 'string' },
      attributes: {
        type: 'object',
        properties: { first_name: { type: 'string' }, last_name: { type: 'string' }, email: nullableString },
      },
    },
  },
} as const

export const leadListDocumentSchema = resourceListDocumentSchema('lead', leadAttributesSchema, {
  relationships: agentRelationship,
  included: includedAgents,
  meta: {
    total: { type: 'integer', description: 'Leads matching the search and status' },
    status_counts: {
      type: 'object',
      description: 'Leads matching the search in each status (the status filter aside)',
      properties: { new: { type: 'integer' }, contacted: { type: 'integer' }, closed: { type: 'integer' } },
    },
  },
  paged: true,
})

export const leadDocumentSchema = resourceDocumentSchema('lead', leadDetailAttributesSchema, {
  relationships: agentRelationship,
  included: includedAgents,
})

/** The query of the list and the export. */
const leadFilterProperties = {
  'filter[q]': {
    type: 'string',
    maxLength: 200,
    description:
      "Words each found in the name, e-mail, phone, message, or the listing's address or MLS number (case-blind)",
  },
  'filter[status]': { type: 'string', enum: LEAD_STATUSES },
} as const

export const leadListQuerySchema = {
  type: 'object',
  properties: {
    ...leadFilterProperties,
    'page[number]': { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    'page[size]': { type: 'integer', minimum: 1, maximum: LEADS_PAGE_SIZE_MAX, default: LEADS_PAGE_SIZE },
  },
} as const

export const leadCsvQuerySchema = { type: 'object', properties: leadFilterProperties } as const

export const leadIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'Lead id' } },
} as const

/**
 * `PATCH /leads/{id}`: the status, and (administrators) the assigned agent. Values are checked by
 * the route, so a wrong one is a 422 at its pointer rather than a schema's 400.
 */
export const updateLeadBodySchema = resourceBodyWith(
  'lead',
  {
    type: 'object',
    additionalProperties: false,
    properties: { status: { type: 'string', description: "'new', 'contacted' or 'closed'" } },
  } as const,
  {
    id: { type: 'string', description: "The lead's id; when given it must be the path's" },
    relationships: {
      type: 'object',
      additionalProperties: false,
      properties: {
        assigned_agent: {
          type: 'object',
          required: ['data'],
          additionalProperties: false,
          properties: {
            data: {
              anyOf: [
                { type: 'null' },
                {
                  type: 'object',
                  required: ['type', 'id'],
                  additionalProperties: false,
                  properties: { type: { type: 'string', const: 'agents' }, id: { type: 'string' } },
                },
              ],
            },
          },
        },
      },
    },
  } as const,
)

export const assignableAgentsDocumentSchema = resourceListDocumentSchema(
  'agents',
  {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: nullableString,
    has_account: { type: 'boolean', description: 'Whether a user of the site is this agent (and sees their leads)' },
  },
  { meta: { total: { type: 'integer' } } },
)
