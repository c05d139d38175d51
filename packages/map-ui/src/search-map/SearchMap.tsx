import { useCallback, useId, useMemo, useState } from 'react'
import type { CSSProperties } from 'react'
import type L from 'leaflet'
import { MapContainer } from 'react-leaflet'
import {
  APP_ROOT,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_STYLE,
  DELAYS_MS,
  LOCAL_STORAGE_DEFAULTS,
  MAP_ZOOM,
  mapDisclaimers,
  notOnMapText,
} from '@idx/domain'
import type { BoundingBox, Cluster, Feed, Listing, MapMoveCause, MapStyle, SearchPolygon } from '@idx/domain'
import { Basemap } from '../basemap/Basemap.js'
import type { BasemapAreas, PmtilesBasemapSource, TileSource } from '../basemap/basemap-types.js'
import { MapDisclaimers } from '../disclaimers/MapDisclaimers.js'
import { DrawToolbar } from '../draw/DrawToolbar.js'
import { useShapeDrawing } from '../draw/useShapeDrawing.js'
import { MapMarkers, type RenderListingCallout } from '../markers/MapMarkers.js'
import { MAP_OPTIONS, mapRootClassName, mapRootStyle } from '../shared/map-root.js'
import { MapStyles } from '../styles/MapStyles.js'
import { MapBehaviour } from './MapBehaviour.js'
import { PlaceOutlines } from './PlaceOutlines.js'
import type { MapPlace } from './PlaceOutlines.js'
import { mapStatusText, offersClearFilters } from './map-status.js'
import type { MapEmptyCause, MapState } from './map-status.js'
import { leafletBounds } from './map-view.js'
import type { MapView } from './map-view.js'

export interface SearchMapProps {
  /** The server's clusters for the current box (`POST listings/map/clusters`, normalised). */
  clusters: readonly Cluster[]
  /** Whether clusters are loading or failed; default 'ready'. */
  state?: MapState
  /** Shown when `state` is 'error'; default 'Oops, Something went wrong...'. */
  errorText?: string
  /**
   * Why a ready map has no cluster, so its notice says what helps: 'area' (default; zoom out or
   * move the map), 'shape' (the drawn area is empty) or 'filters' (nothing in the market matches).
   */
  emptyCause?: MapEmptyCause
  /** Offered as 'Clear Filters' in the notice when `emptyCause` is 'filters'. */
  onClearFilters?: () => void
  /**
   * How many of the search's listings the map cannot place (no coordinates, or a hidden address;
   * the clusters' `meta.not_on_map`), said under the map: '149 homes not on the map'. The list
   * counts them, so the map's numbers and this one add up to the list's count. Default 0.
   */
  notOnMap?: number
  /** The places the search picked (city, neighbourhood, zip, school, address): outlined on the map. */
  places?: readonly MapPlace[]
  /** Where the map looks: read at mount, and the map moves when a different view is passed. Default: Austin at zoom 10. */
  view?: MapView
  /**
   * Called with the visible box (`bounding_box`) and zoom once the map is laid out, then after each
   * move or zoom that changed the box, `boundsChangeDelayMs` after it ended, with why it moved.
   * Use the box for the cluster fetch; only a `'visitor'` move should narrow the results to it
   * (`moveChangesSearch`): a popup or a focused marker panning into view is no new search.
   */
  onBoundsChange?: (box: BoundingBox, zoom: number, cause: MapMoveCause) => void
  /** Default 500 ms, the map cluster fetch debounce. */
  boundsChangeDelayMs?: number
  /** Controlled drawn area (the `geo_shape` filter's value); `null` for none. */
  geoShape?: SearchPolygon | null
  /** Uncontrolled start of the drawn area. */
  defaultGeoShape?: SearchPolygon | null
  /** Called with the new area when the visitor draws, edits, removes it or uses 'Search this area'. */
  onGeoShapeChange?: (shape: SearchPolygon | null) => void
  /** Whether the visitor may draw, edit and remove an area; default true. */
  editable?: boolean
  /** The market's feeds: their map disclaimer settings decide the 'Disclaimer(s)' button. */
  feeds?: readonly Feed[] | null
  /** Controlled: whether the disclaimers are shown. */
  disclaimerOpen?: boolean
  /** Uncontrolled start; default true (local storage `disclaimer.disclaimer_open`). */
  defaultDisclaimerOpen?: boolean
  onDisclaimerOpenChange?: (open: boolean) => void
  /** default, light, minimal, topo or sat; default 'default'. */
  mapStyle?: MapStyle
  /** Tile services per style for production; a style without one uses the offline basemap. */
  tileSources?: Partial<Record<MapStyle, TileSource>> | null
  /** A self-hosted vector basemap (PMTiles) for styles without a tile service. */
  pmtiles?: PmtilesBasemapSource | null
  /** The market's zip-code and neighbourhood outlines, drawn and named on the map. */
  areas?: BasemapAreas | null
  /** The detail page of a listing; default `/app/listing/{id}`. */
  listingHref?: (listing: Listing) => string
  /** Called instead of following a popup link on a plain click (single-page routing). */
  onListingOpen?: (listing: Listing) => void
  /** Shows Save in each listing's popup (the popup closes, and the host opens its save flow). */
  onListingSave?: (listing: Listing) => void
  /** A listing to pick out (e.g. the result card under the pointer). */
  highlightedListingId?: string | null
  /**
   * The ids of the listings the user has saved: their markers show a heart (and say 'Saved' to
   * screen readers), their popups read 'Saved'. Keep the same set while it holds the same ids.
   */
  savedListingIds?: ReadonlySet<string>
  /** Draws a listing's popup instead of the standard card (the market's custom map callout). */
  renderCallout?: RenderListingCallout
  /** Accessible name of the map; default 'Map of listings'. */
  label?: string
  className?: string
  style?: CSSProperties
}

