import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'

export interface DialogProps {
  title: string
  open: boolean
  onClose: () => void
  /** 'photos' is the full-screen dark photo viewer. */
  variant?: 'panel' | 'photos'
  children: ReactNode
}

/**
 * A modal on the native `<dialog>`: `showModal` gives the focus trap, the inert page behind and
 * Escape for free, and focus goes back to the opener when it closes.
 */
export function Dialog({ title, open, onClose, variant = 'panel', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(
    function syncDialogOpen() {
      const dialog = ref.current
      if (!dialog) return
      if (open && !dialog.open) dialog.showModal()
      if (!open && dialog.open) dialog.close()
    },
    [open],
  )
  return (
    <dialog
      ref={ref}
      className={`idx-detail-dialog idx-detail-dialog--${variant}`}
      aria-labelledby={titleId}
      onClose={onClose}
      // Escape closes natively too; handled here so the state follows at once (and synthetic keys work).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        onClose()
      }}
    >
      {open ? (
        <>
          <div className="idx-detail-dialog__bar">
            <h2 id={titleId} className="idx-detail-dialog__title">
              {title}
            </h2>
            <button type="button" className="idx-detail__button" onClick={onClose}>
              Close
            </button>
          </div>
          <div className="idx-detail-dialog__body">{children}</div>
        </>
      ) : null}
    </dialog>
  )
}
