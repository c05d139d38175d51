import { createContext, useContext, useEffect } from 'react'

/**
 * Which listing's registration gate shows in the split view, so the results beside it can draw
 * that listing's card without the price and photos the gate asks the visitor to sign up for.
 * IndexLayout holds it; the listing screen reports its gate; the search's list reads it.
 */
export type GatedListing = { gatedId: string | null; setGatedId: (id: string | null) => void }

const NOBODY_LISTENS: GatedListing = { gatedId: null, setGatedId: () => {} }

export const GatedListingContext = createContext<GatedListing>(NOBODY_LISTENS)

/** The id of the listing whose gate shows beside the results, or null. */
export function useGatedListingId(): string | null {
  return useContext(GatedListingContext).gatedId
}

/** Reports `id` as gated while the calling screen shows its registration gate (null: none). */
export function useReportGatedListing(id: string | null): void {
  const { setGatedId } = useContext(GatedListingContext)
  useEffect(
    function reportGate() {
      if (id === null) return
      setGatedId(id)
      return () => setGatedId(null)
    },
    [id, setGatedId],
  )
}
