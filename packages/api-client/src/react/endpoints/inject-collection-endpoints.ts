import {
  defaultSerializeQueryArgs,
  type EndpointDefinitions,
  type InfiniteData,
  type InfiniteQueryDefinition,
} from '@reduxjs/toolkit/query/react'
import { COMMENTS_PAGE_SIZE, type Listing } from '@idx/domain'
import type { ApiError } from '../../http/api-result.js'
import {
  commentsFromDocument,
  type CollectionInvitation,
  type CollectionRecord,
  type CommentRecord,
  type JoinRecordInfo,
  type SubscriptionKey,
} from '../../collections/collection-models.js'
import {
  acceptInviteBody,
  addListingBody,
  collectionCreateBody,
  collectionListQuery,
  collectionListingsQuery,
  collectionUpdateBody,
  commentBody,
  commentsQuery,
  invitationBody,
  joinRequest,
  removeListingsBody,
  subscriptionBody,
  type AddListingInput,
  type CollectionCreateInput,
  type CollectionListQuery,
  type CollectionUpdateInput,
  type CommentInput,
} from '../../collections/collection-requests.js'
import { normalizeDocument } from '../../jsonapi/normalize-document.js'
import type { JsonApiDocument, JsonApiResource } from '../../jsonapi/types.js'
import type { IdxApiWith, IdxEndpointBuilder } from '../idx-base-api.js'
import type { IdxBaseQuery } from '../idx-base-query.js'
import { LIST_TAG_ID, listTags, type IdxTag, type IdxTagType } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'
import {
  chatTag,
  sharedRecordListTag,
  sharedRecordPath,
  sharedRecordTag,
  type SharedRecordArg,
  type SharedRecordKind,
} from './shared-record.js'
import { toggleSubscriptionQuery } from './subscription-toggle.js'

/** Collections per request of the lists: the server's most, so a sidebar list is one page. */
export const COLLECTION_LIST_PAGE_SIZE = 100

/** `GET collections/{id}/listings`: a page of a board's listings (size 1 for the count, from `meta.total`). */
export interface CollectionListingsArg {
  readonly id: ResourceId
  readonly page?: number
  readonly size?: number
}

/** Which record an invite link joins (`join/{type}/{id}/{code}`). */
export interface JoinArg {
  readonly type: string
  readonly id: ResourceId
  readonly given: string
}

/**
 * A change to one collection. The chat, invitation, uninvite, accept-invite and member-removal
 * endpoints take a `SharedRecordArg` instead: `kind: 'saved-search'` sends them to a saved search,
 * shared exactly as a collection.
 */
export interface CollectionArg {
  readonly id: ResourceId
}

/**
 * Whose chat `getCollectionComments` reads: a collection's by its id, a saved search's by
 * `{ id, kind: 'saved-search' }` (`{ id }` alone is a collection's too).
 */
export type ChatArg = ResourceId | SharedRecordArg

/** The chat's cache argument: a collection's is its bare id, so both spellings share one entry. */
function chatArg(arg: ChatArg): ChatArg {
  if (typeof arg !== 'object') return arg
  return arg.kind === 'saved-search' ? { id: arg.id, kind: 'saved-search' } : arg.id
}

function chatRef(arg: ChatArg): { id: ResourceId; kind: SharedRecordKind } {
  return typeof arg === 'object' ? { id: arg.id, kind: arg.kind ?? 'collection' } : { id: arg, kind: 'collection' }
}

/** A comment's author as the optimistic comment shows it until the server answers. */
export interface CommentAuthor {
  readonly id: ResourceId
  readonly first_name?: string | null
  readonly last_name?: string | null
  readonly full_name?: string | null
}

/** A page of comments as cached: the raw document, newest first. */
export type CommentsDocument = TypedDocument<CommentRecord[]>

const collectionTag = (id: ResourceId): IdxTag => ({ type: 'Collection', id: String(id) })
const COLLECTION_LIST: IdxTag = { type: 'Collection', id: LIST_TAG_ID }
const boardTags = (id: ResourceId): IdxTag[] => [
  collectionTag(id),
  COLLECTION_LIST,
  { type: 'CollectionListing', id: String(id) },
]
const commentTag = (id: ResourceId): IdxTag => chatTag(id)
/** The record's own tag and, when `withList`, its kind's lists. */
const recordTags = ({ id, kind }: SharedRecordArg, withList = false): IdxTag[] => [
  sharedRecordTag(id, kind),
  ...(withList ? [sharedRecordListTag(kind)] : []),
]

