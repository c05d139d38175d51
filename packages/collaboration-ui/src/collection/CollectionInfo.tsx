import { formatNumber } from '@idx/domain'
import type { Collection } from '@idx/domain'
import { CollabStyles } from '../shared/CollabStyles.js'
import { InfoRows, UNKNOWN_FACT } from '../shared/InfoRows.js'

export interface CollectionInfoProps {
  collection: Pick<Collection, 'user' | 'total_count' | 'created_at' | 'updated_at'>
  zone?: string
}

/**
 * The collection info screen: Owner, Saved Properties (`total_count`), Created and Last Updated
 * ('MMM Do, YYYY'), as a description list.
 *
 * @example
 * <CollectionInfo collection={collection} /> // Owner Ada Lovelace, Saved Properties 12, Created Sep 1st, 2024…
 */
export function CollectionInfo({ collection, zone }: CollectionInfoProps) {
  const count = collection.total_count == null ? UNKNOWN_FACT : formatNumber(collection.total_count)
  return (
    <div className="idx-collab">
      <CollabStyles />
      <InfoRows
        owner={collection.user}
        count={['Saved Properties', count]}
        createdAt={collection.created_at}
        updatedAt={collection.updated_at}
        zone={zone}
      />
    </div>
  )
}
