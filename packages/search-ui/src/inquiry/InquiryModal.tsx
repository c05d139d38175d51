import { Dialog, Heading } from '@idx/ui'
import { useId } from 'react'
import { InquiryForm } from './InquiryForm.js'
import type { InquiryFormProps } from './InquiryForm.js'
import { INQUIRY_TITLE } from './inquiry-messages.js'
import { InquiryStyles } from './InquiryStyles.js'

export interface InquiryModalProps extends Omit<InquiryFormProps, 'labelledBy' | 'headingLevel' | 'className'> {
  /** Whether the dialog shows (the listing route's `inquiry` query parameter). */
  open: boolean
  /** The close button and Escape. Focus then returns to what had it before the dialog opened. */
  onClose: () => void
}

/**
 * The 'Ask a Question' dialog around an `InquiryForm`: the kit's modal `Dialog`, so the page behind
 * it is inert and focus stays inside; focus starts on the first field, Escape or × closes it, and
 * focus returns to the button that opened it.
 *
 * @example
 * <button onClick={() => setInquiry(true)}>Ask a Question</button>
 * <InquiryModal open={inquiry} onClose={() => setInquiry(false)} listing={listing} onSubmit={sendInquiry} />
 */
export function InquiryModal({ open, onClose, ...formProps }: InquiryModalProps) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="idx-inquiry-modal"
      labelledBy={titleId}
      initialFocus={'input:not([type="hidden"]), textarea'}
    >
      <InquiryStyles />
      <div className="idx-auth idx-inquiry idx-inquiry-modal__header">
        <Heading level={2} id={titleId} className="idx-auth__title">
          {INQUIRY_TITLE}
        </Heading>
        <button type="button" className="idx-inquiry-modal__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <InquiryForm {...formProps} labelledBy={titleId} />
    </Dialog>
  )
}