/** Tags of a change that succeeded; none for one that failed (nothing changed to refetch). */
function onSuccess<Arg>(tags: (arg: Arg) => IdxTag[]) {
  return (_result: unknown, error: ApiError | undefined, arg: Arg): IdxTag[] => (error ? [] : tags(arg))
}

let optimisticIds = 0

type CommentsPages = InfiniteData<CommentsDocument, number>
type CommentsDefinition = InfiniteQueryDefinition<ChatArg, number, IdxBaseQuery, IdxTagType, CommentsDocument, string>

/**
 * Adds the collections endpoints (spec §7; apps/api/README.md "Collections"): the lists, one
 * collection, its listings, its chat (an infinite query over older pages), join links, and every
 * change, each invalidating what shows it.
 */
export function injectCollectionEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  const queries = api.injectEndpoints({
    endpoints: (build) => ({
      /**
       * `GET collections`: the user's collections (`onlyMembership`: every one they are a member
       * of; `onlyClients`: an agent's clients'), sorted by name by the server, 100 a page.
       */
      getCollections: build.query<TypedDocument<CollectionRecord[]>, CollectionListQuery | void>({
        query: (arg) => ({
          path: 'collections',
          query: collectionListQuery({ page: { size: COLLECTION_LIST_PAGE_SIZE }, ...(arg ?? {}) }),
        }),
        transformResponse: documentOf<CollectionRecord[]>(),
        providesTags: (result) => listTags('Collection', result),
      }),

      /** `GET collections/{id}`: 404 for a private collection of others ('Collection not found.'). */
      getCollection: build.query<TypedDocument<CollectionRecord | null>, ResourceId>({
        query: (id) => ({ path: `collections/${encodeURIComponent(id)}` }),
        transformResponse: documentOf<CollectionRecord | null>(),
        providesTags: (_result, _error, id) => [collectionTag(id)],
      }),

      /**
       * `GET collections/{id}/listings`: a page of the board's listings in the order they were
       * added (no filter, no market; `meta.total` counts them all, `size: 1` for just the count).
       */
      getCollectionListings: build.query<TypedDocument<Listing[]>, CollectionListingsArg>({
        query: ({ id, page, size }) => ({
          path: `collections/${encodeURIComponent(id)}/listings`,
          query: collectionListingsQuery({ number: page, size }),
        }),
        transformResponse: documentOf<Listing[]>(),
        providesTags: (result, _error, { id }) => [
          { type: 'CollectionListing', id: String(id) },
          ...listTags('Listing', result),
        ],
      }),

      /**
       * `GET collections/{id}/comments`, 20 a page, newest first: an infinite query whose first
       * page is the newest; `fetchNextPage()` loads older comments (the chat's scroll-up). Read
       * them oldest first with `commentsOldestFirst(data)`. `{ id, kind: 'saved-search' }` reads
       * a saved search's chat (`GET saved_searches/{id}/comments`).
       */
      getCollectionComments: build.infiniteQuery<CommentsDocument, ChatArg, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (lastPage, _pages, lastPageParam) => {
            const { total, data } = normalizeDocument(lastPage)
            const count = Array.isArray(data) ? data.length : 0
            if (total === null) return count < COMMENTS_PAGE_SIZE ? undefined : lastPageParam + 1
            return lastPageParam * COMMENTS_PAGE_SIZE < total ? lastPageParam + 1 : undefined
          },
        },
        serializeQueryArgs: ({ queryArgs, endpointDefinition, endpointName }) =>
          defaultSerializeQueryArgs({ queryArgs: chatArg(queryArgs), endpointDefinition, endpointName }),
        query: ({ queryArg, pageParam }) => {
          const { id, kind } = chatRef(queryArg)
          return { path: `${sharedRecordPath(id, kind)}/comments`, query: commentsQuery(pageParam) }
        },
        transformResponse: documentOf<CommentRecord[]>(),
        providesTags: (_result, _error, arg) => {
          const { id, kind } = chatRef(arg)
          return [chatTag(id, kind)]
        },
      }),

      /** `GET joins/{type}/{id}?given=`: the invite a link shows; 404 for a wrong, used or expired code. */
      getJoin: build.query<TypedDocument<JoinRecordInfo | null>, JoinArg>({
        query: ({ type, id, given }) => joinRequest(type, id, given),
        transformResponse: documentOf<JoinRecordInfo | null>(),
        providesTags: (_result, _error, { type, id }) => [{ type: 'Join', id: `${type}-${id}` }],
      }),
    }),
  })

  // `updateQueryData` cannot name an endpoint of `queries` while `Definitions` is still generic;
  // this view of the same slice knows only the chat query, which is all the patches touch.
  const chat = asChatApi(queries)

  /** Replaces the cached chat of record `id` by `change(chat)`; the returned patch undoes it. */
  const patchComments = (record: SharedRecordArg, change: (pages: CommentsPages) => CommentsPages) =>
    chat.util.updateQueryData('getCollectionComments', chatArg(record), (draft) => change(draft))

  return queries.injectEndpoints({
    endpoints: (build) => ({
      /** `POST collections` with a name and optionally a first listing and its comment. */
      createCollection: build.mutation<TypedDocument<CollectionRecord | null>, CollectionCreateInput>({
        query: (input) => ({ method: 'POST', path: 'collections', body: collectionCreateBody(input) }),
        transformResponse: documentOf<CollectionRecord | null>(),
        invalidatesTags: onSuccess(() => [COLLECTION_LIST]),
      }),

      /** `PATCH collections/{id}` (name, is_public). Debounce the edit screen's saves with `createDebouncedSave`. */
      updateCollection: build.mutation<TypedDocument<CollectionRecord | null>, CollectionArg & CollectionUpdateInput>({
        query: ({ id, ...input }) => ({
          method: 'PATCH',
          path: `collections/${encodeURIComponent(id)}`,
          body: collectionUpdateBody(id, input),
        }),
        transformResponse: documentOf<CollectionRecord | null>(),
        invalidatesTags: onSuccess(({ id }) => [collectionTag(id), COLLECTION_LIST]),
      }),

      /** `DELETE collections/{id}` (the owner only). */
      deleteCollection: build.mutation<unknown, ResourceId>({
        query: (id) => ({ method: 'DELETE', path: `collections/${encodeURIComponent(id)}` }),
        invalidatesTags: onSuccess((id) => [...boardTags(id), commentTag(id)]),
      }),

      /** `POST collections/{id}/add` with `property_id` and an optional comment. */
      addToCollection: build.mutation<unknown, CollectionArg & AddListingInput>({
        query: ({ id, ...input }) => ({
          method: 'POST',
          path: `collections/${encodeURIComponent(id)}/add`,
          body: addListingBody(input),
        }),
        invalidatesTags: onSuccess(({ id, comment }) => [
          ...boardTags(id),
          ...(comment?.trim() ? [commentTag(id)] : []),
        ]),
      }),

      /** `DELETE collections/{id}/remove` with `property_ids`. */
      removeFromCollection: build.mutation<unknown, CollectionArg & { readonly property_ids: readonly ResourceId[] }>({
        query: ({ id, property_ids }) => ({
          method: 'DELETE',
          path: `collections/${encodeURIComponent(id)}/remove`,
          body: removeListingsBody(property_ids),
        }),
        invalidatesTags: onSuccess(({ id }) => boardTags(id)),
      }),

      /** `PUT collections/{id}/viewed`: clears the user's unviewed count (browser only, spec §4). */
      markCollectionViewed: build.mutation<unknown, ResourceId>({
        query: (id) => ({ method: 'PUT', path: `collections/${encodeURIComponent(id)}/viewed` }),
        invalidatesTags: onSuccess((id) => [collectionTag(id), COLLECTION_LIST]),
      }),

      /**
       * `POST collections/{id}/invite` (a saved search's with `kind: 'saved-search'`) with `email`:
       * 201 with the invitation; 422 already invited or a collaborator.
       */
      inviteToCollection: build.mutation<
        TypedDocument<CollectionInvitation | null>,
        SharedRecordArg & { readonly email: string }
      >({
        query: ({ id, kind, email }) => ({
          method: 'POST',
          path: `${sharedRecordPath(id, kind)}/invite`,
          body: invitationBody(email),
        }),
        transformResponse: documentOf<CollectionInvitation | null>(),
        invalidatesTags: onSuccess((arg) => recordTags(arg)),
      }),

      /** `DELETE collections/{id}/uninvite` (or `saved_searches/{id}/…`) with `email`. */
      uninviteFromCollection: build.mutation<unknown, SharedRecordArg & { readonly email: string }>({
        query: ({ id, kind, email }) => ({
          method: 'DELETE',
          path: `${sharedRecordPath(id, kind)}/uninvite`,
          body: invitationBody(email),
        }),
        invalidatesTags: onSuccess((arg) => recordTags(arg)),
      }),

      /**
       * `PUT collections/{id}/accept_invite` (or `saved_searches/{id}/…`) with `given`: the user
       * joins. The join screen goes to the record whatever the outcome (spec §4), so a 404 is only
       * worth logging.
       */
      acceptCollectionInvite: build.mutation<
        TypedDocument<CollectionRecord | null>,
        SharedRecordArg & { readonly given: string }
      >({
        query: ({ id, kind, given }) => ({
          method: 'PUT',
          path: `${sharedRecordPath(id, kind)}/accept_invite`,
          body: acceptInviteBody(given),
        }),
        transformResponse: documentOf<CollectionRecord | null>(),
        invalidatesTags: onSuccess(({ id, kind = 'collection' }) => [
          ...(kind === 'collection' ? boardTags(id) : recordTags({ id, kind }, true)),
          chatTag(id, kind),
          { type: 'Join', id: `${kind}-${id}` },
        ]),
      }),

      /**
       * `DELETE collections/{id}/members/{userId}` (or `saved_searches/{id}/…`): the owner removes
       * a collaborator, or a collaborator leaves.
       */
      removeCollectionMember: build.mutation<unknown, SharedRecordArg & { readonly userId: ResourceId }>({
        query: ({ id, kind, userId }) => ({
          method: 'DELETE',
          path: `${sharedRecordPath(id, kind)}/members/${encodeURIComponent(userId)}`,
        }),
        invalidatesTags: onSuccess((arg) => recordTags(arg, true)),
      }),

      /** `PUT collections/{id}/subscribe` with `subscription_action` and `subscription_method`. */
      subscribeCollection: subscriptionChange(build, 'subscribe'),

      /** `PUT collections/{id}/unsubscribe`, the same body. */
      unsubscribeCollection: subscriptionChange(build, 'unsubscribe'),

      /**
       * The notification toggle (spec §4): reads the member's flags fresh (`GET collections/{id}`),
       * unsubscribes when the subscription with that action and method exists, else subscribes;
       * then the collection refetches.
       */
      toggleCollectionSubscription: build.mutation<
        TypedDocument<CollectionRecord | null>,
        CollectionArg & SubscriptionKey
      >({
        queryFn: toggleSubscriptionQuery<CollectionRecord>((id) => `collections/${encodeURIComponent(id)}`),
        invalidatesTags: onSuccess(({ id }) => [collectionTag(id)]),
      }),

      /**
       * `POST collections/{id}/comments` (a saved search's chat with `kind: 'saved-search'`).
       * Shown at once (an optimistic comment at the bottom of the chat, by `author` when given);
       * removed again if the server refuses it. Failures are only worth logging (spec §4).
       */
      createComment: build.mutation<
        TypedDocument<CommentRecord | null>,
        SharedRecordArg & CommentInput & { readonly author?: CommentAuthor }
      >({
        query: ({ id, kind, body, property_id }) => ({
          method: 'POST',
          path: `${sharedRecordPath(id, kind)}/comments`,
          body: commentBody({ body, property_id }),
        }),
        transformResponse: documentOf<CommentRecord | null>(),
        async onQueryStarted({ id, kind, body, property_id, author }, { dispatch, queryFulfilled }) {
          const resource = optimisticComment(body, property_id, author)
          const patch = dispatch(
            patchComments({ id, kind }, (pages) =>
              mapPages(pages, (page, index) =>
                index > 0
                  ? page
                  : withTotal(
                      {
                        ...page,
                        data: [resource, ...resourcesOf(page)],
                        included: author ? [...(page.included ?? []), authorResource(author)] : page.included,
                      },
                      1,
                    ),
              ),
            ),
          )
          try {
            await queryFulfilled
          } catch {
            patch.undo()
          }
        },
        invalidatesTags: onSuccess(({ id, kind }) => [chatTag(id, kind)]),
      }),

      /**
       * `PUT collections/{id}/comments/{commentId}` (or `saved_searches/{id}/…`; the author only).
       * Edited in place at once; rolled back on failure.
       */
      updateComment: build.mutation<
        TypedDocument<CommentRecord | null>,
        SharedRecordArg & { readonly commentId: ResourceId } & CommentInput
      >({
        query: ({ id, kind, commentId, body, property_id }) => ({
          method: 'PUT',
          path: `${sharedRecordPath(id, kind)}/comments/${encodeURIComponent(commentId)}`,
          body: commentBody({ body, property_id }),
        }),
        transformResponse: documentOf<CommentRecord | null>(),
        async onQueryStarted({ id, kind, commentId, body }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            patchComments({ id, kind }, (pages) =>
              mapPages(pages, (page) => ({
                ...page,
                data: resourcesOf(page).map((resource) =>
                  resource.id === String(commentId)
                    ? { ...resource, attributes: { ...resource.attributes, body: body.trim() } }
                    : resource,
                ),
              })),
            ),
          )
          try {
            await queryFulfilled
          } catch {
            patch.undo()
          }
        },
        invalidatesTags: onSuccess(({ id, kind }) => [chatTag(id, kind)]),
      }),

      /**
       * `DELETE collections/{id}/comments/{commentId}` (or `saved_searches/{id}/…`; the author
       * only). Gone at once; back on failure.
       */
      deleteComment: build.mutation<unknown, SharedRecordArg & { readonly commentId: ResourceId }>({
        query: ({ id, kind, commentId }) => ({
          method: 'DELETE',
          path: `${sharedRecordPath(id, kind)}/comments/${encodeURIComponent(commentId)}`,
        }),
        async onQueryStarted({ id, kind, commentId }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            patchComments({ id, kind }, (pages) =>
              mapPages(pages, (page) => {
                const before = resourcesOf(page)
                const after = before.filter((resource) => resource.id !== String(commentId))
                return after.length === before.length ? page : withTotal({ ...page, data: after }, -1)
              }),
            ),
          )
          try {
            await queryFulfilled
          } catch {
            patch.undo()
          }
        },
        invalidatesTags: onSuccess(({ id, kind }) => [chatTag(id, kind)]),
      }),
    }),
  })
}

