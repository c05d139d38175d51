// Route schemas of /api/v3/collections: validation, response serialisation and the OpenAPI
// document come from these.
import {
  COMMENT_BODY_MAX,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  notificationFlag,
  RESULTS_PAGE_SIZE,
  type NotificationEvent,
} from '@idx/domain'
import { resourceBodySchema, resourceDocumentSchema, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'
import { LISTING_PAGE_META, listingPageResponse } from '../listings/index.js'

/** Longest collection name. */
export const COLLECTION_NAME_MAX = 200
/** Most collections one page of the list holds. */
export const COLLECTIONS_PAGE_SIZE_MAX = 100
/** Collections per page when `page[size]` is not given. */
export const COLLECTIONS_PAGE_SIZE = 20
/** Most listings one remove call takes. */
export const REMOVE_MAX_IDS = 100

const dateTime = { type: 'string', format: 'date-time' } as const

/** A listing id in a body: a number or a string of digits. */
const listingIdSchema = {
  type: ['integer', 'string'],
  minimum: 1,
  pattern: '^[0-9]{1,20}$',
  description: 'A listing id of this site (a number or a string of digits)',
} as const

const relationship = { $ref: 'JsonApiRelationship#' } as const

/** The requesting member's notify_{event}_{channel} flags of `events` (absent for a non-member). */
export function notifyFlagProperties(events: readonly NotificationEvent[]) {
  return Object.fromEntries(
    events.flatMap((event) =>
      NOTIFICATION_CHANNELS.map((channel) => [
        notificationFlag(event, channel),
        { type: 'boolean', description: `The caller is notified of ${event} by ${channel} (members only)` },
      ]),
    ),
  )
}

/** A collection's attributes; the notify flags are the requesting member's own. */
const collectionAttributes = {
  name: { type: 'string' },
  is_public: { type: 'boolean', description: 'Readable, read-only, by anyone with its link' },
  property_ids: {
    type: 'array',
    items: { type: 'string' },
    description: 'Listing ids, as strings, in the order they were added (a listing gone from the feed stays)',
  },
  unviewed_property_count: {
    type: 'integer',
    description:
      'Listings others added since the caller last viewed it (PUT .../viewed), all of them before the first ' +
      'view; 0 for a non-member',
  },
  total_count: { type: 'integer', description: 'Saved Properties: how many listings it holds' },
  owner_unviewed_property_count: {
    type: 'integer',
    description:
      "Only in an agent's list of their clients' collections (filter[only_clients]): listings others added " +
      'since the owner (the client) last viewed it, all of them before their first view',
  },
  created_at: dateTime,
  updated_at: { ...dateTime, description: 'Moved by a rename and by adding or removing listings' },
  ...notifyFlagProperties(NOTIFICATION_EVENTS),
} as const

export const collectionRelationships = {
  user: relationship,
  collaborators: relationship,
  invitations: { ...relationship, description: 'Pending invitations (members only)' },
} as const

/** A person named by a collection (names only), or a pending invitation (members see them). */
export const memberResourceSchema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['users', 'invitations'] },
    attributes: {
      type: 'object',
      description:
        "users: first_name, last_name, full_name and, when the viewer is one of the board's members, email; " +
        'invitations: email, created_at',
      properties: {
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        full_name: { type: 'string' },
        email: { type: 'string' },
        created_at: dateTime,
      },
    },
  },
} as const

/** What the relationships name (OpenAPI shows no description beside a $ref, so the documents say it). */
const collectionMembers =
  'Relationships: `user` is the owner, `collaborators` the other members, `invitations` (members only) the ' +
  'pending invitations. `included` has those people as `users` resources (names, and e-mail addresses when ' +
  'the caller is a member) and the invitations (email, created_at).'

export const collectionDocumentSchema = resourceDocumentSchema('collections', collectionAttributes, {
  description: `The collection. ${collectionMembers}`,
  relationships: collectionRelationships,
  included: {
    type: 'array',
    items: memberResourceSchema,
    description: 'The owner and collaborators, and for a member the pending invitations',
  },
})

export const collectionListDocumentSchema = resourceListDocumentSchema('collections', collectionAttributes, {
  description: `A page of collections, each as GET collections/{id} answers it. ${collectionMembers}`,
  relationships: collectionRelationships,
  included: { type: 'array', items: memberResourceSchema },
  meta: {
    total: { type: 'integer', description: 'How many collections the list holds over all pages' },
    unviewed_property_counts: {
      type: 'object',
      additionalProperties: { type: 'integer' },
      description: "Per collection id on this page: the caller's unviewed_property_count",
    },
  },
  paged: true,
})

