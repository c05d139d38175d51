import type { ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * Any other address under a host app's root (the server answers it with 404): says so, and leads
 * back to the app's first page. `children` go first (a page-title setter, for one).
 *
 * @example
 * <NotFoundPage homeLabel="Go to the search"><PageTitle api={api} title="Page not found" /></NotFoundPage>
 */
export function NotFoundPage({
  homeHref = '/',
  homeLabel,
  children,
}: {
  /** The router path of the app's first page. */
  homeHref?: string
  homeLabel: string
  children?: ReactNode
}) {
  return (
    <main className="message-page">
      {children}
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to={homeHref}>{homeLabel}</Link>
      </p>
    </main>
  )
}