/**
 * The slice seen as holding only the chat query: `updateQueryData` cannot name an endpoint of a
 * slice whose other endpoints are still a type parameter. The one place this is asserted; the
 * query is injected just above with this very definition.
 */
function asChatApi(api: object): IdxApiWith<{ getCollectionComments: CommentsDefinition }> {
  return api as IdxApiWith<{ getCollectionComments: CommentsDefinition }>
}

/** `PUT collections/{id}/subscribe` or `…/unsubscribe`, answering the collection with the member's flags. */
function subscriptionChange(build: IdxEndpointBuilder, action: 'subscribe' | 'unsubscribe') {
  return build.mutation<TypedDocument<CollectionRecord | null>, CollectionArg & SubscriptionKey>({
    query: ({ id, ...key }) => ({
      method: 'PUT',
      path: `collections/${encodeURIComponent(id)}/${action}`,
      body: subscriptionBody(key),
    }),
    transformResponse: documentOf<CollectionRecord | null>(),
    invalidatesTags: onSuccess(({ id }) => [collectionTag(id)]),
  })
}

/** A comments page's resources. */
function resourcesOf(page: JsonApiDocument): readonly JsonApiResource[] {
  return Array.isArray(page.data) ? page.data : []
}

function mapPages(
  pages: CommentsPages,
  change: (page: CommentsDocument, index: number) => CommentsDocument,
): CommentsPages {
  return { ...pages, pages: pages.pages.map(change) }
}

