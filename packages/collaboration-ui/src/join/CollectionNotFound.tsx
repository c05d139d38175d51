import { Heading, Link } from '@idx/ui'
import { CollabStyles } from '../shared/CollabStyles.js'

/**
 * Why the collection is not shown: `not-found` (missing, or private to this visitor: the spec's
 * screen, the same words either way), or `access-lost` (a member who lost it while on its page:
 * removed from it, or the owner deleted it).
 */
export type CollectionNotFoundReason = 'not-found' | 'access-lost'

export interface CollectionNotFoundProps {
  /** The sign-in route with menu=true (e.g. `/app/authenticate?menu=true`). */
  loginHref: string
  /** Default 'not-found'. */
  reason?: CollectionNotFoundReason
  /** The user's own collections (e.g. `/app/collections`): where one who lost access goes back to. */
  collectionsHref?: string
}

/**
 * 'Collection not found.': a private collection looks the same as a missing one, with 'Log in to
 * view collection' (the invitation may be for another account). A member who lost the board while
 * on it is signed in already: they read 'You no longer have access to this collection.', with
 * 'Back to My Collections'.
 *
 * @example
 * <CollectionNotFound loginHref="/app/authenticate?menu=true" />
 * <CollectionNotFound loginHref="…" reason="access-lost" collectionsHref="/app/collections" />
 */
export function CollectionNotFound({ loginHref, reason = 'not-found', collectionsHref }: CollectionNotFoundProps) {
  if (reason === 'access-lost') {
    return (
      <section className="idx-collab" aria-label="No access to this collection">
        <CollabStyles />
        <Heading level={1} className="idx-collab__title">
          You no longer have access to this collection.
        </Heading>
        <p>Its owner may have removed you from it, or deleted it. To see it again, ask the owner to invite you.</p>
        <Link href={collectionsHref ?? loginHref}>
          {collectionsHref === undefined ? 'Log in to view collection' : 'Back to My Collections'}
        </Link>
      </section>
    )
  }
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
