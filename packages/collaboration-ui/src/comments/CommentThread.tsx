import type { Comment } from '@idx/domain'
import { useLayoutEffect, useRef } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'
import { LoadFailed } from '../shared/LoadFailed.js'
import { CommentComposer } from './CommentComposer.js'
import type { NewComment } from './CommentComposer.js'
import { CommentItem } from './CommentItem.js'
import type { MentionListing } from './mention-rules.js'

/** Where the thread is: first page loading, failed, or showing. */
export type CommentThreadState = 'loading' | 'error' | 'ready'

export interface CommentThreadProps {
  /** The comments loaded so far, in any order (shown oldest at the top). */
  comments: readonly (Comment & { property?: MentionListing | null })[]
  state?: CommentThreadState
  /** The signed-in user: their comments get the Edit / Delete menu. */
  currentUserId: string
  /** The collection's listings, offered after '@'. */
  listings: readonly MentionListing[]
  /** More (older) pages exist. */
  hasOlder?: boolean
  /** An older page is loading. */
  loadingOlder?: boolean
  /** Loads the next older page: called when the list is scrolled to its top (or the button pressed). */
  onLoadOlder?: () => void
  onPost: (comment: NewComment) => Promise<void> | void
  onEdit: (comment: Comment, body: string) => Promise<void> | void
  onDelete: (comment: Comment) => Promise<void> | void
  onRetry?: () => void
  listingHref?: (listingId: string) => string
  zone?: string
  /** A listing to attach to the next comment from the start (the chat route's selected property). */
  selectedListing?: MentionListing | null
}

const byCreatedAt = (a: Comment, b: Comment) =>
  Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id)

/**
 * The chat of a collection: oldest at the top, scrolled to the newest; scrolling to the top (or
 * 'Load older messages') asks for older pages and keeps the reader's place; 'No Activity Yet' when
 * empty; the composer below. Bodies are text, never HTML.
 *
 * @example
 * <CommentThread comments={pages.flat()} currentUserId={me.id} listings={listings} hasOlder onLoadOlder={next}
 *   onPost={post} onEdit={edit} onDelete={destroy} />
 */
export function CommentThread({
  comments,
  state = 'ready',
  currentUserId,
  listings,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  onPost,
  onEdit,
  onDelete,
  onRetry,
  listingHref,
  zone,
  selectedListing = null,
}: CommentThreadProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const sorted = [...comments].sort(byCreatedAt)
  const newestId = sorted.at(-1)?.id
  const oldestId = sorted[0]?.id
  const seen = useRef<{ newest?: string; oldest?: string; height: number; top: number }>({ height: 0, top: 0 })

  // A new newest comment scrolls to the bottom; an older page prepended keeps the reader's place.
  useLayoutEffect(
    function keepPlace() {
      const box = scrollRef.current
      if (!box) return
      const before = seen.current
      if (newestId !== before.newest) box.scrollTop = box.scrollHeight
      else if (oldestId !== before.oldest) box.scrollTop = box.scrollHeight - before.height + before.top
      seen.current = { newest: newestId, oldest: oldestId, height: box.scrollHeight, top: box.scrollTop }
    },
    [newestId, oldestId],
  )

  function onScroll() {
    const box = scrollRef.current
    if (!box) return
    seen.current = { ...seen.current, height: box.scrollHeight, top: box.scrollTop }
    if (box.scrollTop <= 4 && hasOlder && !loadingOlder) onLoadOlder?.()
  }

  let content
  if (state === 'loading') {
    content = (
      <p role="status" className="idx-collab__muted">
        Loading messages…
      </p>
    )
  } else if (state === 'error') {
    content = <LoadFailed message="The messages could not be loaded." onRetry={onRetry} />
  } else if (sorted.length === 0) {
    content = <p className="idx-collab__muted">No Activity Yet</p>
  } else {
    content = (
      <>
        {hasOlder ? (
          <button
            type="button"
            className="idx-collab__button idx-collab__button--quiet"
            aria-disabled={loadingOlder || undefined}
            onClick={() => {
              if (!loadingOlder) onLoadOlder?.()
            }}
          >
            {loadingOlder ? 'Loading older messages…' : 'Load older messages'}
          </button>
        ) : null}
        <ol className="idx-collab__list" aria-label="Messages">
          {sorted.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              isAuthor={comment.user?.id === currentUserId}
              onEdit={onEdit}
              onDelete={onDelete}
              listingHref={listingHref}
              zone={zone}
            />
          ))}
        </ol>
      </>
    )
  }

  return (
    <section className="idx-collab idx-collab__thread" aria-label="Chat">
      <CollabStyles />
      <div
        ref={scrollRef}
        className="idx-collab__messages"
        onScroll={onScroll}
        aria-busy={state === 'loading' || loadingOlder || undefined}
        // Scrollable, so keyboard users can scroll it.
        tabIndex={0}
        role="log"
        aria-label="Messages so far"
      >
        {content}
      </div>
      <CommentComposer listings={listings} onPost={onPost} selectedListing={selectedListing} />
    </section>
  )
}
