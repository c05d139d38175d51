import { SAVED_SEARCH_FORM_DEFAULTS, validateSavedSearch } from '@idx/domain'
import type { SavedSearchFormValues } from '@idx/domain'
import { Dialog, FormShell, TextField } from '@idx/ui'
import type { FormShellState, SubmissionErrors } from '@idx/ui'
import { useId } from 'react'
import { Field } from 'react-final-form'
import { CollabStyles } from '../shared/CollabStyles.js'
import { FilterSummary } from './FilterSummary.js'
import { SAVE_FAILED_TITLE } from '../collection-edit/CollectionEditForm.js'
import { AlertFrequencyField } from './AlertFrequencyField.js'

/** The save-search dialog's title (spec §2, sidebar dialog titles). */
export const SAVE_SEARCH_TITLE = 'Create a Saved Search'

/** The dialog's values: the saved search's, and for an agent whom it is saved for ('' themselves). */
export type SaveSearchValues = SavedSearchFormValues & { for_user_id?: string }

/** Someone an agent may save the search for (one of their clients). */
export interface SaveSearchOwner {
  readonly id: string
  readonly name: string
}

export interface SaveSearchDialogProps {
  open: boolean
  onClose: () => void
  /** What the search looks for, in a shopper's words ('Beds: 3 or more'), shown so they know what they save. */
  summary?: readonly { label: string; value: string }[]
  /** Saves; resolves with the server's messages (`_form` holds the first error detail) or nothing. */
  onSave: (values: SaveSearchValues) => Promise<SubmissionErrors<keyof SaveSearchValues> | undefined | void>
  /** The name field's first value (default empty, as the spec's defaults say). */
  initialName?: string
  /** An agent's clients: a 'Save for' select offers them beside the agent (the client then owns it). */
  owners?: readonly SaveSearchOwner[]
}

function Alert({ submitError }: FormShellState) {
  return submitError ? (
    <div role="alert" className="idx-collab__alert">
      <strong>{SAVE_FAILED_TITLE}</strong>
      <p style={{ margin: '4px 0 0' }}>{submitError}</p>
    </div>
  ) : null
}

/**
 * 'Create a Saved Search': the search's filters as a summary, a name (required, focused on open)
 * and 'Search Alerts' (default daily), Save and Cancel.
 *
 * @example
 * <SaveSearchDialog open summary={[{ label: 'Beds', value: '3 or more' }]} onClose={close} onSave={(v) => create(v)} />
 */
export function SaveSearchDialog({
  open,
  onClose,
  summary = [],
  onSave,
  initialName = '',
  owners = [],
}: SaveSearchDialogProps) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="idx-collab__dialog idx-collab"
      initialFocus="input[name='name']"
    >
      <CollabStyles />
      <h2 id={titleId} className="idx-collab__title">
        {SAVE_SEARCH_TITLE}
      </h2>
      <p className="idx-collab__muted">
        Get an alert when new homes match this search, or when their price or status changes.
      </p>
      {summary.length > 0 ? (
        <FilterSummary rows={summary} label="This search" />
      ) : (
        <p className="idx-collab__muted">
          This search has no filters: it will tell you about every new home on the market.
        </p>
      )}
      <FormShell<SaveSearchValues>
        labelledBy={titleId}
        fieldOrder={['name', 'frequency']}
        validate={validateSavedSearch}
        initialValues={{ ...SAVED_SEARCH_FORM_DEFAULTS, name: initialName, for_user_id: '' }}
        onSubmit={onSave}
        submitLabel="Save"
        renderAlert={Alert}
        footer={
          // Wrapped: the form's column stretches its children, and Cancel is a button's width.
          <div>
            <button type="button" className="idx-collab__button idx-collab__button--quiet" onClick={onClose}>
              Cancel
            </button>
          </div>
        }
      >
        <TextField spec={{ name: 'name', label: 'Name', required: true }} messageTiming="submit" />
        <AlertFrequencyField />
        {owners.length > 0 ? <OwnerField owners={owners} /> : null}
      </FormShell>
    </Dialog>
  )
}

/** 'Save for': the agent themselves, or one of their clients (who then owns it and is e-mailed). */
function OwnerField({ owners }: { owners: readonly SaveSearchOwner[] }) {
  const id = useId()
  return (
    <Field<string> name="for_user_id">
      {({ input }) => (
        <div>
          <label className="idx-collab__label" htmlFor={id}>
            Save for
          </label>
          <select
            id={id}
            name={input.name}
            className="idx-collab__input"
            value={input.value ?? ''}
            aria-describedby={`${id}-note`}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          >
            <option value="">Myself</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </select>
          <p id={`${id}-note`} className="idx-collab__muted">
            A client you save it for owns it, gets its alerts and is told by e-mail; you can see it too.
          </p>
        </div>
      )}
    </Field>
  )
}
