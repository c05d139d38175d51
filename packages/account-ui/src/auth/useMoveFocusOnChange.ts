import { useEffect, useRef } from 'react'

/**
 * Moves focus to the title when `key` changes after the first render (a new step or a
 * confirmation), so keyboard and screen reader users are not left on a button that is gone.
 */
export function useMoveFocusOnChange(key: string) {
  const ref = useRef<HTMLHeadingElement>(null)
  const first = useRef(key)
  useEffect(
    function focusTitleOnChange() {
      if (first.current === key) return
      first.current = '\u0000' // from now on, every change moves focus
      ref.current?.focus()
    },
    [key],
  )
  return ref
}
