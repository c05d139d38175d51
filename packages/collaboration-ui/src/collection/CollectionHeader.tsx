import { collectionByline } from '@idx/domain'
import type { Collection } from '@idx/domain'
import { Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'
import { CollabStyles } from '../shared/CollabStyles.js'

export interface CollectionHeaderProps {
  /** The collection, or null while it loads. */
  collection: Pick<Collection, 'name' | 'user' | 'created_at'> | null
  /** The heading level the host's outline needs (default 1). */
  level?: HeadingLevel
  /** IANA zone for the date (default: the browser's). */
  zone?: string
}

/**
 * A collection's name and 'Created by {name} MM/DD/YY'.
 *
 * @example
 * <CollectionHeader collection={collection} /> // 'Lake houses' / 'Created by Ada Lovelace 09/01/24'
 */
export function CollectionHeader({ collection, level = 1, zone }: CollectionHeaderProps) {
  if (!collection) {
    return (
      <header className="idx-collab" aria-busy="true">
        <CollabStyles />
        <p className="idx-collab__muted" role="status">
          Loading collection…
        </p>
      </header>
    )
  }
  const owner =
    collection.user?.full_name || [collection.user?.first_name, collection.user?.last_name].filter(Boolean).join(' ')
  const byline = collectionByline(owner, collection.created_at, zone ? { zone } : {})
  return (
    <header className="idx-collab">
      <CollabStyles />
      <Heading level={level} className="idx-collab__title">
        {collection.name}
      </Heading>
      {byline ? <p className="idx-collab__muted">{byline}</p> : null}
    </header>
  )
}
