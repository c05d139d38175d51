import { COMMENT_BODY_MAX } from '@idx/domain'
import type { Collection } from '@idx/domain'
import { Dialog, HeartIcon, VISUALLY_HIDDEN_CLASS } from '@idx/ui'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'
import { Style } from '../shared/Style.js'
import { SAVE_DIALOG_CSS } from './save-dialog-css.js'

/** Where the listing goes: an existing collection, or a new one by name. */
export type SaveTarget = { kind: 'existing'; collectionId: string } | { kind: 'new'; name: string }

/** The home being saved, as the dialog names it: its address and its cover photo. */
export interface SaveListingSummary {
  /** The street address (the listing's title). */
  readonly title: string
  /** City, state and zip (the listing's subtitle). */
  readonly subtitle?: string | null
  /** The cover photo, shown as a thumbnail; none draws a grey box. */
  readonly photoUrl?: string | null
}

export interface SaveToCollectionDialogProps {
  open: boolean
  onClose: () => void
  /** The user's collections; none gives 'Curate Your Collection' and a name field only. */
  collections: readonly Pick<Collection, 'id' | 'name'>[]
  /** The home being saved: its photo and address head the dialog, so the user sees which one. */
  listing?: SaveListingSummary | null
  /**
   * The ids of the collections that already hold the listing: each is marked 'Saved', and the
   * first collection that does not hold it is chosen at first (saving again only adds the comment).
   */
  savedIn?: readonly string[]
  /** Saves; resolves with the server's error details (each listed) or nothing on success. */
  onSave: (target: SaveTarget, comment: string) => Promise<readonly string[] | undefined | void>
}

/** The dialog's title: which one depends on whether the user has collections. */
export function saveDialogTitle(hasCollections: boolean): string {
  return hasCollections ? 'Pick An Existing Collection or Create a New One?' : 'Curate Your Collection'
}

const NEW = '__new__'

const NONE_SAVED: readonly string[] = []

/**
 * Saving a listing: the home's photo and address, an optional comment, then an existing
 * collection (radio; those already holding it marked 'Saved') or a new one by name (required).
 * Server errors are listed in the dialog, each its detail.
 *
 * @example
 * <SaveToCollectionDialog open collections={mine} listing={{ title: '7 Main St', subtitle: 'Austin, TX', photoUrl }}
 *   savedIn={['3']} onClose={close} onSave={(target, comment) => save(target, comment)} />
 */
export function SaveToCollectionDialog({
  open,
  onClose,
  collections,
  listing,
  savedIn = NONE_SAVED,
  onSave,
}: SaveToCollectionDialogProps) {
  const id = useId()
  const hasCollections = collections.length > 0
  const [choice, setChoice] = useState<string>(
    () =>
      collections.find((c) => !savedIn.includes(c.id))?.id ?? (savedIn.length > 0 ? NEW : (collections[0]?.id ?? NEW)),
  )
  const [name, setName] = useState('')
  const [comment, setComment] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [errors, setErrors] = useState<readonly string[]>([])
  const [saving, setSaving] = useState(false)
  const creating = choice === NEW

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    if (creating && !name.trim()) {
      setNameError('Name is required')
      document.getElementById(`${id}-name`)?.focus()
      return
    }
    setSaving(true)
    setErrors([])
    try {
      const target: SaveTarget = creating
        ? { kind: 'new', name: name.trim() }
        : { kind: 'existing', collectionId: choice }
      const refused = await onSave(target, comment.trim())
      if (refused && refused.length) setErrors(refused)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={listing ? `${id}-home` : undefined}
      className="idx-collab__dialog idx-collab__dialog--save"
      initialFocus="textarea"
    >
      <CollabStyles />
      <Style id="idx-collab-save" css={SAVE_DIALOG_CSS} />
      <form className="idx-collab" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving || undefined}>
        <h2 id={`${id}-title`} className="idx-collab__title">
          {saveDialogTitle(hasCollections)}
        </h2>
        {listing ? <HomeSummary id={`${id}-home`} listing={listing} /> : null}
        <label htmlFor={`${id}-comment`} className="idx-collab__label">
          Comment (optional)
        </label>
        <textarea
          id={`${id}-comment`}
          className="idx-collab__input"
          maxLength={COMMENT_BODY_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        {hasCollections ? (
          <fieldset style={{ border: 'none', padding: 0, margin: '8px 0' }}>
            <legend className="idx-collab__label">Collection</legend>
            <div style={{ maxHeight: 240, overflowY: 'auto' }}>
              {collections.map((c) => (
                <label key={c.id} className="idx-collab__switch" style={{ overflowWrap: 'anywhere' }}>
                  <input
                    type="radio"
                    name="collection"
                    value={c.id}
                    checked={choice === c.id}
                    onChange={() => setChoice(c.id)}
                  />
                  <span className="idx-collab__grow">{c.name}</span>
                  {/* A space between the name and 'Saved' in the radio's name (the flex layout drops it). */}{' '}
                  {savedIn.includes(c.id) ? (
                    <span className="idx-collab__saved">
                      <HeartIcon variant="filled" className="idx-collab__heart" />
                      Saved
                    </span>
                  ) : null}
                </label>
              ))}
              <label className="idx-collab__switch">
                <input type="radio" name="collection" value={NEW} checked={creating} onChange={() => setChoice(NEW)} />
                Create a new collection
              </label>
            </div>
          </fieldset>
        ) : null}
        {creating ? (
          <>
            <label htmlFor={`${id}-name`} className="idx-collab__label">
              New collection name
            </label>
            <input
              id={`${id}-name`}
              className="idx-collab__input"
              required
              aria-invalid={nameError ? true : undefined}
              aria-describedby={`${id}-name-error`}
              value={name}
              onChange={(event) => {
                setName(event.target.value)
                setNameError(null)
              }}
            />
            <p id={`${id}-name-error`} className="idx-collab__error">
              {nameError ?? ''}
            </p>
          </>
        ) : null}
        <div role="alert">
          {errors.length ? (
            <ul className="idx-collab__error">
              {errors.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="idx-collab__actions">
          <button type="submit" className="idx-collab__button" aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="idx-collab__button idx-collab__button--quiet" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  )
}

/** The home being saved: its cover photo beside its address (the dialog's description). */
function HomeSummary({ id, listing }: { id: string; listing: SaveListingSummary }) {
  return (
    <div className="idx-collab__home">
      {listing.photoUrl ? (
        <img className="idx-collab__home-photo" src={listing.photoUrl} alt="" width={120} height={75} />
      ) : (
        <span className="idx-collab__home-photo" aria-hidden="true" />
      )}
      {/* Read as one line, 'Street, City, ST zip' (the dialog's description); the two lines drawn
          are for the eye (a block between them would read as a space before the comma). */}
      <p id={id} className={VISUALLY_HIDDEN_CLASS}>
        {listing.subtitle ? `${listing.title}, ${listing.subtitle}` : listing.title}
      </p>
      <p className="idx-collab__home-address" aria-hidden="true">
        <strong>{listing.title}</strong>
        {listing.subtitle ? <span className="idx-collab__home-subtitle">{listing.subtitle}</span> : null}
      </p>
    </div>
  )
}
