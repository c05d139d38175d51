import { Dialog } from '@idx/ui'
import { useId, type ReactNode } from 'react'
import type { SavedSearchScope } from '../shared/search-scope.js'

/** The modal's title (spec §2, saved searches). */
export const EDIT_FILTERS_TITLE = 'Edit Search Filters'

/**
 * 'Edit Search Filters': the search form over a saved search's results, which follow each change
 * at once. Cancel (or Escape) puts the filters back as they were when it opened; Save stores them.
 */
export function EditFiltersDialog({
  editor,
  children,
}: {
  editor: NonNullable<SavedSearchScope['editor']>
  children: ReactNode
}) {
  const titleId = useId()
  return (
    // Focus starts on the title: on the omnibox it would open its hints over the modal's buttons.
    <Dialog open onClose={editor.onCancel} labelledBy={titleId} className="edit-filters" initialFocus="h2">
      <h2 id={titleId} className="edit-filters__title" tabIndex={-1}>
        {EDIT_FILTERS_TITLE}
      </h2>
      <div className="edit-filters__form">{children}</div>
      <div className="edit-filters__actions">
        <button type="button" className="edit-filters__button edit-filters__button--quiet" onClick={editor.onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="edit-filters__button"
          aria-disabled={editor.saving || undefined}
          onClick={() => {
            if (!editor.saving) editor.onSave()
          }}
        >
          Save
        </button>
      </div>
    </Dialog>
  )
}
