import { commentsOldestFirst, normalizeCached } from '@idx/api-client/react'
import { CommentThread } from '@idx/collaboration-ui'
import type { NewComment } from '@idx/collaboration-ui'
import { collectionPath } from '@idx/domain'
import type { Comment } from '@idx/domain'
import { useFlash } from '@idx/ui'
import { useMemo } from 'react'
import { useHref, useOutletContext, useSearchParams } from 'react-router'
import { useRenderTimeZone } from '../../app/served-page.js'
import type { CollectionPanelContext } from '../collection-panel-context.js'
import { PanelFrame } from './PanelFrame.js'
import { commentForThread, failureMessage, mentionListing } from './panel-models.js'

/** Listings offered after '@': the board's first page (the server's largest). */
const MENTION_LISTINGS_PAGE_SIZE = 40

/** The query parameter naming the listing the chat opens with (spec §2: "chat (takes a selected property id)"). */
export const SELECTED_PROPERTY_PARAM = 'property_id'

/**
 * `collection/{id}/chat[?property_id=]`: the collection's chat, newest at the bottom, older pages
 * on scroll-up; '@' mentions the board's listings, and `property_id` attaches one from the start.
 * Posting, editing and deleting show at once and roll back when the server refuses.
 */
export function ChatPanel() {
  const { api, collectionId, user, closePanel } = useOutletContext<CollectionPanelContext>()
  const flash = useFlash()
  const [params] = useSearchParams()
  const appRoot = useHref('/')
  const zone = useRenderTimeZone()
  const chat = api.useGetCollectionCommentsInfiniteQuery(collectionId)
  const board = api.useGetCollectionListingsQuery({ id: collectionId, size: MENTION_LISTINGS_PAGE_SIZE })
  const [createComment] = api.useCreateCommentMutation()
  const [updateComment] = api.useUpdateCommentMutation()
  const [deleteComment] = api.useDeleteCommentMutation()

  const comments = useMemo(() => commentsOldestFirst(chat.data).comments.map(commentForThread), [chat.data])
  const listings = useMemo(
    () => (board.data ? (normalizeCached(board.data).data ?? []).map(mentionListing) : []),
    [board.data],
  )
  const selectedId = params.get(SELECTED_PROPERTY_PARAM)
  const selectedListing = listings.find((listing) => listing.id === selectedId) ?? null

  async function post({ body, property_id }: NewComment) {
    const result = await createComment({ id: collectionId, body, property_id, author: user })
    // Spec §4: a failed comment is only logged (the optimistic one is taken back by the endpoint).
    if (result.error) console.error('The comment could not be added:', result.error)
  }
  async function edit(comment: Comment, body: string) {
    const result = await updateComment({
      id: collectionId,
      commentId: comment.id,
      body,
      property_id: comment.property_id ?? null,
    })
    if (result.error) flash(failureMessage(result.error), 'error')
  }
  async function destroy(comment: Comment) {
    const result = await deleteComment({ id: collectionId, commentId: comment.id })
    if (result.error) flash(failureMessage(result.error), 'error')
  }

  return (
    <PanelFrame title="Chat" onClose={closePanel}>
      <CommentThread
        comments={comments}
        state={chat.isLoading ? 'loading' : chat.isError && !chat.data ? 'error' : 'ready'}
        currentUserId={user.id}
        listings={listings}
        selectedListing={selectedListing}
        hasOlder={chat.hasNextPage}
        loadingOlder={chat.isFetchingNextPage}
        onLoadOlder={() => void chat.fetchNextPage()}
        onRetry={() => void chat.refetch()}
        onPost={post}
        onEdit={edit}
        onDelete={destroy}
        zone={zone}
        listingHref={(listingId) =>
          `${appRoot}${collectionPath(collectionId, `listing/${encodeURIComponent(listingId)}`)}`
        }
      />
    </PanelFrame>
  )
}
