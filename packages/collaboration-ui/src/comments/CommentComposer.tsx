import { VISUALLY_HIDDEN_CLASS } from '@idx/ui'
import { COMMENT_BODY_MAX } from '@idx/domain'
import { useId, useRef, useState } from 'react'
import type { FormEvent, KeyboardEvent } from 'react'
import { AttachedListing } from './AttachedListing.js'
import { listingAddress, mentionMatches, mentionQuery, removeMention } from './mention-rules.js'
import type { MentionListing, MentionQuery } from './mention-rules.js'

/** What a new comment carries. */
export type NewComment = { body: string; property_id: string | null }

export interface CommentComposerProps {
  /** The collection's listings, offered after '@'. */
  listings: readonly MentionListing[]
  /** Posts; the composer empties when it resolves (a failure is the host's to log). */
  onPost: (comment: NewComment) => Promise<void> | void
  /**
   * A listing chosen before the chat opened (e.g. the chat route's `?property_id=`): attached to the
   * next comment, as if picked after '@'. A different listing replaces the attachment; removable.
   */
  selectedListing?: MentionListing | null
}

/**
 * The chat input: 'Type your message...', the hint 'Type @ to mention a specific listing in your
 * message', and a combobox: '@' opens a listbox of the collection's listings (arrows move, Enter
 * picks, Escape closes); the pick becomes the comment's attachment. Enter (with the list closed)
 * sends. One line: ARIA has no multi-line combobox (a textarea may not take the role).
 */
export function CommentComposer({ listings, onPost, selectedListing = null }: CommentComposerProps) {
  const id = useId()
  const areaRef = useRef<HTMLInputElement>(null)
  const [body, setBody] = useState('')
  const [mention, setMention] = useState<MentionQuery | null>(null)
  const [active, setActive] = useState(0)
  const [attachment, setAttachment] = useState<MentionListing | null>(selectedListing)
  const [selectedId, setSelectedId] = useState(selectedListing?.id ?? null)
  // The selection may arrive after the first render (the listings load): attach it once it does.
  if ((selectedListing?.id ?? null) !== selectedId) {
    setSelectedId(selectedListing?.id ?? null)
    if (selectedListing) setAttachment(selectedListing)
  }
  const [posting, setPosting] = useState(false)
  const matches = mention ? mentionMatches(listings, mention.query) : []
  const open = mention !== null
  const listboxId = `${id}-listbox`

  function track(text: string, caret: number) {
    const next = mentionQuery(text, caret)
    setMention(next)
    if (next?.query !== mention?.query) setActive(0)
  }

  function pick(listing: MentionListing) {
    if (!mention) return
    const { text, caret } = removeMention(body, mention)
    setBody(text)
    setAttachment(listing)
    setMention(null)
    requestAnimationFrame(() => {
      areaRef.current?.focus()
      areaRef.current?.setSelectionRange(caret, caret)
    })
  }

  async function post(event?: FormEvent) {
    event?.preventDefault()
    const text = body.trim()
    if (!text || posting) return
    setPosting(true)
    try {
      await onPost({ body: text, property_id: attachment?.id ?? null })
      setBody('')
      setAttachment(null)
    } finally {
      setPosting(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        if (matches.length === 0) return
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((i) => (i + step + matches.length) % matches.length)
        return
      }
      if (event.key === 'Escape') {
        event.preventDefault() // a dialog around the thread stays open
        setMention(null)
        return
      }
      if (event.key === 'Enter') {
        event.preventDefault() // picks; with nothing to pick, Escape first, then Enter sends
        const chosen = matches[active]
        if (chosen) pick(chosen)
        return
      }
    }
  }

  const activeId = open && matches[active] ? `${id}-option-${matches[active].id}` : undefined
  return (
    <form onSubmit={(event) => void post(event)} aria-busy={posting || undefined}>
      {attachment ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <AttachedListing listing={attachment} />
          <button
            type="button"
            className="idx-collab__icon-button"
            aria-label={`Remove ${listingAddress(attachment)} from the message`}
            onClick={() => setAttachment(null)}
          >
            ✕
          </button>
        </div>
      ) : null}
      <label htmlFor={`${id}-input`} className={VISUALLY_HIDDEN_CLASS}>
        Message
      </label>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <input
          ref={areaRef}
          id={`${id}-input`}
          type="text"
          autoComplete="off"
          className="idx-collab__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={`${id}-hint`}
          placeholder="Type your message..."
          maxLength={COMMENT_BODY_MAX}
          value={body}
          onChange={(event) => {
            setBody(event.target.value)
            track(event.target.value, event.target.selectionStart ?? event.target.value.length)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setMention(null)}
        />
        <button type="submit" className="idx-collab__button" aria-disabled={!body.trim() || posting || undefined}>
          Send
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Listings in this collection"
        className="idx-collab__listbox"
        hidden={!open}
      >
        {matches.map((listing, index) => (
          <li
            key={listing.id}
            id={`${id}-option-${listing.id}`}
            role="option"
            aria-selected={index === active}
            className="idx-collab__option"
            // Before the textarea's blur, so the click picks rather than closes.
            onMouseDown={(event) => {
              event.preventDefault()
              pick(listing)
            }}
          >
            {listingAddress(listing)}
          </li>
        ))}
        {open && matches.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className="idx-collab__option">
            No matching listings
          </li>
        ) : null}
      </ul>
      <p id={`${id}-hint`} className="idx-collab__muted">
        Type @ to mention a specific listing in your message
      </p>
    </form>
  )
}