/** What the map's accessible description says: how to use it without a mouse, and its equivalent. */
export const SEARCH_MAP_DESCRIPTION =
  'Use the arrow keys to move the map and the plus and minus keys to zoom. ' +
  'Press Tab to reach the listing groups and price markers; Enter zooms into a group or opens a listing. ' +
  'Search this area uses the visible map as the search area. The results list shows the same listings.'

function defaultListingHref(listing: Listing): string {
  return `${APP_ROOT}listing/${encodeURIComponent(listing.id)}`
}

/**
 * The search map: the server's clusters as count bubbles, price markers ('$450K', 'N/A') and
 * '{n} listings' markers with 270 px popups (a saved listing's marker has a heart); polygon drawing for the `geo_shape` filter with
 * 'Search this area' as its keyboard alternative; the feeds' disclaimers; and a basemap that needs
 * no network unless tile services are configured. It fetches nothing: pass clusters in, and load
 * them from `onBoundsChange`. Leaflet needs `window`, so load this package lazily in server-rendered
 * hosts.
 *
 * @example
 * <SearchMap
 *   clusters={clusters}
 *   state={isFetching ? 'loading' : 'ready'}
 *   onBoundsChange={(box, zoom) => setClusterQuery({ bounding_box: box, zoom, filter })}
 *   geoShape={filter.geo_shape?.value ?? null}
 *   onGeoShapeChange={(shape) => setFilter({ ...filter, geo_shape: shape ? { value: shape } : undefined })}
 *   feeds={market.feeds}
 * />
 */
