import { collectionInfoDate, formatNumber } from '@idx/domain'
import type { Collection } from '@idx/domain'
import { CollabStyles } from '../shared/CollabStyles.js'

export interface CollectionInfoProps {
  collection: Pick<Collection, 'user' | 'total_count' | 'created_at' | 'updated_at'>
  zone?: string
}

/** What a blank fact reads as. */
const UNKNOWN = '—'

/**
 * The collection info screen: Owner, Saved Properties (`total_count`), Created and Last Updated
 * ('MMM Do, YYYY'), as a description list.
 *
 * @example
 * <CollectionInfo collection={collection} /> // Owner Ada Lovelace, Saved Properties 12, Created Sep 1st, 2024…
 */
export function CollectionInfo({ collection, zone }: CollectionInfoProps) {
  const options = zone ? { zone } : {}
  const owner =
    collection.user?.full_name || [collection.user?.first_name, collection.user?.last_name].filter(Boolean).join(' ')
  const rows: [string, string][] = [
    ['Owner', owner || UNKNOWN],
    ['Saved Properties', collection.total_count == null ? UNKNOWN : formatNumber(collection.total_count)],
    ['Created', collectionInfoDate(collection.created_at, options) || UNKNOWN],
    ['Last Updated', collectionInfoDate(collection.updated_at, options) || UNKNOWN],
  ]
  return (
    <dl className="idx-collab">
      <CollabStyles />
      {rows.map(([term, value]) => (
        <div key={term} className="idx-collab__row">
          <dt className="idx-collab__grow">{term}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
