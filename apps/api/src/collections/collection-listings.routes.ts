import { COMMENT_BODY_MAX, RESULTS_PAGE_SIZE } from '@idx/domain'
import { currentUser } from '../auth/site-auth.js'
import { optionalCommentBody, summaryOf, writeComment } from './comments/write-comment.js'
import { notifyCollaborators } from '../notifications/notify-collaborators.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { pageLinks } from '../jsonapi/page-links.js'
import {
  fieldsetParameter,
  findListingsByIds,
  listingResource,
  readListingFieldset,
  rowsReadFor,
  unlockedListingsOf,
  unlockHeaderSchema,
} from '../listings/index.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { accessibleCollection } from './accessible-collection.js'
import {
  addListingBodySchema,
  collectionDocumentSchema,
  collectionIdParams,
  collectionListingsDocumentSchema,
  collectionListingsQuery,
  REMOVE_MAX_IDS,
  removeListingsBodySchema,
} from './collection-schemas.js'
import { addCollectionListing, findCollectionListingPage, removeCollectionListings } from './collections.repository.js'
import type { DocumentOf } from './shared-routes-of.js'
import { siteListingId } from './site-listing-id.js'

const FIELDS = fieldsetParameter('listings')

/**
 * The listings on a board: add and remove (spec section 7's collection actions; viewed.routes.ts marks it viewed), and the
 * board's listings page by page in the order they were added, as the listing search serialises them.
 */
export function collectionListingRoutes(app: SchemaTypedApp, documentOf: DocumentOf): void {
  const tags = ['collections']

  app.post(
    '/collections/:id/add',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Saves a listing into a collection (members)',
        description:
          'Answers the collection document. `property_id` is a listing id, a number or a string of digits; adding ' +
          "a listing already there changes nothing. A listing that is not one of the site's is 422 'No listing N " +
          "on this site' at /property_id. An optional `comment` is stored in the chat with the listing as its " +
          `property (422 at /comment when over ${COMMENT_BODY_MAX} characters; blank or null: none). The other ` +
          'members are notified (add, and comment). A non-member gets 403 for a public collection, 404 for a ' +
          'private one.',
        params: collectionIdParams,
        body: addListingBodySchema,
        response: { 200: collectionDocumentSchema, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const row = await accessibleCollection(app.db, request, request.params.id, 'edit')
      const listingId = await siteListingId(app.db, request.site.id, request.body.property_id, '/property_id')
      const comment = optionalCommentBody(request.body.comment, '/comment')
      const summary = await summaryOf(app.db, request.site.id, listingId)
      await app.db.transaction().execute(async (trx) => {
        // Asked again, the board's row locked before its listings' (the lock the touch of
        // updated_at takes anyway): it may have been deleted since.
        await accessibleCollection(trx, request, request.params.id, 'edit', 'no key update')
        if (await addCollectionListing(trx, row.id, listingId, user.id)) {
          await notifyCollaborators(trx, {
            collectionId: row.id,
            actorId: user.id,
            subject: { event: 'add', listingTitle: summary?.title ?? null },
          })
        }
        if (comment !== null) {
          await writeComment(trx, { collectionId: row.id, userId: user.id, body: comment, listingId, summary })
        }
      })
      // Live update: the collection's listings (and its chat, when a comment came along) refetch.
      app.publishCollectionUpdate(row.id, user.id, {
        type: 'collection-listings',
        id: String(listingId),
        action: 'create',
      })
      if (comment !== null)
        app.publishCollectionUpdate(row.id, user.id, { type: 'comments', id: String(row.id), action: 'create' })
      return documentOf(request.site.id, row.id, user.id)
    },
  )

  app.delete(
    '/collections/:id/remove',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Removes listings from a collection (members)',
        description:
          `Answers the collection document. \`property_ids\`: 1 to ${REMOVE_MAX_IDS} listing ids (numbers or strings ` +
          'of digits); ids not in the collection are ignored. The other members are notified (remove) when any ' +
          'went. A non-member gets 403 for a public collection, 404 for a private one.',
        params: collectionIdParams,
        body: removeListingsBodySchema,
        response: { 200: collectionDocumentSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const ids = request.body.property_ids.flatMap((value) => parseResourceId(value) ?? [])
      const row = await app.db.transaction().execute(async (trx) => {
        // The board's row before its listings' rows, under the lock the touch of updated_at takes.
        const row = await accessibleCollection(trx, request, request.params.id, 'edit', 'no key update')
        const count = await removeCollectionListings(trx, row.id, ids)
        if (count > 0) {
          await notifyCollaborators(trx, {
            collectionId: row.id,
            actorId: user.id,
            subject: { event: 'remove', count },
          })
        }
        return row
      })
      app.publishCollectionUpdate(row.id, user.id, {
        type: 'collection-listings',
        id: String(row.id),
        action: 'delete',
      })
      return documentOf(request.site.id, row.id, user.id)
    },
  )

  app.get(
    '/collections/:id/listings',
    {
      schema: {
        tags,
        summary: "A page of a collection's listings, in the order they were added",
        description:
          'Readable as the collection is (members; anyone for a public one; 404 for a private one to anyone else). ' +
          'The listings come in the order they were added, each the resource the listing search answers ' +
          `(page[size] 1 to ${RESULTS_PAGE_SIZE}, default ${RESULTS_PAGE_SIZE}; fields[listings] narrows their ` +
          'attributes and rides on the paging links). meta.total counts every listing saved, also those no longer ' +
          'in the feed: their ids are in meta.unavailable_property_ids (they stay in property_ids and total_count) ' +
          'and they are left out of data. A listing still in the feed but withdrawn, expired or sold is there ' +
          'with its listing_status.',
        params: collectionIdParams,
        querystring: {
          ...collectionListingsQuery,
          properties: {
            ...collectionListingsQuery.properties,
            [FIELDS]: {
              type: 'string',
              description: 'JSON:API sparse fieldset: the comma-separated attributes each listing carries',
            },
          },
        },
        headers: unlockHeaderSchema,
        response: { 200: collectionListingsDocumentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await accessibleCollection(app.db, request, request.params.id, 'read')
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      const fields = readListingFieldset(request.query, 'listings')
      const { ids, total } = await findCollectionListingPage(app.db, row.id, page)
      const rows = await findListingsByIds(app.db, request.site.id, ids, rowsReadFor(fields))
      const byId = new Map(rows.map((listing) => [listing.id, listing]))
      const unlocked = await unlockedListingsOf(app.db, request, rows)
      return {
        data: ids.flatMap((id) => {
          const listing = byId.get(id)
          return listing ? [listingResource(listing, 'listings', fields, unlocked)] : []
        }),
        meta: { total, page, unavailable_property_ids: ids.filter((id) => !byId.has(id)).map(String) },
        links: pageLinks(
          `/api/v3/collections/${row.id}/listings`,
          page,
          total,
          fields === null ? {} : { [FIELDS]: [...fields].join(',') },
        ),
      }
    },
  )
}
