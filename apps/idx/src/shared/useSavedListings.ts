import { normalizeCached } from '@idx/api-client/react'
import { type SiteApi, useSessionStatus } from '@idx/app-shell'
import { useMemo } from 'react'
import { NOTHING_SAVED, savedListingsOf, type SavedListings } from './saved-listings.js'

/**
 * The signed-in user's saved listings (see `SavedListings`), from the collections list the save
 * dialog reads too (one cached request; saving, removing and a collaborator's change refetch it
 * through its tags). A visitor asks for nothing and has nothing saved; so does the server's
 * render and the hydration of it. The same object while the collections are the same.
 *
 * @example
 * const saved = useSavedListings(api)
 * <ListingsList savedInFor={(listing) => saved.savedIn(String(listing.id))} … />
 */
export function useSavedListings(api: SiteApi): SavedListings {
  const signedIn = useSessionStatus() === 'authenticated'
  const { data } = api.useGetCollectionsQuery({ onlyMembership: true }, { skip: !signedIn })
  return useMemo(
    () => (signedIn && data ? savedListingsOf(normalizeCached(data).data) : NOTHING_SAVED),
    [signedIn, data],
  )
}
