import { normalizeCached } from '@idx/api-client/react'
import {
  SavedConfirmation,
  SaveToCollectionDialog,
  type SaveListingSummary,
  type SaveTarget,
} from '@idx/collaboration-ui'
import { listingTitle, type Listing } from '@idx/domain'
import { routerPath, type SiteApi, useSessionStatus, useSiteSession } from '@idx/app-shell'
import { Dialog, LinkProvider } from '@idx/ui'
import { useMemo } from 'react'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { useHydrating } from '../../app/useHydrating.js'
import { appHref, searchWithoutDetailParams } from '../../shared/listing-paths.js'
import { saveErrorDetails } from './save-errors.js'
import {
  saveTargetName,
  saveListingPath,
  savedListingPath,
  saveReturnPath,
  type SaveBase,
} from '../../shared/save-paths.js'

export type SaveScreenProps = {
  api: SiteApi
  /** Where the flow runs: the main search, or a collection's page. */
  base: SaveBase
  /** Whether the site has its own login (`features.idx_login`): a visitor signs in at authenticate. */
  idxLogin: boolean
}

/** The props of `SaveScreens`: a save screen's, and which one. */
export type SaveScreensProps = SaveScreenProps & {
  /** The save dialog (`save/{listing_id}`) or its confirmation (`saved/{collection_id}/{listing_id}`). */
  screen: 'save' | 'saved'
}

/** The save route's dialog or the confirmation's, by `screen`: what save-routes loads lazily. */
export function SaveScreens({ screen, ...props }: SaveScreensProps) {
  return screen === 'save' ? <SaveListingScreen {...props} /> : <SavedListingScreen {...props} />
}

/**
 * The save flows need a session (spec §6): a visitor is sent to sign in, and the save is the
 * attempted transition retried after it. Nothing while the page hydrates (the server renders
 * every visitor anonymous).
 */
function useSaveGuard({ base, idxLogin }: Pick<SaveScreenProps, 'base' | 'idxLogin'>) {
  const session = useSiteSession()
  const status = useSessionStatus()
  const hydrating = useHydrating()
  const location = useLocation()
  if (hydrating) return <></>
  if (status === 'authenticated') return null
  const url = appHref(`${location.pathname}${location.search}`)
  if (session.attemptedTransition()?.url !== url) {
    session.setAttemptedTransition({
      url,
      targetName: saveTargetName(base),
      queryParams: Object.fromEntries(new URLSearchParams(location.search)),
    })
  }
  const signIn = idxLogin ? '/authenticate' : '/login'
  return <Navigate replace to={`${signIn}${searchWithoutDetailParams(location.search)}`} />
}

/**
 * What the save dialog shows of the home: its address and its cover photo (the API's cover is
 * the card's size, 302x190, which the card on screen has most often loaded already).
 */
function listingSummary(listing: Listing): SaveListingSummary {
  return { title: listingTitle(listing), subtitle: listing.subtitle ?? null, photoUrl: listing.cover_photo_url ?? null }
}

/**
 * Route `save/{listing_id}` (under index or a collection): the save dialog over the search, headed
 * by the home's photo and address, the collections already holding it marked. The listing goes
 * into an existing collection (with the optional comment) or a new one made with it; the server's
 * errors are listed in the dialog; then the confirmation route.
 */