/** A page of a collection's listings: the search's listing page, plus the ids no longer in the feed. */
export const collectionListingsDocumentSchema = listingPageResponse('listings', {
  ...LISTING_PAGE_META,
  total: {
    type: 'integer',
    description: 'How many listings the collection holds (those gone from the feed too)',
  },
  unavailable_property_ids: {
    type: 'array',
    items: { type: 'string' },
    description: 'Ids on this page whose listing is no longer in the feed: counted, left out of data',
  },
})

export const collectionIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The collection id (digits)' } },
} as const

export const listCollectionsQuery = {
  type: 'object',
  properties: {
    'filter[only_membership]': {
      type: 'string',
      enum: ['true', 'false'],
      description: "'true': every collection the caller is a member of (owner or collaborator); else those they own",
    },
    'filter[only_clients]': {
      type: 'string',
      enum: ['true', 'false'],
      description:
        "'true' (agents only): the collections of the agent's clients, the site's users whose current agent the " +
        'caller is; 403 for a user who is not an agent of the site',
    },
    'page[number]': { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    'page[size]': { type: 'integer', minimum: 1, maximum: COLLECTIONS_PAGE_SIZE_MAX, default: COLLECTIONS_PAGE_SIZE },
  },
} as const

export const collectionListingsQuery = {
  type: 'object',
  properties: {
    'page[number]': { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    'page[size]': { type: 'integer', minimum: 1, maximum: RESULTS_PAGE_SIZE, default: RESULTS_PAGE_SIZE },
  },
} as const

/** A save's optional comment (stored with the listing as its property; blank: none). */
const optionalCommentSchema = {
  type: ['string', 'null'],
  maxLength: COMMENT_BODY_MAX * 4,
  description: 'An optional comment about the listing, 1 to 2000 characters once trimmed; blank or null: none',
} as const

const nameSchema = { type: 'string', maxLength: COLLECTION_NAME_MAX } as const

export const createCollectionBodySchema = resourceBodySchema(
  'collections',
  'Not accepted: the server makes the id (403 when given)',
  {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: {
      name: nameSchema,
      is_public: { type: 'boolean' },
      listing: { ...listingIdSchema, description: 'A first listing to save into it' },
      comment: optionalCommentSchema,
    },
  },
)

export const updateCollectionBodySchema = resourceBodySchema(
  'collections',
  "The collection's id; when given it must be the path's",
  {
    type: 'object',
    additionalProperties: false,
    properties: { name: nameSchema, is_public: { type: 'boolean' } },
  },
)

export const addListingBodySchema = {
  type: 'object',
  required: ['property_id'],
  additionalProperties: false,
  properties: { property_id: listingIdSchema, comment: optionalCommentSchema },
} as const

export const removeListingsBodySchema = {
  type: 'object',
  required: ['property_ids'],
  additionalProperties: false,
  properties: {
    property_ids: { type: 'array', minItems: 1, maxItems: REMOVE_MAX_IDS, items: listingIdSchema },
  },
} as const

/** An e-mail address in an invite or uninvite body; its form is checked by the route (422). */
export const inviteBodySchema = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', maxLength: 320, description: "The invitee's e-mail address" } },
} as const

/** The invite code of a join link, as accept_invite's body and the join splash's query take it. */
const givenCode = {
  type: 'object',
  required: ['given'],
  additionalProperties: false,
  properties: { given: { type: 'string', maxLength: 200, description: 'The invite code from the join link' } },
} as const

export const acceptInviteBodySchema = givenCode
export const joinQuery = givenCode

export const invitationDocumentSchema = resourceDocumentSchema('invitations', {
  email: { type: 'string' },
  created_at: dateTime,
})

export const joinParams = {
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { type: 'string', maxLength: 40, description: '`collection` or `saved-search`' },
    id: { type: 'string', maxLength: 40 },
  },
} as const

export const joinDocumentSchema = resourceDocumentSchema(
  'joins',
  {
    name: { type: 'string', description: 'The name of the collection or saved search' },
    collection_name: { type: 'string', description: 'The same name (the field collections had first)' },
    inviter_first_name: { type: 'string' },
    email: { type: 'string', description: 'The address invited' },
    expires_at: dateTime,
  },
  { id: { type: 'string', description: '{type}-{id}, e.g. collection-7 or saved-search-7' } },
)

export const memberParams = {
  type: 'object',
  required: ['id', 'user_id'],
  properties: { id: { type: 'string', maxLength: 40 }, user_id: { type: 'string', maxLength: 40 } },
} as const
