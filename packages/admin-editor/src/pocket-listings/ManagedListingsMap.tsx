import { SearchMap, type SearchMapProps } from '@idx/map-ui'
import { useMemo } from 'react'
import { managedListingClusters, type ManagedListing } from './managed-listing.js'

export interface ManagedListingsMapProps {
  readonly listings: readonly ManagedListing[]
  /** Where the map looks (read at mount; a different view moves it). */
  readonly view: NonNullable<SearchMapProps['view']>
  readonly state: NonNullable<SearchMapProps['state']>
  readonly highlightedListingId: string | null
  /** The map's basemap settings, as the host's other maps get them. */
  readonly mapOptions?: Pick<SearchMapProps, 'mapStyle' | 'tileSources' | 'pmtiles'>
}

/**
 * The manager's map: @idx/map-ui's search map with one price marker per listing of the page, each
 * popup leading to the listing's edit page. No drawing: the manager filters by address and market.
 * Loaded lazily by ListingsManager (Leaflet needs `window` and weighs what the list does not).
 */
export function ManagedListingsMap({
  listings,
  view,
  state,
  highlightedListingId,
  mapOptions,
}: ManagedListingsMapProps) {
  const clusters = useMemo(() => managedListingClusters(listings), [listings])
  const editHrefs = useMemo(() => new Map(listings.map((listing) => [listing.id, listing.edit_href])), [listings])
  return (
    <SearchMap
      clusters={clusters}
      state={state}
      view={view}
      editable={false}
      notOnMap={listings.length - clusters.length}
      listingHref={(listing) => editHrefs.get(listing.id) ?? '#'}
      highlightedListingId={highlightedListingId}
      label="Map of your pocket listings"
      {...mapOptions}
    />
  )
}
