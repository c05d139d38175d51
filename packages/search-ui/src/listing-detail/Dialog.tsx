import { Dialog as ModalDialog } from '@idx/ui'
import { useId } from 'react'
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
 * The listing page's dialogs (photos, showing data): the kit's modal `Dialog` with a title bar
 * and a Close button. The empty `<dialog>` stays in the page while closed.
 */
export function Dialog({ title, open, onClose, variant = 'panel', children }: DialogProps) {
  const titleId = useId()
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      className={`idx-detail-dialog idx-detail-dialog--${variant}`}
      labelledBy={titleId}
      whenClosed="keep"
    >
      <div className="idx-detail-dialog__bar">
        <h2 id={titleId} className="idx-detail-dialog__title">
          {title}
        </h2>
        <button type="button" className="idx-detail__button" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="idx-detail-dialog__body">{children}</div>
    </ModalDialog>
  )
}
