import { COMMENT_BODY_MAX, commentDate } from '@idx/domain'
import type { Comment, User } from '@idx/domain'
import { LetterAvatar } from '@idx/ui'
import { useId, useRef, useState } from 'react'
import { ConfirmDialog } from '../shared/ConfirmDialog.js'
import { AttachedListing } from './AttachedListing.js'
import type { MentionListing } from './mention-rules.js'

export interface CommentItemProps {
  comment: Comment & { property?: MentionListing | null }
  /** Only the author gets the Edit / Delete menu (authorship is the user id). */
  isAuthor: boolean
  onEdit: (comment: Comment, body: string) => Promise<void> | void
  onDelete: (comment: Comment) => Promise<void> | void
  listingHref?: (listingId: string) => string
  zone?: string
}

function authorName(user: User | null): string {
  return user?.full_name || [user?.first_name, user?.last_name].filter(Boolean).join(' ') || 'Former member'
}

/**
 * One comment: avatar 32, name, 'ddd, MMM Do - h:mma', the body as text, and its listing. The
 * author's menu (⋯ on the name's line) offers Edit (a form with Save / Cancel; Cancel rolls back)
 * and Delete (asks 'Are you sure you want to delete this comment?'), shown under the message so
 * the message keeps its width.
 */
export function CommentItem({ comment, isAuthor, onEdit, onDelete, listingHref, zone }: CommentItemProps) {
  const id = useId()
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const [mode, setMode] = useState<'view' | 'menu' | 'edit'>('view')
  const [draft, setDraft] = useState(comment.body)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const name = authorName(comment.user)
  const date = commentDate(comment.created_at, zone ? { zone } : {})

  function cancelEdit() {
    setDraft(comment.body)
    setMode('view')
    requestAnimationFrame(() => menuButtonRef.current?.focus())
  }

  async function save() {
    const body = draft.trim()
    if (!body || busy) return
    setBusy(true)
    try {
      await onEdit(comment, body)
      setMode('view')
    } catch {
      setDraft(comment.body) // the server kept the old body
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    setBusy(true)
    try {
      await onDelete(comment)
      setConfirming(false)
    } finally {
      setBusy(false)
    }
  }

  const property = comment.property ?? (comment.property_id ? null : undefined)
  const ownMenu = isAuthor && mode !== 'edit' && !comment.sending
  return (
    <li className="idx-collab__comment" aria-labelledby={`${id}-who`}>
      <LetterAvatar name={name} size="chat" />
      <div className="idx-collab__grow">
        <div className="idx-collab__comment-head">
          <p id={`${id}-who`} className="idx-collab__comment-who">
            <strong>{name}</strong> <span className="idx-collab__muted">{date}</span>
          </p>
          {ownMenu ? (
            <button
              ref={menuButtonRef}
              type="button"
              className="idx-collab__icon-button"
              aria-label="Comment actions"
              aria-expanded={mode === 'menu'}
              aria-controls={`${id}-menu`}
              onClick={() => setMode(mode === 'menu' ? 'view' : 'menu')}
            >
              <span aria-hidden="true">⋯</span>
            </button>
          ) : null}
        </div>
        {mode === 'edit' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void save()
            }}
          >
            <label htmlFor={`${id}-edit`} className="idx-collab__label">
              Edit message
            </label>
            <textarea
              id={`${id}-edit`}
              className="idx-collab__input"
              autoFocus
              maxLength={COMMENT_BODY_MAX}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault()
                  cancelEdit()
                }
              }}
            />
            <div className="idx-collab__actions">
              <button type="submit" className="idx-collab__button" aria-disabled={busy || !draft.trim() || undefined}>
                Save
              </button>
              <button type="button" className="idx-collab__button idx-collab__button--quiet" onClick={cancelEdit}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <p className="idx-collab__comment-body">{comment.body}</p>
        )}
        {ownMenu ? (
          // Under the message, not beside it: opening the menu never narrows the message.
          <div id={`${id}-menu`} hidden={mode !== 'menu'} className="idx-collab__actions idx-collab__comment-actions">
            <button
              type="button"
              className="idx-collab__button idx-collab__button--quiet"
              onClick={() => {
                setDraft(comment.body)
                setMode('edit')
              }}
            >
              Edit
            </button>
            <button
              type="button"
              className="idx-collab__button idx-collab__button--quiet"
              // The menu stays open under the modal, so focus comes back to Delete on No.
              onClick={() => setConfirming(true)}
            >
              Delete
            </button>
          </div>
        ) : null}
        {property !== undefined ? (
          <AttachedListing listing={property} href={property && listingHref ? listingHref(property.id) : undefined} />
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        question="Are you sure you want to delete this comment?"
        busy={busy}
        onNo={() => setConfirming(false)}
        onYes={() => void remove()}
      />
    </li>
  )
}
