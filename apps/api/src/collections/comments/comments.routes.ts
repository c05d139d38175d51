import type { FastifyRequest } from 'fastify'
import { COMMENT_BODY_MAX, COMMENTS_PAGE_SIZE } from '@idx/domain'
import { currentUser } from '../../auth/site-auth.js'
import { ApiError, PermissionError } from '../../http/errors.js'
import { errorResponses } from '../../jsonapi/document-schemas.js'
import { pageLinks } from '../../jsonapi/page-links.js'
import { findListingsByIds, listingExists, rowsReadFor, unlockedListingsOf } from '../../listings/index.js'
import { parseResourceId } from '../../http/resource-id.js'
import type { SchemaTypedApp } from '../../http/schema-typed-app.js'
import { accessibleCollection, NOT_AUTHORIZED } from '../accessible-collection.js'
import { collectionIdParams } from '../collection-schemas.js'
import type { CollectionRow } from '../collections.repository.js'
import { COLLECTION_KIND, type RecordKind } from '../record-kind.js'
import {
  commentDocumentSchema,
  commentListDocumentSchema,
  commentParams,
  COMMENTS_PAGE_SIZE_MAX,
  createCommentBodySchema,
  listCommentsQuery,
  updateCommentBodySchema,
} from './comment-schemas.js'
import {
  deleteComment,
  findComment,
  isCollectionListing,
  listComments,
  updateCommentBody,
  type CommentRow,
} from './comments.repository.js'
import { CARD_FIELDS, commentIncluded, commentResource } from './comments.service.js'
import { checkedCommentBody, summaryOf, writeComment } from './write-comment.js'

/** The 404 of a comment that is not one of the collection's. */
export const COMMENT_NOT_FOUND = 'Comment not found.'

/**
 * A collection's chat (spec sections 3, 5 and 8): members read and write comments, each may refer
 * to a listing saved on the board; only a comment's author edits or deletes it. A public board's
 * chat is readable as the board is.
 */
export async function commentsRoutes(app: SchemaTypedApp): Promise<void> {
  commentRoutesOf(app, COLLECTION_KIND)
}

/**
 * The chat of a collection or, under /saved_searches, of a saved search: the same chat, where a
 * comment may name any of the site's listings (a saved search's results change; it saves none).
 */
