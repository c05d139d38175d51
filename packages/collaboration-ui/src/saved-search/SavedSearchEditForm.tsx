import { validateSavedSearch } from '@idx/domain'
import type { SavedSearchFormValues } from '@idx/domain'
import { FormShell, Heading, TextField } from '@idx/ui'
import type { FormShellState, SubmissionErrors } from '@idx/ui'
import { useId, useState, type ReactNode } from 'react'
import { SAVE_FAILED_TITLE } from '../collection-edit/CollectionEditForm.js'
import { CollabStyles } from '../shared/CollabStyles.js'
import { ConfirmDialog } from '../shared/ConfirmDialog.js'
import { useEditScreen } from '../shared/useEditScreen.js'
import { AlertFrequencyField } from './AlertFrequencyField.js'

/** Shown when a save fails and the server gave no error list (spec, error catalogue). */
export const SAVED_SEARCH_SAVE_FAILED = 'An error occurred while saving'

/** Beside a collaborator's disabled Search Alerts: the frequency is the owner's. */
export const FREQUENCY_OWNER_ONLY_NOTE = "Only the search's owner changes how often its alerts go out."

export interface SavedSearchEditFormProps {
  savedSearch: SavedSearchFormValues
  /** Only the owner changes the frequency and sees 'Delete Search'. */
  isOwner: boolean
  /** Saves; resolves with the server's messages (`_form` holds the first error detail) or nothing. */
  onSave: (values: SavedSearchFormValues) => Promise<SubmissionErrors<keyof SavedSearchFormValues> | undefined | void>
  /** Deletes after the confirm modal's Yes; the host then says 'Your search has been deleted' and goes to the index. */
  onDelete?: () => void | Promise<void>
  /** The notification switches, drawn under the form (`NotificationToggles kind="saved-search"`). */
  notifications?: ReactNode
}

function Alert({ submitError }: FormShellState, saved: string | null, failedWithoutMessage: boolean) {
  if (submitError || failedWithoutMessage) {
    return (
      <div role="alert" className="idx-collab__alert">
        <strong>{SAVE_FAILED_TITLE}</strong>
        <p style={{ margin: '4px 0 0' }}>{submitError ?? SAVED_SEARCH_SAVE_FAILED}</p>
      </div>
    )
  }
  return (
    <p role="status" className="idx-collab__muted">
      {saved ? `${saved} was updated successfully` : ''}
    </p>
  )
}

/**
 * The saved search's edit screen: its name (focused on open), Search Alerts, Save, the member's
 * notification switches and, for the owner, 'Delete Search', which asks first.
 *
 * @example
 * <SavedSearchEditForm savedSearch={{ name: 'Condos', frequency: 'daily' }} isOwner onSave={save} onDelete={destroy} />
 */
export function SavedSearchEditForm({
  savedSearch,
  isOwner,
  onSave,
  onDelete,
  notifications,
}: SavedSearchEditFormProps) {
  const titleId = useId()
  const { rootRef, confirming, setConfirming, deleting, confirmDelete } = useEditScreen(onDelete)
  const [saved, setSaved] = useState<string | null>(null)
  // The server refused without an error list, or the request failed: the spec's generic message.
  const [failed, setFailed] = useState(false)

  return (
    <div ref={rootRef} className="idx-collab">
      <CollabStyles />
      <Heading level={2} id={titleId} className="idx-collab__title">
        Edit Search
      </Heading>
      <FormShell<SavedSearchFormValues>
        labelledBy={titleId}
        fieldOrder={['name', 'frequency']}
        validate={validateSavedSearch}
        initialValues={savedSearch}
        onAttempt={() => {
          setSaved(null)
          setFailed(false)
        }}
        onSubmit={onSave}
        onSuccess={(values) => setSaved(values.name)}
        onFailure={() => setFailed(true)}
        submitLabel="Save"
        renderAlert={(state) => Alert(state, saved, failed)}
      >
        <TextField spec={{ name: 'name', label: 'Name', required: true }} messageTiming="submit" />
        <AlertFrequencyField disabled={!isOwner} {...(isOwner ? {} : { note: FREQUENCY_OWNER_ONLY_NOTE })} />
      </FormShell>
      {notifications}
      {isOwner && onDelete ? (
        <p style={{ marginTop: 16 }}>
          <button
            type="button"
            className="idx-collab__button idx-collab__button--quiet"
            onClick={() => setConfirming(true)}
          >
            Delete Search
          </button>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        question={`Are you sure you want to permanently delete the saved search ${savedSearch.name}?`}
        busy={deleting}
        onNo={() => setConfirming(false)}
        onYes={() => void confirmDelete()}
      />
    </div>
  )
}
