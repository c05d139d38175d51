import { commentsOldestFirst, normalizeCached } from '@idx/api-client/react'
import { CommentThread } from '@idx/collaboration-ui'
import type { NewComment } from '@idx/collaboration-ui'
import type { Comment } from '@idx/domain'
import { useFlash } from '@idx/ui'
import { useMemo } from 'react'
import { useHref, useOutletContext, useSearchParams } from 'react-router'
import { useRenderTimeZone } from '../../app/served-page.js'
import { PanelFrame } from '../PanelFrame.js'
import { commentForThread, failureMessage, mentionListing, recordPath } from './panel-models.js'
import type { RecordPanelContext } from './record-panel-context.js'

/** Listings offered after '@': the board's (or the saved search's results') first page (the server's largest). */
const MENTION_LISTINGS_PAGE_SIZE = 40

/** The query parameter naming the listing the chat opens with (spec §2: "chat (takes a selected property id)"). */
export const SELECTED_PROPERTY_PARAM = 'property_id'

/**
 * `collection/{id}/chat[?property_id=]` and `saved-search/{id}/chat`: the record's chat, newest at
 * the bottom, older pages on scroll-up; '@' mentions the board's listings (a saved search's: its
 * results), and `property_id` attaches one from the start. Posting, editing and deleting show at
 * once and roll back when the server refuses.
 */
export function ChatPanel() {
  const { api, kind, recordId, record, user, mentionSearch, closePanel } = useOutletContext<RecordPanelContext>()
  const flash = useFlash()
  const [params] = useSearchParams()
  const appRoot = useHref('/')
  const zone = useRenderTimeZone()
  const chat = api.useGetCollectionCommentsInfiniteQuery({ id: recordId, kind })
  const board = api.useGetCollectionListingsQuery(
    { id: recordId, size: MENTION_LISTINGS_PAGE_SIZE },
    { skip: mentionSearch !== null },
  )
  const results = api.useSearchListingsQuery(
    { ...mentionSearch, page: { number: 1, size: MENTION_LISTINGS_PAGE_SIZE } },
    { skip: mentionSearch === null },
  )
  const offered = mentionSearch === null ? board.data : results.data
  const [createComment] = api.useCreateCommentMutation()
  const [updateComment] = api.useUpdateCommentMutation()
  const [deleteComment] = api.useDeleteCommentMutation()

  const comments = useMemo(() => commentsOldestFirst(chat.data).comments.map(commentForThread), [chat.data])
  const listings = useMemo(() => (offered ? (normalizeCached(offered).data ?? []).map(mentionListing) : []), [offered])
  const selectedId = params.get(SELECTED_PROPERTY_PARAM)
  const selectedListing = listings.find((listing) => listing.id === selectedId) ?? null

  async function post({ body, property_id }: NewComment) {
    const result = await createComment({ id: recordId, kind, body, property_id, author: user })
    // Spec §4: a failed comment is only logged (the optimistic one is taken back by the endpoint).
    if (result.error) console.error('The comment could not be added:', result.error)
  }
  async function edit(comment: Comment, body: string) {
    const result = await updateComment({
      id: recordId,
      kind,
      commentId: comment.id,
      body,
      property_id: comment.property_id ?? null,
    })
    if (result.error) flash(failureMessage(result.error), 'error')
  }
  async function destroy(comment: Comment) {
    const result = await deleteComment({ id: recordId, kind, commentId: comment.id })
    if (result.error) flash(failureMessage(result.error), 'error')
  }

  return (
    <PanelFrame api={api} recordName={record.name} title="Chat" onClose={closePanel}>
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
          `${appRoot}${recordPath(kind, recordId, `listing/${encodeURIComponent(listingId)}`)}`
        }
      />
    </PanelFrame>
  )
}