export function commentRoutesOf(app: SchemaTypedApp, record: RecordKind): void {
  const tags = ['comments']
  const { noun } = record
  const base = `/${record.path}/:id/comments`

  /** Whether a comment on `collection` may name `listingId`: one saved on a board, any of the site's for a search. */
  const nameable = (request: FastifyRequest, collection: CollectionRow, listingId: number) =>
    record.kind === 'collection'
      ? isCollectionListing(app.db, collection.id, listingId)
      : listingExists(app.db, request.site.id, listingId)

  /** Authors and listings of `rows`, for `included`. */
  const includedOf = async (request: FastifyRequest, rows: readonly CommentRow[]) => {
    const ids = [...new Set(rows.flatMap((row) => (row.listing_id === null ? [] : [row.listing_id])))]
    const listings =
      ids.length === 0 ? [] : await findListingsByIds(app.db, request.site.id, ids, rowsReadFor(CARD_FIELDS))
    const unlocked = await unlockedListingsOf(app.db, request, listings)
    return commentIncluded(rows, new Map(listings.map((listing) => [listing.id, listing])), unlocked)
  }

  const documentOf = async (request: FastifyRequest, collection: CollectionRow, id: number) => {
    const row = await findComment(app.db, collection.id, id)
    if (!row) throw new ApiError(404, COMMENT_NOT_FOUND)
    return { data: commentResource(row, record.type), included: await includedOf(request, [row]) }
  }

  /** The comment a path names, when the caller wrote it: 404 when it is not the board's, 403 when another's. */
  const ownComment = async (request: FastifyRequest, collection: CollectionRow, rawId: string, userId: number) => {
    const id = parseResourceId(rawId)
    const row = id === null ? undefined : await findComment(app.db, collection.id, id)
    if (!row) throw new ApiError(404, COMMENT_NOT_FOUND)
    if (row.user_id !== userId) throw new PermissionError(NOT_AUTHORIZED)
    return row
  }

  app.get(
    base,
    {
      schema: {
        tags,
        summary: `A page of a ${noun}'s comments, newest first`,
        description:
          `Readable as the ${noun} is (members; anyone for a public one; 404 for a private one to anyone ` +
          `else). Newest first (sort is -created_at only), paged (page[size] 1 to ${COMMENTS_PAGE_SIZE_MAX}, ` +
          `default ${COMMENTS_PAGE_SIZE}); meta.total counts them all. included has the authors (names only) and ` +
          'the listings the comments name, as cards; a listing that has left the feed is shown from the summary ' +
          "stored with the comment (listing_status 'Withdrawn', unavailable: true). The chat shows a page oldest " +
          'at top and loads older pages on scroll-up.',
        params: collectionIdParams,
        querystring: listCommentsQuery,
        response: { 200: commentListDocumentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const collection = await accessibleCollection(app.db, request, request.params.id, 'read', undefined, record)
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      const { rows, total } = await listComments(app.db, collection.id, page)
      return {
        data: rows.map((row) => commentResource(row, record.type)),
        included: await includedOf(request, rows),
        meta: { total },
        links: pageLinks(`/api/v3/${record.path}/${collection.id}/comments`, page, total, { sort: '-created_at' }),
      }
    },
  )

  app.post(
    base,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: `Comments on a ${noun} (members), optionally about a listing`,
        description:
          'Answers 201 with a Location header and the comment document. The body is plain text, 1 to ' +
          `${COMMENT_BODY_MAX} characters once trimmed, without NUL characters (422 at /data/attributes/body ` +
          'otherwise); it is stored trimmed and never read as HTML. relationships.property (optional, or null) ' +
          (record.kind === 'collection'
            ? "names a listing saved in this collection (422 'Listing N is not saved in this collection' at "
            : "names a listing of the site (422 'Listing N is not on this site' at ") +
          '/data/relationships/property otherwise). The other members are notified (their comment flags). A ' +
          `non-member gets 403 for a public ${noun}, 404 for a private one.`,
        params: collectionIdParams,
        body: createCommentBodySchema,
        response: { 201: commentDocumentSchema, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const collection = await accessibleCollection(app.db, request, request.params.id, 'edit', undefined, record)
      const { attributes, relationships } = request.body.data
      const body = checkedCommentBody(attributes.body, '/data/attributes/body')
      const named = relationships?.property?.data ?? null
      const listingId = named === null ? null : parseResourceId(named.id)
      if (named !== null && (listingId === null || !(await nameable(request, collection, listingId)))) {
        const where = record.kind === 'collection' ? 'saved in this collection' : 'on this site'
        throw new ApiError(422, `Listing ${named.id} is not ${where}`, '/data/relationships/property')
      }
      const summary = await summaryOf(app.db, request.site.id, listingId)
      const id = await app.db.transaction().execute(async (trx) => {
        // Asked again, the board's row held against a delete while the comment is written.
        await accessibleCollection(trx, request, request.params.id, 'edit', 'key share', record)
        return writeComment(trx, { collectionId: collection.id, userId: user.id, body, listingId, summary })
      })
      // Live update: the other members' chats refetch (src/realtime/).
      app.publishCollectionUpdate(collection.id, user.id, { type: 'comments', id: String(id), action: 'create' })
      reply.status(201).header('location', `/api/v3/${record.path}/${collection.id}/comments/${id}`)
      return documentOf(request, collection, id)
    },
  )

  app.put(
    `${base}/:commentId`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Edits a comment's body (its author only)",
        description:
          "Answers the comment document. Another member gets 403 ('You are not authorized to perform that " +
          `action.'); a non-member 404 for a private ${noun}, 403 for a public one; a comment that is not the ` +
          `${noun}'s is 404 ('Comment not found.'). The body rules are those of create; a \`data.id\` other ` +
          "than the path's is 409 at /data/id.",
        params: commentParams,
        body: updateCommentBodySchema,
        response: { 200: commentDocumentSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const collection = await accessibleCollection(app.db, request, request.params.id, 'edit', undefined, record)
      const row = await ownComment(request, collection, request.params.commentId, user.id)
      const { data } = request.body
      if (data.id !== undefined && data.id !== String(row.id)) {
        throw new ApiError(409, "data.id must be the comment's id", '/data/id')
      }
      await updateCommentBody(app.db, row.id, checkedCommentBody(data.attributes.body, '/data/attributes/body'))
      app.publishCollectionUpdate(collection.id, user.id, { type: 'comments', id: String(row.id), action: 'update' })
      return documentOf(request, collection, row.id)
    },
  )

  app.delete(
    `${base}/:commentId`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Deletes a comment (its author only)',
        description:
          "Answers 204. Another member gets 403 ('You are not authorized to perform that action.'); a non-member " +
          `404 for a private ${noun}, 403 for a public one; a comment that is not the ${noun}'s is 404 ` +
          "('Comment not found.').",
        params: commentParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const collection = await accessibleCollection(app.db, request, request.params.id, 'edit', undefined, record)
      const row = await ownComment(request, collection, request.params.commentId, user.id)
      await deleteComment(app.db, row.id)
      app.publishCollectionUpdate(collection.id, user.id, { type: 'comments', id: String(row.id), action: 'delete' })
      return reply.status(204).send()
    },
  )
}