export function SearchMap({
  clusters,
  state = 'ready',
  errorText,
  emptyCause = 'area',
  onClearFilters,
  notOnMap = 0,
  places,
  view,
  onBoundsChange,
  boundsChangeDelayMs = DELAYS_MS.mapClusterFetch,
  geoShape,
  defaultGeoShape = null,
  onGeoShapeChange,
  editable = true,
  feeds,
  disclaimerOpen,
  defaultDisclaimerOpen,
  onDisclaimerOpenChange,
  mapStyle = DEFAULT_MAP_STYLE,
  tileSources,
  pmtiles,
  areas,
  listingHref = defaultListingHref,
  onListingOpen,
  onListingSave,
  highlightedListingId,
  savedListingIds,
  renderCallout,
  label = 'Map of listings',
  className,
  style,
}: SearchMapProps) {
  const descriptionId = useId()
  const [map, setMap] = useState<L.Map | null>(null)
  const [ownShape, setOwnShape] = useState<SearchPolygon | null>(defaultGeoShape)
  const shape = geoShape === undefined ? ownShape : geoShape
  const commitShape = useCallback(
    (next: SearchPolygon | null) => {
      setOwnShape(next)
      onGeoShapeChange?.(next)
    },
    [onGeoShapeChange],
  )
  const drawing = useShapeDrawing(map, shape, commitShape, editable)
  const [ownDisclaimerOpen, setOwnDisclaimerOpen] = useState(
    defaultDisclaimerOpen ?? LOCAL_STORAGE_DEFAULTS.disclaimer.disclaimer_open,
  )
  const disclaimersOpen = disclaimerOpen ?? ownDisclaimerOpen
  const changeDisclaimersOpen = useCallback(
    (open: boolean) => {
      setOwnDisclaimerOpen(open)
      onDisclaimerOpenChange?.(open)
    },
    [onDisclaimerOpenChange],
  )
  // A bar under the map holds the disclaimers (when a feed asks) and the count of listings the map
  // cannot place (when there are some): the layout makes room for it only then.
  const hasDisclaimers = useMemo(() => mapDisclaimers(feeds).length > 0, [feeds])
  const notOnMapNote = notOnMapText(notOnMap)
  const [initialView] = useState(view)
  const statusText = mapStatusText(state, clusters.length, errorText, emptyCause)
  const clearFilters = offersClearFilters(state, clusters.length, emptyCause, onClearFilters !== undefined)
  const initial =
    initialView && 'box' in initialView
      ? {
          bounds: leafletBounds(initialView.box),
          ...(initialView.padding
            ? { boundsOptions: { padding: [initialView.padding, initialView.padding] as L.PointTuple } }
            : {}),
        }
      : {
          center: initialView?.center ?? { lat: DEFAULT_MAP_CENTER[0], lng: DEFAULT_MAP_CENTER[1] },
          zoom: initialView?.zoom ?? MAP_ZOOM.default,
        }

  return (
    <div
      className={mapRootClassName(className)}
      data-state={state}
      data-disclaimers={hasDisclaimers ? (disclaimersOpen ? 'open' : 'closed') : 'none'}
      data-footer={hasDisclaimers || notOnMapNote !== null ? '' : undefined}
      style={mapRootStyle(mapStyle, style)}
    >
      <MapStyles />
      <p id={descriptionId} className="idx-sr-only">
        {SEARCH_MAP_DESCRIPTION}
      </p>
      {/* One column at the top right, clear of the zoom buttons: the area tools, their messages,
          then the map's status, so a notice never lies over a button. */}
      <div className="idx-map__toolbar">
        {editable && <DrawToolbar drawing={drawing} hasShape={shape !== null} />}
        <div className="idx-map__notice" data-state={state} data-empty={statusText === '' ? 'true' : undefined}>
          <p className="idx-map__status" role="status" data-state={state}>
            {statusText}
          </p>
          {clearFilters && (
            <button type="button" className="idx-map__button" onClick={onClearFilters}>
              Clear Filters
            </button>
          )}
        </div>
      </div>
      <MapContainer ref={setMap} className="idx-map__canvas" {...initial} {...MAP_OPTIONS}>
        <Basemap mapStyle={mapStyle} tileSources={tileSources} pmtiles={pmtiles} areas={areas} />
        {places && places.length > 0 && <PlaceOutlines places={places} />}
        <MapMarkers
          clusters={clusters}
          listingHref={listingHref}
          onListingOpen={onListingOpen}
          onListingSave={onListingSave}
          highlightedListingId={highlightedListingId}
          savedListingIds={savedListingIds}
          {...(renderCallout ? { renderCallout } : {})}
        />
        <MapBehaviour
          view={view}
          onBoundsChange={onBoundsChange}
          boundsChangeDelayMs={boundsChangeDelayMs}
          label={label}
          descriptionId={descriptionId}
          busy={state === 'loading'}
        />
      </MapContainer>
      {(hasDisclaimers || notOnMapNote !== null) && (
        <div className="idx-map__footer">
          <MapDisclaimers feeds={feeds} open={disclaimersOpen} onOpenChange={changeDisclaimersOpen} />
          {notOnMapNote !== null && <p className="idx-map__not-on-map">{notOnMapNote}</p>}
        </div>
      )}
    </div>
  )
}
