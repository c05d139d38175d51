// Route schemas of /api/v3/saved_searches: validation, response serialisation and the OpenAPI
// document come from these. The search itself (filter, sort, bounding_box) is declared loosely
// here and checked in the handler as POST /listings/search checks it (saved-search-query.ts), so
// its problems are 422s at their pointer.
import { ALERT_FREQUENCIES, NOTIFICATION_CHANNELS, SAVED_SEARCH_NOTIFICATION_EVENTS } from '@idx/domain'
import {
  COLLECTION_NAME_MAX,
  collectionRelationships,
  memberResourceSchema,
  notifyFlagProperties,
} from '../collections/index.js'
import { resourceBodyWith, resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'

const SAVED_SEARCH = 'saved-search'
const dateTime = { type: 'string', format: 'date-time' } as const
const relationship = { $ref: 'JsonApiRelationship#' } as const

/** Bounded here, checked in the handler: an over-long name is a 422 at /data/attributes/name, as a blank one is. */
const nameSchema = {
  type: 'string',
  maxLength: COLLECTION_NAME_MAX * 4,
  description: `Required, 1 to ${COLLECTION_NAME_MAX} characters once trimmed (422 otherwise)`,
} as const

const frequencySchema = {
  type: 'string',
  enum: ALERT_FREQUENCIES,
  description: 'How often its alerts go out (a new one: daily)',
} as const

/** The search as the search screen's URL holds it; each member is checked as POST /listings/search checks it. */
const searchMembers = {
  filter: {
    type: 'object',
    additionalProperties: true,
    description:
      "The search's filter: the `filter` of POST /listings/search (its fields, ranges, places and drawn shape), " +
      'checked by the same rules; a problem is 422 at its pointer, e.g. /data/attributes/filter/bedrooms/min',
  },
  sort: { type: ['string', 'null'], description: 'A sort of POST /listings/search; null or absent: none saved' },
  bounding_box: {
    type: ['object', 'null'],
    additionalProperties: true,
    description: 'The map area of POST /listings/search (top_left, bottom_right); null or absent: none saved',
  },
  suggestion_names: {
    type: ['object', 'null'],
    additionalProperties: { type: 'string', maxLength: 200 },
    maxProperties: 100,
    description:
      "The names of the places picked in filter.suggestion, by suggestion id ('area:12': 'Mueller'), so its " +
      'screens and alerts name them; names of ids not in the filter are dropped',
  },
} as const

const savedSearchAttributes = {
  name: { type: 'string' },
  frequency: frequencySchema,
  ...searchMembers,
  site_market_id: { type: 'string', description: "The market it searches (one of the site token's markets)" },
  short_url: { type: 'string', description: "Its page's address, {origin}/app/saved-search/{id}" },
  unviewed_property_count: {
    type: 'integer',
    description:
      'Listings its alerts matched since the caller last viewed it (PUT .../viewed), or since they joined ' +
      'before their first view; 0 for a non-member',
  },
  created_at: dateTime,
  updated_at: dateTime,
  ...notifyFlagProperties(SAVED_SEARCH_NOTIFICATION_EVENTS),
} as const

const savedSearchRelationships = {
  ...collectionRelationships,
  market: relationship,
  subscriptions: { ...relationship, description: "The caller's notification choices that are on (members only)" },
} as const

/** The people, invitations and the caller's subscriptions a saved search document includes. */
const includedSchema = {
  type: 'array',
  items: {
    ...memberResourceSchema,
    properties: {
      ...memberResourceSchema.properties,
      type: { type: 'string', enum: ['users', 'invitations', 'subscriptions'] },
      attributes: {
        ...memberResourceSchema.properties.attributes,
        description:
          `${memberResourceSchema.properties.attributes.description}; subscriptions: subscription_action ` +
          `(${SAVED_SEARCH_NOTIFICATION_EVENTS.join(', ')}), subscription_method ` +
          `(${NOTIFICATION_CHANNELS.join(', ')}), subscription_description`,
        properties: {
          ...memberResourceSchema.properties.attributes.properties,
          subscription_action: { type: 'string', enum: SAVED_SEARCH_NOTIFICATION_EVENTS },
          subscription_method: { type: 'string', enum: NOTIFICATION_CHANNELS },
          subscription_description: { type: 'string' },
        },
      },
    },
  },
} as const

const unviewedCounts = {
  type: 'object',
  additionalProperties: { type: 'integer' },
  description: "Per saved search id: the caller's unviewed_property_count",
} as const

const members =
  'Relationships: `user` is the owner, `collaborators` the other members, `market` the market searched, and for ' +
  'a member `invitations` (pending) and `subscriptions` (their notification choices that are on). `included` ' +
  'has those people as `users` (names; e-mail addresses for a member), the invitations and the subscriptions.'

export const savedSearchDocumentSchema = resourceDocumentSchema(SAVED_SEARCH, savedSearchAttributes, {
  description: `The saved search. ${members}`,
  relationships: savedSearchRelationships,
  included: includedSchema,
  meta: { unviewed_property_counts: unviewedCounts },
})

export const savedSearchListDocumentSchema = resourceListDocumentSchema(SAVED_SEARCH, savedSearchAttributes, {
  description: `A page of saved searches, each as GET saved_searches/{id} answers it. ${members}`,
  relationships: savedSearchRelationships,
  included: includedSchema,
  meta: {
    total: { type: 'integer', description: 'How many saved searches the list holds over all pages' },
    unviewed_property_counts: unviewedCounts,
  },
  paged: true,
})

/** `data.relationships.user` of a create: an agent saving the search for one of their clients. */
const forClient = {
  type: 'object',
  additionalProperties: false,
  properties: {
    user: {
      type: 'object',
      required: ['data'],
      additionalProperties: false,
      properties: {
        data: {
          type: 'object',
          required: ['type', 'id'],
          additionalProperties: false,
          properties: { type: { type: 'string', const: 'users' }, id: { type: 'string', maxLength: 40 } },
        },
      },
      description: 'Agents only: the client (a user whose current agent the caller is) who owns it',
    },
  },
} as const

export const createSavedSearchBodySchema = resourceBodyWith(
  SAVED_SEARCH,
  {
    type: 'object',
    required: ['name', 'frequency', 'site_market_id'],
    additionalProperties: false,
    properties: {
      name: nameSchema,
      frequency: { type: 'string', maxLength: 40, description: frequencySchema.description },
      ...searchMembers,
      site_market_id: { type: ['string', 'integer'], maxLength: 40, description: "One of the site's markets" },
    },
  },
  {
    id: { type: 'string', description: 'Not accepted: the server makes the id (403 when given)' },
    relationships: forClient,
  },
)

export const updateSavedSearchBodySchema = resourceBodyWith(
  SAVED_SEARCH,
  {
    type: 'object',
    additionalProperties: false,
    properties: {
      name: nameSchema,
      frequency: { type: 'string', maxLength: 40, description: frequencySchema.description },
      ...searchMembers,
    },
  },
  { id: { type: 'string', description: "The saved search's id; when given it must be the path's" } },
)
