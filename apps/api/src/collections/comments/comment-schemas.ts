// Route schemas of /api/v3/collections/{id}/comments.
import { COMMENT_BODY_MAX, COMMENTS_PAGE_SIZE } from '@idx/domain'
import { resourceBodyWith, resourceDocumentSchema, resourceListDocumentSchema } from '../../jsonapi/document-schemas.js'

/** Most comments one page holds. */
export const COMMENTS_PAGE_SIZE_MAX = 100

const dateTime = { type: 'string', format: 'date-time' } as const
const relationship = { $ref: 'JsonApiRelationship#' } as const

/** A comment's attributes as answers carry them. */
const commentAttributeProperties = {
  body: { type: 'string', description: 'Plain text as its author typed it (trimmed); never HTML' },
  title: { type: ['string', 'null'], description: 'The title of the listing it names, as it was then' },
  property_id: { type: ['string', 'null'], description: 'The listing it names, or null' },
  created_at: dateTime,
  updated_at: dateTime,
} as const

const relationships = { user: relationship, property: relationship, commentable: relationship } as const

const included = {
  type: 'array',
  items: { $ref: 'JsonApiResource#' },
  description:
    'The authors (users: names only) and the listings named (their card attributes; one no longer in the ' +
    'feed with its stored title, listing_status Withdrawn and unavailable: true)',
} as const

export const commentDocumentSchema = resourceDocumentSchema('comments', commentAttributeProperties, {
  relationships,
  included,
})

export const commentListDocumentSchema = resourceListDocumentSchema('comments', commentAttributeProperties, {
  relationships,
  included,
  meta: { total: { type: 'integer', description: 'How many comments the collection has' } },
  paged: true,
})

export const commentParams = {
  type: 'object',
  required: ['id', 'commentId'],
  properties: {
    id: { type: 'string', description: 'The collection id (digits)' },
    commentId: { type: 'string', description: 'The comment id (digits)' },
  },
} as const

export const listCommentsQuery = {
  type: 'object',
  properties: {
    'page[number]': { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    'page[size]': { type: 'integer', minimum: 1, maximum: COMMENTS_PAGE_SIZE_MAX, default: COMMENTS_PAGE_SIZE },
    sort: { type: 'string', enum: ['-created_at'], description: 'Newest first: the only order' },
  },
} as const

/**
 * A comment body member: a string; its length once trimmed (1..COMMENT_BODY_MAX) is checked by
 * commentBodyProblem for a 422. The schema only stops absurd sizes early.
 */
export const commentBodySchema = { type: 'string', maxLength: COMMENT_BODY_MAX * 4 } as const

const listingIdentifier = {
  type: 'object',
  required: ['type', 'id'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['listings', 'properties'] },
    id: { type: 'string', pattern: '^[0-9]{1,20}$' },
  },
} as const

/** A comment's attributes in a request body: its body only. */
const commentAttributes = {
  type: 'object',
  required: ['body'],
  additionalProperties: false,
  properties: { body: commentBodySchema },
} as const

export const createCommentBodySchema = resourceBodyWith('comments', commentAttributes, {
  relationships: {
    type: 'object',
    additionalProperties: false,
    properties: {
      property: {
        type: 'object',
        required: ['data'],
        additionalProperties: false,
        properties: { data: { anyOf: [{ type: 'null' }, listingIdentifier] } },
      },
    },
  },
} as const)

export const updateCommentBodySchema = resourceBodyWith('comments', commentAttributes, {
  id: { type: 'string', description: "The comment's id; when given it must be the path's" },
} as const)