export function SaveListingScreen({ api, base, idxLogin }: SaveScreenProps) {
  const guard = useSaveGuard({ base, idxLogin })
  const { listingId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const collections = api.useGetCollectionsQuery({ onlyMembership: true }, { skip: guard !== null })
  // The dialog names the home; one it cannot load (gone since) is saved without its summary.
  const listingQuery = api.useGetListingQuery(listingId, { skip: guard !== null || listingId === '' })
  const listingDocument = listingQuery.data
  const summary = useMemo(() => {
    const listing = listingDocument ? normalizeCached(listingDocument).data : null
    return listing ? listingSummary(listing) : null
  }, [listingDocument])
  const listingSettled = summary !== null || listingQuery.isError
  const [createCollection] = api.useCreateCollectionMutation()
  const [addToCollection] = api.useAddToCollectionMutation()
  const mine = useMemo(
    () =>
      collections.data
        ? normalizeCached(collections.data).data.map(({ id, name, property_ids }) => ({
            id: String(id),
            name,
            holdsListing: (property_ids ?? []).map(String).includes(listingId),
          }))
        : null,
    [collections.data, listingId],
  )
  const savedIn = useMemo(() => (mine ?? []).filter((c) => c.holdsListing).map((c) => c.id), [mine])
  if (guard) return guard
  const close = () => void navigate(saveReturnPath(base, location.search))

  async function save(target: SaveTarget, comment: string): Promise<string[] | undefined> {
    try {
      let collectionId: string
      if (target.kind === 'new') {
        const created = await createCollection({ name: target.name, listing: listingId, comment }).unwrap()
        collectionId = String(normalizeCached(created).data?.id ?? '')
      } else {
        await addToCollection({ id: target.collectionId, property_id: listingId, comment }).unwrap()
        collectionId = target.collectionId
      }
      void navigate(savedListingPath(base, collectionId, listingId, location.search), { replace: true })
      return undefined
    } catch (error) {
      return saveErrorDetails(error)
    }
  }

  // The dialog opens whole: its collections and the home's summary together (no jump as one arrives).
  if (mine === null || !listingSettled) {
    const failed = collections.isError
    return (
      <Dialog open onClose={close} label="Save to a collection" className="idx-collab__dialog">
        <div className="idx-collab">
          {failed ? (
            <>
              <p role="alert">Your collections could not be loaded.</p>
              <div className="idx-collab__actions">
                <button type="button" className="idx-collab__button" onClick={() => void collections.refetch()}>
                  Try again
                </button>
                <button type="button" className="idx-collab__button idx-collab__button--quiet" onClick={close}>
                  Cancel
                </button>
              </div>
            </>
          ) : (
            <p role="status">Loading your collections…</p>
          )}
        </div>
      </Dialog>
    )
  }
  return (
    <SaveToCollectionDialog open collections={mine} listing={summary} savedIn={savedIn} onClose={close} onSave={save} />
  )
}

/**
 * Route `saved/{saved_collection_id}/{listing_id}`: 'Awesome! You saved your home to your
 * Collection' with GO TO COLLECTION, INVITE PEOPLE and DONE (back to the search or the
 * collection). A listing that is not in that collection goes back to the save route (spec §2).
 */
export function SavedListingScreen({ api, base, idxLogin }: SaveScreenProps) {
  const guard = useSaveGuard({ base, idxLogin })
  const { savedCollectionId = '', listingId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const collection = api.useGetCollectionQuery(savedCollectionId, { skip: guard !== null })
  const record = collection.data ? normalizeCached(collection.data).data : null
  if (guard) return guard
  const saveAgain = <Navigate replace to={saveListingPath(base, listingId, location.search)} />
  if (collection.isError) return saveAgain
  if (!record) return null
  if (!(record.property_ids ?? []).map(String).includes(listingId)) return saveAgain
  const done = () => void navigate(saveReturnPath(base, location.search))
  const collectionHref = appHref(`/collection/${encodeURIComponent(savedCollectionId)}`)
  return (
    <Dialog
      open
      onClose={done}
      label="Awesome! You saved your home to your Collection"
      className="idx-collab__dialog"
      initialFocus="h2"
    >
      <LinkProvider navigate={(href) => void navigate(routerPath(href))}>
        <SavedConfirmation
          collectionHref={collectionHref}
          inviteHref={`${collectionHref}/collaborators/invite`}
          onDone={done}
        />
      </LinkProvider>
    </Dialog>
  )
}
