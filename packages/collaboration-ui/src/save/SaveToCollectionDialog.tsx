import { COMMENT_BODY_MAX } from '@idx/domain'
import type { Collection } from '@idx/domain'
import { Dialog } from '@idx/ui'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'

/** Where the listing goes: an existing collection, or a new one by name. */
export type SaveTarget = { kind: 'existing'; collectionId: string } | { kind: 'new'; name: string }

export interface SaveToCollectionDialogProps {
  open: boolean
  onClose: () => void
  /** The user's collections; none gives 'Curate Your Collection' and a name field only. */
  collections: readonly Pick<Collection, 'id' | 'name'>[]
  /** Saves; resolves with the server's error details (each listed) or nothing on success. */
  onSave: (target: SaveTarget, comment: string) => Promise<readonly string[] | undefined | void>
}

/** The dialog's title: which one depends on whether the user has collections. */
export function saveDialogTitle(hasCollections: boolean): string {
  return hasCollections ? 'Pick An Existing Collection or Create a New One?' : 'Curate Your Collection'
}

const NEW = '__new__'

/**
 * Saving a listing: an optional comment, then an existing collection (radio) or a new one by name
 * (required). Server errors are listed in the dialog, each its detail.
 *
 * @example
 * <SaveToCollectionDialog open collections={mine} onClose={close} onSave={(target, comment) => save(target, comment)} />
 */
export function SaveToCollectionDialog({ open, onClose, collections, onSave }: SaveToCollectionDialogProps) {
  const id = useId()
  const hasCollections = collections.length > 0
  const [choice, setChoice] = useState<string>(collections[0]?.id ?? NEW)
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
      className="idx-collab__dialog"
      initialFocus="textarea"
    >
      <CollabStyles />
      <form className="idx-collab" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving || undefined}>
        <h2 id={`${id}-title`} className="idx-collab__title">
          {saveDialogTitle(hasCollections)}
        </h2>
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
                  {c.name}
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
