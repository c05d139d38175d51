import { useLayoutEffect, useRef } from 'react'
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react'

export interface DialogProps {
  /** Whether the dialog shows; the host owns it, so every way of closing goes through `onClose`. */
  open: boolean
  /** Escape, the platform's cancel (a back gesture) and the host's own close buttons. */
  onClose: () => void
  /** The id of the dialog's title (preferred), or `label` when it shows none. */
  labelledBy?: string
  label?: string
  /** The id of what describes the dialog (read after its name), e.g. the home a form is about. */
  describedBy?: string
  className?: string
  /**
   * Where focus starts, as a selector inside the dialog (e.g. its first field). Without it the
   * browser's rule applies: the first focusable element.
   */
  initialFocus?: string
  /**
   * 'unmount' (default) renders nothing while closed; 'keep' keeps the empty `<dialog>` element
   * in the page, for hosts that toggle one dialog between contents.
   */
  whenClosed?: 'unmount' | 'keep'
  children: ReactNode
}

/**
 * An accessible modal on the native `<dialog>`: `showModal` makes the page behind it inert and
 * keeps focus inside (the focus trap), it is named by its title, Escape closes it, and focus
 * returns to what had it before it opened (the opener).
 *
 * @example
 * <button onClick={() => setOpen(true)}>Ask a Question</button>
 * <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} initialFocus="input, textarea">
 *   <h2 id={titleId}>Ask a Question</h2>…
 * </Dialog>
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  className,
  initialFocus,
  whenClosed = 'unmount',
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  // A layout effect: the dialog is modal, with focus inside, in the same commit that rendered it,
  // so nothing acting right after that render (a keystroke, a test, a story's play function in the
  // served Storybook, where no act() flushes passive effects) meets a closed dialog whose content
  // is hidden.
  useLayoutEffect(
    function showWhileOpen() {
      const dialog = dialogRef.current
      if (!open || !dialog) return
      const opener = document.activeElement
      if (!dialog.open) dialog.showModal()
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus()
      return function closeAndReturnFocus() {
        if (dialog.open) dialog.close()
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
      }
    },
    // The focus target is read when the dialog opens, not followed afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open],
  )

  // Escape closes through the host (it owns `open`), so the browser does not close the dialog
  // alone. A control that uses Escape itself (a combobox's list) prevents the default first.
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

  if (!open && whenClosed === 'unmount') return null
  return (
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      // Should the browser close it anyway (a second Escape), the host hears of it.
      onClose={() => {
        if (open && dialogRef.current?.isConnected) onClose()
      }}
    >
      {open ? children : null}
    </dialog>
  )
}
