import type { Listing } from '@idx/domain'
import { useCallback, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { saveBaseOf, saveListingPath } from './save-paths.js'

/**
 * Save on a card, a map popup or a listing's detail: opens the save route of the page the user is
 * on (the search's, or the collection's), keeping the search. A visitor meets sign-in there, and
 * comes back to the save after it. Stable across renders (the cards are memoised).
 *
 * @example
 * const onSave = useSaveListing()
 * <ListingsList onSave={onSave} … />
 */
export function useSaveListing(search?: string): (listing: Pick<Listing, 'id'>) => void {
  const location = useLocation()
  const navigate = useNavigate()
  const where = useRef({ pathname: location.pathname, search: search ?? location.search })
  where.current = { pathname: location.pathname, search: search ?? location.search }
  return useCallback(
    (listing) => {
      const { pathname, search: current } = where.current
      void navigate(saveListingPath(saveBaseOf(pathname), String(listing.id), current))
    },
    [navigate],
  )
}
