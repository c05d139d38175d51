import { useEffect, useId, useRef } from 'react'
import type { KeyboardEvent, SyntheticEvent } from 'react'
import { Heading } from '../auth/Heading'
import { InquiryForm } from './InquiryForm'
import type { InquiryFormProps } from './InquiryForm'
import { INQUIRY_TITLE } from './inquiryMessages'
import { InquiryStyles } from './InquiryStyles'

export interface InquiryModalProps extends Omit<InquiryFormProps, 'labelledBy' | 'headingLevel' | 'className'> {
  /** Whether the dialog shows (the listing route's `inquiry` query parameter). */
  open: boolean
  /** The close button and Escape. Focus then returns to what had it before the dialog opened. */
  onClose: () => void
}

/**
 * The 'Ask a Question' dialog around an `InquiryForm`: a modal `<dialog>`, so the page behind it
 * is inert and focus stays inside; focus starts on the first field, Escape or × closes it, and
 * focus returns to the button that opened it.
 *
 * @example
 * <button onClick={() => setInquiry(true)}>Ask a Question</button>
 * <InquiryModal open={inquiry} onClose={() => setInquiry(false)} listing={listing} onSubmit={sendInquiry} />
 */
export function InquiryModal({ open, onClose, ...formProps }: InquiryModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(
    function showWhileOpen() {
      const dialog = dialogRef.current
      if (!open || !dialog) return
      const opener = document.activeElement
      if (!dialog.open) dialog.showModal()
      const first = dialog.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')
      first?.focus()
      return function closeAndReturnFocus() {
        if (dialog.open) dialog.close()
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
      }
    },
    [open],
  )

  // Escape closes through the host (it owns `open`), so the browser does not close the dialog
  // alone. A control that uses Escape itself (the agent picker's list) prevents the default first.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault() // no native `cancel` as well
    onClose()
  }

  // Other ways of cancelling (a platform's back gesture) go the same way.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault()
    onClose()
  }

  if (!open) return null
  return (
    <dialog
      ref={dialogRef}
      className="idx-inquiry-modal"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      // Should the browser close it anyway (a second Escape), the host hears of it.
      onClose={() => {
        if (dialogRef.current?.isConnected) onClose()
      }}
    >
      <InquiryStyles />
      <div className="idx-auth idx-inquiry idx-inquiry-modal__header">
        <Heading level={2} id={titleId}>
          {INQUIRY_TITLE}
        </Heading>
        <button type="button" className="idx-inquiry-modal__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <InquiryForm {...formProps} labelledBy={titleId} />
    </dialog>
  )
}
