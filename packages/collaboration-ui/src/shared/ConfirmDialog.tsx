import { Dialog } from '@idx/ui'
import { useId } from 'react'

export interface ConfirmDialogProps {
  open: boolean
  /** The question, which is also the dialog's name. */
  question: string
  noLabel?: string
  yesLabel?: string
  onNo: () => void
  onYes: () => void
  /** The yes action runs: its button is `aria-disabled`. */
  busy?: boolean
}

/**
 * A yes/no confirmation on the kit's modal `Dialog`: focus starts on the safe answer (No), Escape
 * answers No, and focus returns to the opener.
 *
 * @example
 * <ConfirmDialog open question="Remove Ann?" noLabel="NO" yesLabel="YES" onNo={close} onYes={remove} />
 */
export function ConfirmDialog({
  open,
  question,
  noLabel = 'No',
  yesLabel = 'Yes',
  onNo,
  onYes,
  busy,
}: ConfirmDialogProps) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      onClose={onNo}
      labelledBy={titleId}
      className="idx-collab__dialog"
      initialFocus="[data-answer='no']"
    >
      <p id={titleId} className="idx-collab__title">
        {question}
      </p>
      <div className="idx-collab__actions">
        <button type="button" data-answer="no" className="idx-collab__button idx-collab__button--quiet" onClick={onNo}>
          {noLabel}
        </button>
        <button
          type="button"
          className="idx-collab__button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onYes()
          }}
        >
          {yesLabel}
        </button>
      </div>
    </Dialog>
  )
}
