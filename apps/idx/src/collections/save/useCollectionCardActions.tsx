import type { Listing } from '@idx/domain'
import { type SiteApi } from '@idx/app-shell'
import { Dialog, useFlash } from '@idx/ui'
import { useCallback, useId, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { saveErrorDetails } from './save-errors.js'

export type CollectionCardActions = {
  /** Comment: the collection's chat about this listing (`chat?property_id=`). */
  onComment: (listing: Listing) => void
  /** Remove: asks first, then takes the listing off the board. */
  onRemove: (listing: Listing) => void
  /** The confirmation Remove opens: render it once beside the cards. */
  removeDialog: ReactNode
}

function listingName(listing: Listing): string {
  return listing.title?.trim() || 'this home'
}

/**
 * A collection's cards show Comment and Remove instead of Save: pass `onComment` and `onRemove`
 * to the cards (ListingsList) and render `removeDialog`. Remove asks 'Remove {title} from this
 * collection?' with NO / YES; a refusal is flashed.
 *
 * @example
 * const { onComment, onRemove, removeDialog } = useCollectionCardActions(api, collectionId)
 * <ListingsList onComment={onComment} onRemove={onRemove} … />{removeDialog}
 */
export function useCollectionCardActions(api: SiteApi, collectionId: string): CollectionCardActions {
  const navigate = useNavigate()
  const flash = useFlash()
  const titleId = useId()
  const [removeFromCollection, removal] = api.useRemoveFromCollectionMutation()
  const [asking, setAsking] = useState<Listing | null>(null)
  const onComment = useCallback(
    (listing: Listing) =>
      void navigate(
        `/collection/${encodeURIComponent(collectionId)}/chat?property_id=${encodeURIComponent(String(listing.id))}`,
      ),
    [navigate, collectionId],
  )
  const onRemove = useCallback((listing: Listing) => setAsking(listing), [])
  const confirm = async () => {
    if (!asking) return
    try {
      await removeFromCollection({ id: collectionId, property_ids: [String(asking.id)] }).unwrap()
      flash(`${listingName(asking)} was removed from the collection`)
    } catch (error) {
      flash(saveErrorDetails(error)[0] ?? '', 'error')
    } finally {
      setAsking(null)
    }
  }
  const removeDialog = asking ? (
    <Dialog open onClose={() => setAsking(null)} labelledBy={titleId} className="idx-collab__dialog">
      <div className="idx-collab">
        <h2 id={titleId} className="idx-collab__title">
          Remove {listingName(asking)} from this collection?
        </h2>
        <div className="idx-collab__actions">
          <button
            type="button"
            className="idx-collab__button idx-collab__button--quiet"
            onClick={() => setAsking(null)}
          >
            NO
          </button>
          <button
            type="button"
            className="idx-collab__button"
            aria-disabled={removal.isLoading || undefined}
            onClick={() => void confirm()}
          >
            YES
          </button>
        </div>
      </div>
    </Dialog>
  ) : null
  return { onComment, onRemove, removeDialog }
}
