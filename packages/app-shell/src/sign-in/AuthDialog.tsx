import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'

/**
 * The sign-in routes are children of index (spec §2): they open as a dialog over the search, which
 * stays where it was. Escape and the close button go back to the index with the same search.
 * Focus moves into the dialog when it opens.
 */
export function AuthDialog({
  title,
  closeHref,
  children,
}: {
  /** A heading above the form's own, for routes the spec titles (e.g. 'Login / Sign up'). */
  title?: string
  closeHref: string
  children: ReactNode
}) {
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('input, button:not(.auth-dialog__close), a[href]')
    ;(first ?? ref.current)?.focus()
  }, [])
  return (
    <div className="auth-dialog__backdrop">
      <div
        ref={ref}
        className="auth-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : 'Sign in'}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return
          event.stopPropagation()
          void navigate(closeHref)
        }}
      >
        <Link to={closeHref} className="auth-dialog__close" aria-label="Close">
          <span aria-hidden="true">×</span>
        </Link>
        {title ? (
          <h1 id={titleId} className="auth-dialog__title">
            {title}
          </h1>
        ) : null}
        {children}
      </div>
    </div>
  )
}
