import { PUBLIC_OWNER_ONLY_MESSAGE, validateCollection } from '@idx/domain'
import type { CollectionFormValues } from '@idx/domain'
import { FormShell, Heading, TextField } from '@idx/ui'
import type { FormShellState, SubmissionErrors } from '@idx/ui'
import { useId, useState } from 'react'
import { Field } from 'react-final-form'
import { CollabStyles } from '../shared/CollabStyles.js'
import { ConfirmDialog } from '../shared/ConfirmDialog.js'
import { useEditScreen } from '../shared/useEditScreen.js'

/** The title of a failed save's alert (spec, error catalogue). */
export const SAVE_FAILED_TITLE = 'Whoops, something went wrong...'

export interface CollectionEditFormProps {
  collection: { name: string; is_public?: boolean | null }
  /** Only the owner sees the delete icon and may change the Public switch (a collaborator sees it disabled). */
  isOwner: boolean
  /** Saves; resolves with the server's messages (`_form` holds the first error detail) or nothing. */
  onSave: (values: CollectionFormValues) => Promise<SubmissionErrors<keyof CollectionFormValues> | undefined | void>
  /** Deletes after the confirm modal's Yes; the host then says 'Your collection has been deleted' and goes to the index. */
  onDelete?: () => void | Promise<void>
}

function Alert({ submitError }: FormShellState, saved: string | null) {
  if (submitError) {
    return (
      <div role="alert" className="idx-collab__alert">
        <strong>{SAVE_FAILED_TITLE}</strong>
        <p style={{ margin: '4px 0 0' }}>{submitError}</p>
      </div>
    )
  }
  return (
    <p role="status" className="idx-collab__muted">
      {saved ? `${saved} was updated successfully` : ''}
    </p>
  )
}

/** A bin drawn in SVG: an emoji glyph is a blank box where the system has no emoji font. */
function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * The collection edit screen: name (required, focused on open) and 'Public' checkbox, Save; the
 * owner also gets a delete icon that asks first. Success reads '{name} was updated successfully';
 * a refusal shows 'Whoops, something went wrong...' with the server's first error detail.
 *
 * @example
 * <CollectionEditForm collection={c} isOwner onSave={(v) => save(v)} onDelete={() => destroy()} />
 */
export function CollectionEditForm({ collection, isOwner, onSave, onDelete }: CollectionEditFormProps) {
  const titleId = useId()
  const { rootRef, confirming, setConfirming, deleting, confirmDelete } = useEditScreen(onDelete)
  const [saved, setSaved] = useState<string | null>(null)

  return (
    <div ref={rootRef} className="idx-collab">
      <CollabStyles />
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Heading level={2} id={titleId} className="idx-collab__title idx-collab__grow">
          Edit Collection
        </Heading>
        {isOwner && onDelete ? (
          <button
            type="button"
            className="idx-collab__icon-button"
            aria-label="Delete collection"
            onClick={() => setConfirming(true)}
          >
            <TrashIcon />
          </button>
        ) : null}
      </div>
      <FormShell<CollectionFormValues>
        labelledBy={titleId}
        fieldOrder={['name']}
        validate={validateCollection}
        initialValues={{ name: collection.name, is_public: collection.is_public === true }}
        onAttempt={() => setSaved(null)}
        onSubmit={onSave}
        onSuccess={(values) => setSaved(values.name)}
        submitLabel="Save"
        renderAlert={(state) => Alert(state, saved)}
      >
        <TextField spec={{ name: 'name', label: 'Name', required: true }} messageTiming="submit" />
        <Field<boolean> name="is_public" type="checkbox">
          {({ input }) => (
            <>
              <label className="idx-collab__switch">
                <input
                  type="checkbox"
                  name={input.name}
                  checked={input.checked === true}
                  // Who sees a board is its owner's choice: a collaborator sees it, not changes it.
                  disabled={!isOwner}
                  aria-describedby={isOwner ? undefined : `${titleId}-public-owner`}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                />
                Public (anyone with the link can view it)
              </label>
              {isOwner ? null : (
                <p id={`${titleId}-public-owner`} className="idx-collab__muted">
                  {PUBLIC_OWNER_ONLY_MESSAGE}
                </p>
              )}
            </>
          )}
        </Field>
      </FormShell>
      <ConfirmDialog
        open={confirming}
        question={`Are you sure you want to permanently delete the collection ${collection.name}?`}
        busy={deleting}
        onNo={() => setConfirming(false)}
        onYes={() => void confirmDelete()}
      />
    </div>
  )
}
