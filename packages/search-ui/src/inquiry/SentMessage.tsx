import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'

/**
 * The confirmation that replaces a sent form. It takes focus when it appears, so keyboard and
 * screen reader users are not left on a button that is gone, and hear it read.
 */
export function SentMessage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(function focusConfirmation() {
    ref.current?.focus()
  }, [])
  return (
    <p ref={ref} className="idx-inquiry__sent" role="status" tabIndex={-1}>
      {children}
    </p>
  )
}