/** `page` with its `meta.total` moved by `by` (when it has one). */
function withTotal(page: CommentsDocument, by: number): CommentsDocument {
  const total = page.meta?.total
  return typeof total === 'number' ? { ...page, meta: { ...page.meta, total: Math.max(0, total + by) } } : page
}

function optimisticComment(
  body: string,
  propertyId: ResourceId | null | undefined,
  author: CommentAuthor | undefined,
): JsonApiResource {
  const now = new Date().toISOString()
  const property = propertyId === undefined || propertyId === null ? null : String(propertyId)
  return {
    type: 'comments',
    id: `optimistic-${++optimisticIds}`,
    attributes: {
      body: body.trim(),
      title: null,
      property_id: property,
      created_at: now,
      updated_at: now,
      sending: true,
    },
    relationships: {
      user: { data: author ? { type: 'users', id: String(author.id) } : null },
      property: { data: property ? { type: 'listings', id: property } : null },
    },
  }
}

function authorResource({ id, ...names }: CommentAuthor): JsonApiResource {
  return { type: 'users', id: String(id), attributes: names }
}

/**
 * The comments of an infinite chat query, oldest first (the chat shows the oldest at the top),
 * and the collection's comment count (`meta.total` of the newest page).
 *
 * @example
 * const { data } = api.useGetCollectionCommentsInfiniteQuery(collectionId)
 * const { comments, total } = commentsOldestFirst(data)
 */
export function commentsOldestFirst(data: InfiniteData<CommentsDocument, number> | undefined): {
  readonly comments: CommentRecord[]
  readonly total: number | null
} {
  if (!data) return { comments: [], total: null }
  const seen = new Set<string>()
  const comments: CommentRecord[] = []
  for (const page of data.pages) {
    for (const comment of commentsFromDocument(page).comments) {
      // Pages shift as comments arrive: a comment may sit on two cached pages for a moment.
      if (seen.has(comment.id)) continue
      seen.add(comment.id)
      comments.push(comment)
    }
  }
  return { comments: comments.reverse(), total: data.pages[0] ? commentsFromDocument(data.pages[0]).total : null }
}
