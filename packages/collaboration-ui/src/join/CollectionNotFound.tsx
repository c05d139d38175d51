import { Heading, Link } from '@idx/ui'
import { CollabStyles } from '../shared/CollabStyles.js'

export interface CollectionNotFoundProps {
  /** The sign-in route with menu=true (e.g. `/app/authenticate?menu=true`). */
  loginHref: string
}

/**
 * 'Collection not found.': a private collection looks the same as a missing one.
 *
 * @example
 * <CollectionNotFound loginHref="/app/authenticate?menu=true" />
 */
export function CollectionNotFound({ loginHref }: CollectionNotFoundProps) {
  return (
    <section className="idx-collab" aria-label="Collection not found">
      <CollabStyles />
      <Heading level={1} className="idx-collab__title">
        Collection not found.
      </Heading>
      <p>
        This collection may be private. If someone gave you this link, they may need to invite you to one of their
        collections.
      </p>
      <Link href={loginHref}>Log in to view collection</Link>
    </section>
  )
}
