import { DELAYS_MS } from '@idx/domain'
import { Heading, Link } from '@idx/ui'
import { useEffect, useState } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'

export interface SavedSearchNotFoundProps {
  /** The sign-in route with menu=true (e.g. `/app/authenticate?menu=true`). */
  loginHref: string
  /** Wait before showing (default the spec's 1 s, so a search that is only slow never flashes an error). */
  delayMs?: number
}

/**
 * saved-search-error: 'Saved Search not found.' with 'This saved search may be private...' and
 * 'Log in to view saved search', shown after a second.
 *
 * @example
 * <SavedSearchNotFound loginHref="/app/authenticate?menu=true" />
 */
export function SavedSearchNotFound({ loginHref, delayMs = DELAYS_MS.errorDisplay }: SavedSearchNotFoundProps) {
  const [shown, setShown] = useState(delayMs <= 0)
  useEffect(() => {
    if (delayMs <= 0) return
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])
  if (!shown) return <div className="idx-collab" aria-busy="true" />
  return (
    <section className="idx-collab" aria-label="Saved Search not found">
      <CollabStyles />
      <Heading level={1} className="idx-collab__title">
        Saved Search not found.
      </Heading>
      <p>
        This saved search may be private... If someone gave you this link, they may need to invite you to one of their
        saved searches.
      </p>
      <Link href={loginHref}>Log in to view saved search</Link>
    </section>
  )
}
