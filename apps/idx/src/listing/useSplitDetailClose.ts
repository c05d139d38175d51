import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { appHref } from '../shared/listing-paths.js'

/**
 * Where focus goes back to when the split detail closes: the element that opened it (a card's
 * link, a map popup's link) while it is still on the page, else the card of the listing shown
 * (the detail was opened from an address, or stepped through with Previous / Next), else the
 * results themselves.
 */
function returnTarget(opener: HTMLElement | null, listingId: string): HTMLElement | null {
  if (opener?.isConnected) return opener
  const href = appHref(`/listing/${encodeURIComponent(listingId)}`)
  const links = document.querySelectorAll<HTMLAnchorElement>('.search-page__results a.idx-card__title-link')
  for (const link of links) {
    const path = link.getAttribute('href')?.split('?', 1)[0]
    if (path === href) return link
  }
  return document.querySelector<HTMLElement>('.search-page__results')
}

/** Whether an Escape pressed at `target` is the split detail's: not a dialog's or a menu's of its own. */
function escapeClosesDetail(event: KeyboardEvent, panel: HTMLElement | null): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented || !panel) return false
  const target = event.target instanceof Element ? event.target : null
  if (!target || target === document.body) return true
  if (!panel.contains(target)) return false
  // 'Ask a Question', the photo viewer and the like close themselves first.
  return target.closest('[role="dialog"], [aria-modal="true"], [role="menu"], [role="listbox"]') === null
}

/**
 * The split detail's way out: `close` (×, or Escape anywhere in the detail) navigates back to
 * the results, and focus returns to the card that opened the detail, so a keyboard user goes on
 * from where they were rather than from the top of the page.
 *
 * @example
 * const closeDetail = useSplitDetailClose(panel, listingId, () => navigate('/'), route === 'split')
 */
export function useSplitDetailClose(
  panel: RefObject<HTMLElement | null>,
  listingId: string,
  close: () => void,
  enabled: boolean,
): () => void {
  // The focused element before the detail took focus: the caller runs this hook before its
  // effect that moves focus into the detail, so this effect reads it first (once, also under
  // StrictMode's second run).
  const opener = useRef<HTMLElement | null>(null)
  const captured = useRef(false)
  useEffect(function rememberOpener() {
    if (captured.current) return
    captured.current = true
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }, [])
  const closeRef = useRef(close)
  closeRef.current = close
  const closeAndReturnFocus = useCallback(() => {
    const target = returnTarget(opener.current, listingId)
    // The results show again in this commit (a small screen hides them behind the detail), and
    // only a shown element takes focus.
    flushSync(() => closeRef.current())
    target?.focus()
  }, [listingId])
  useEffect(
    function closeOnEscapeWhileOpen() {
      if (!enabled) return
      function closeOnEscape(event: KeyboardEvent) {
        if (!escapeClosesDetail(event, panel.current)) return
        event.preventDefault()
        closeAndReturnFocus()
      }
      document.addEventListener('keydown', closeOnEscape)
      return () => document.removeEventListener('keydown', closeOnEscape)
    },
    [enabled, panel, closeAndReturnFocus],
  )
  return closeAndReturnFocus
}
