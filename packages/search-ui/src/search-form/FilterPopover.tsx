import { useEffect, useRef } from 'react'
import type { KeyboardEvent, ReactNode, RefObject } from 'react'

/** How the filter panel sits over the screen: a popover under its button, or a full-screen sheet (phones). */
export type FilterPopoverLayout = 'popover' | 'sheet'

export interface FilterPopoverProps {
  id: string
  open: boolean
  layout: FilterPopoverLayout
  /**
   * Called to close: `returnFocus` when the visitor closed it from inside (Escape, Close, the
   * `See N homes` button), so focus goes back to `buttonRef`; false for a click elsewhere, which
   * keeps the focus where that click put it.
   */
  onClose: (returnFocus: boolean) => void
  /** The Filter button: a press on it toggles the panel, so it is not "elsewhere". */
  buttonRef: RefObject<HTMLButtonElement | null>
  children: ReactNode
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea, [tabindex="0"]'

/**
 * The filter panel's frame: never in the page's flow, so it never pushes the results it acts on
 * out of view. On larger screens a popover under the Filter button (the results and their count
 * stay visible beside it; a click or Tab elsewhere closes it); on phones a full-screen sheet with its
 * own Close button that keeps Tab inside it (a modal dialog). Focus moves into it as it opens,
 * and Escape closes it and returns focus to the Filter button, unless a control inside used the
 * key first (a dropdown group or a price list folds instead).
 */
export function FilterPopover({ id, open, layout, onClose, buttonRef, children }: FilterPopoverProps) {
  const frame = useRef<HTMLDivElement>(null)
  const sheet = layout === 'sheet'

  useEffect(() => {
    if (open) frame.current?.focus({ preventScroll: true })
  }, [open])

  // A popover ends above the window's bottom edge (it scrolls inside instead): hanging below,
  // it would make the page itself scroll.
  useEffect(() => {
    const element = frame.current
    if (!open || sheet || !element) return
    function fitToWindow() {
      const top = element!.getBoundingClientRect().top
      element!.style.setProperty('--idx-filter-max-height', `${Math.max(160, window.innerHeight - top - 12)}px`)
    }
    fitToWindow()
    window.addEventListener('resize', fitToWindow)
    // A new row of chips above moves it down.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fitToWindow)
    if (element.parentElement) observer?.observe(element.parentElement)
    return function stopFitting() {
      window.removeEventListener('resize', fitToWindow)
      observer?.disconnect()
    }
  }, [open, sheet])

  useEffect(() => {
    if (!open || sheet) return
    function closeOnPressElsewhere(event: PointerEvent) {
      const target = event.target as Node | null
      if (!target || frame.current?.contains(target) || buttonRef.current?.contains(target)) return
      onClose(false)
    }
    document.addEventListener('pointerdown', closeOnPressElsewhere)
    return function stopClosingOnPressElsewhere() {
      document.removeEventListener('pointerdown', closeOnPressElsewhere)
    }
  }, [open, sheet, onClose, buttonRef])

  // A control that disables itself once used (Clear Filters) drops focus to the page's body, out of
  // the panel: focus comes back to the panel, so Escape and Tab keep working there.
  useEffect(() => {
    const element = frame.current
    if (!open || !element) return
    function keepFocusInside(event: FocusEvent) {
      if (event.relatedTarget !== null) return
      const left = event.target as HTMLElement
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body
        if (lost && element!.contains(left) && !element!.hidden) element!.focus({ preventScroll: true })
      })
    }
    element.addEventListener('focusout', keepFocusInside)
    return () => element.removeEventListener('focusout', keepFocusInside)
  }, [open])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault()
      onClose(true)
    } else if (event.key === 'Tab' && sheet) {
      keepTabInside(event, frame.current)
    }
  }

  return (
    <div
      ref={frame}
      id={id}
      className="idx-filter-popover"
      data-layout={layout}
      hidden={!open}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tab past the popover's last control closes it, as a click elsewhere does.
        const next = event.relatedTarget as Node | null
        if (!sheet && next && !frame.current?.contains(next) && !buttonRef.current?.contains(next)) onClose(false)
      }}
      {...(sheet ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${id}-title` } : {})}
    >
      {sheet ? (
        <div className="idx-filter-popover__header">
          <h2 id={`${id}-title`} className="idx-filter-popover__title">
            Filters
          </h2>
          <button
            type="button"
            className="idx-filter-popover__close"
            aria-label="Close filters"
            onClick={() => onClose(true)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      {children}
    </div>
  )
}

/** Tab from the last control goes to the first, and Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  )
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
