import { memo, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import type L from 'leaflet'
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet'
import { layoutMapMarkers, MAP_POPUP_WIDTH, MAP_ZOOM } from '@idx/domain'
import type { BoundingBox, Cluster, ClusterMapMarker, Listing, MapMarker } from '@idx/domain'
import { ListingPopupCard } from './ListingPopupCard.js'
import { markerIcon } from './marker-icons.js'

export interface MapMarkersProps {
  clusters: readonly Cluster[]
  listingHref: (listing: Listing) => string
  onListingOpen?: (listing: Listing) => void
  /** Shows Save in each listing's popup; the popup closes first (the host opens its save dialog). */
  onListingSave?: (listing: Listing) => void
  highlightedListingId?: string | null
  /** The listings the user has saved: their markers show a heart, their popups 'Saved'. */
  savedListingIds?: ReadonlySet<string>
  /** Draws a listing's popup instead of the standard card (e.g. the market's custom map callout). */
  renderCallout?: RenderListingCallout
}

/** What a listing's popup shows: the listing, where it links, its Save, whether it is saved. */
export type ListingCalloutProps = {
  listing: Listing
  href: string
  onOpen?: (listing: Listing) => void
  onSave?: (listing: Listing) => void
  saved: boolean
  headingLevel: 3 | 4
}

/** Draws a listing's popup content (`MAP_POPUP_WIDTH` wide). */
export type RenderListingCallout = (props: ListingCalloutProps) => ReactNode

const NONE_SAVED: ReadonlySet<string> = new Set()

/** The standard popup: `ListingPopupCard`. */
export const standardCallout: RenderListingCallout = (props) => <ListingPopupCard {...props} />

const POPUP_OPTIONS = {
  className: 'idx-map-popup',
  minWidth: MAP_POPUP_WIDTH,
  maxWidth: MAP_POPUP_WIDTH,
  // Room for the area tools along the top edge when a popup pans into view.
  autoPanPaddingTopLeft: [16, 64] as L.PointTuple,
  autoPanPaddingBottomRight: [16, 16] as L.PointTuple,
}

/** Zoom to a cluster's listings; a cluster whose listings share one spot zooms two levels in. */
function zoomInto(map: L.Map, marker: ClusterMapMarker): void {
  const { top_left: nw, bottom_right: se }: BoundingBox = marker.box
  const degenerate = nw.lat === se.lat && nw.lng === se.lng
  if (degenerate) {
    map.setView(marker.position, Math.min(map.getZoom() + 2, map.getMaxZoom() || MAP_ZOOM.listing + 4))
    return
  }
  map.fitBounds(
    [
      [se.lat, nw.lng],
      [nw.lat, se.lng],
    ],
    { padding: [40, 40], maxZoom: Math.max(map.getZoom() + 1, MAP_ZOOM.listing) },
  )
}

/**
 * A marker's keydown handler for Enter and Space, as on any button. The default is prevented, so
 * Leaflet's own Enter handling (a keypress that toggles a popup) never runs as well.
 */
function onActivationKey(activate: (marker: L.Marker) => void): L.LeafletEventHandlerFn {
  return (event) => {
    const key = (event as L.LeafletKeyboardEvent).originalEvent
    if ((key.key !== 'Enter' && key.key !== ' ') || key.altKey || key.ctrlKey || key.metaKey) return
    key.preventDefault()
    activate(event.target as L.Marker)
  }
}

// A popup keeps its element between openings: wire its keys once.
const escapeWired = new WeakSet<HTMLElement>()

/** Moves keyboard focus into an opened popup, and lets Escape close it wherever focus is. */
function onPopupOpen(map: L.Map, event: L.PopupEvent): void {
  const element = event.popup.getElement()
  if (!element) return
  if (!escapeWired.has(element)) {
    escapeWired.add(element)
    element.setAttribute('role', 'dialog')
    element.setAttribute('aria-label', 'Listing details')
    element.addEventListener('keydown', (keyEvent) => {
      if (keyEvent.key === 'Escape') map.closePopup(event.popup)
    })
  }
  // react-leaflet renders the popup's React content just after this event: wait a few frames.
  focusWhenRendered(element, 10)
}

function focusWhenRendered(popup: HTMLElement, framesLeft: number): void {
  const link = popup.querySelector<HTMLElement>('.idx-map-card__title a, .idx-card__title-link')
  if (link) link.focus({ preventScroll: true })
  else if (framesLeft > 0) requestAnimationFrame(() => focusWhenRendered(popup, framesLeft - 1))
}

/** Returns focus to the marker when its popup closes with focus inside (or lost to the body). */
function onPopupClose(marker: L.Marker, event: L.PopupEvent): void {
  const popup = event.popup.getElement()
  const active = document.activeElement
  if (active === document.body || (popup && active && popup.contains(active))) {
    marker.getElement()?.focus({ preventScroll: true })
  }
}

type MarkerViewProps = {
  marker: MapMarker
  highlighted: boolean
  listingHref: MapMarkersProps['listingHref']
  onListingOpen: MapMarkersProps['onListingOpen']
  onListingSave: MapMarkersProps['onListingSave']
  savedListingIds: ReadonlySet<string>
  renderCallout: RenderListingCallout
}

/** Whether `marker` shows the highlighted listing (a listing pin, or a multi-listing pill holding it). */
function isHighlighted(marker: MapMarker, highlightedListingId: string | null | undefined): boolean {
  if (highlightedListingId == null) return false
  return marker.kind === 'listing'
    ? marker.listing.id === highlightedListingId
    : marker.kind === 'multi-listing' && marker.listings.some((listing) => listing.id === highlightedListingId)
}

// Memoised: a marker re-renders only when it, its highlight or its handlers change. The host
// re-renders the map on every search change (a filter click), and re-rendering every marker
// there (with their Leaflet event wiring) cost the click's frame several milliseconds.
const MarkerView = memo(function MarkerView({
  marker,
  highlighted,
  listingHref,
  onListingOpen,
  onListingSave,
  savedListingIds,
  renderCallout,
}: MarkerViewProps) {
  const map = useMap()
  const popup = useRef<L.Popup>(null)
  // The save dialog opens over the map: the popup it came from closes rather than stay behind it.
  const save = onListingSave
    ? (listing: Listing) => {
        map.closePopup()
        onListingSave(listing)
      }
    : undefined
  // Every marker is a button in the Tab order that comes forward under the pointer.
  const common = {
    position: marker.position,
    icon: markerIcon(marker, { highlighted }),
    keyboard: true,
    riseOnHover: true,
  }

  if (marker.kind === 'cluster') {
    const activate = () => {
      const hadFocus =
        document.activeElement instanceof HTMLElement && document.activeElement.closest('.leaflet-marker-icon')
      zoomInto(map, marker)
      // The bubble disappears once the new clusters arrive; keep keyboard users on the map.
      if (hadFocus) map.getContainer().focus({ preventScroll: true })
    }
    return (
      <Marker
        {...common}
        eventHandlers={{
          click: activate,
          keydown: onActivationKey(activate),
        }}
      />
    )
  }

  return (
    <Marker
      {...common}
      zIndexOffset={highlighted ? 1000 : 0}
      eventHandlers={{
        keydown: onActivationKey((target) => target.openPopup()),
        popupopen: (event) => onPopupOpen(map, event),
        popupclose: (event) => onPopupClose(event.target as L.Marker, event),
      }}
    >
      <Popup {...POPUP_OPTIONS} ref={popup}>
        <FitsPopup popup={popup}>
          {marker.kind === 'listing' ? (
            renderCallout({
              listing: marker.listing,
              href: listingHref(marker.listing),
              onOpen: onListingOpen,
              onSave: save,
              saved: marker.saved,
              headingLevel: 3,
            })
          ) : (
            <div className="idx-map-multi">
              <h3 className="idx-map-multi__heading">{marker.text}</h3>
              <ul className="idx-map-multi__list">
                {marker.listings.map((listing) => (
                  <li key={listing.id}>
                    {renderCallout({
                      listing,
                      href: listingHref(listing),
                      onOpen: onListingOpen,
                      onSave: save,
                      saved: savedListingIds.has(String(listing.id)),
                      headingLevel: 4,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </FitsPopup>
      </Popup>
    </Marker>
  )
})

/**
 * The popup's content, laid out again (and panned into view) whenever its size changes: a custom
 * callout grows once its code and its listing arrive, after Leaflet placed the popup.
 */
function FitsPopup({ popup, children }: { popup: RefObject<L.Popup | null>; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null)
  useEffect(
    function refitOnResize() {
      const element = content.current
      if (!element || typeof ResizeObserver === 'undefined') return
      let height = element.offsetHeight
      const observer = new ResizeObserver(() => {
        if (element.offsetHeight === height) return
        height = element.offsetHeight
        if (popup.current?.isOpen()) popup.current.update()
      })
      observer.observe(element)
      return function stopRefitting() {
        observer.disconnect()
      }
    },
    [popup],
  )
  return <div ref={content}>{children}</div>
}

/** The map's zoom, and whether it can zoom in further, updated once each zoom has ended. */
function useZoom(): { zoom: number; canZoomIn: boolean } {
  const map = useMap()
  const read = () => ({ zoom: map.getZoom(), canZoomIn: map.getZoom() < map.getMaxZoom() })
  const [zoom, setZoom] = useState(read)
  useMapEvents({ zoomend: () => setZoom(read()) })
  return zoom
}

/**
 * The server's clusters on the map, laid out at the map's zoom so that no two markers overlap
 * (`layoutMapMarkers`: bubbles, price pills, dots and '{n} listings' pills). The layout follows
 * the zoom at once, before the clusters for the new view arrive. Every marker is a button in the
 * Tab order: Enter or Space zooms into a cluster or opens a listing's popup, whose title link
 * takes focus; Escape closes it and focus returns to the marker. Saved listings (`savedListingIds`)
 * show a heart on their marker and 'Saved' in their popup.
 */
export const MapMarkers = memo(function MapMarkers({
  clusters,
  listingHref,
  onListingOpen,
  onListingSave,
  highlightedListingId,
  savedListingIds = NONE_SAVED,
  renderCallout = standardCallout,
}: MapMarkersProps) {
  const { zoom, canZoomIn } = useZoom()
  const markers = useMemo(
    () => layoutMapMarkers(clusters, { zoom, canZoomIn, savedListingIds }),
    [clusters, zoom, canZoomIn, savedListingIds],
  )
  return (
    <>
      {markers.map((marker) => (
        <MarkerView
          key={marker.key}
          marker={marker}
          highlighted={isHighlighted(marker, highlightedListingId)}
          listingHref={listingHref}
          onListingOpen={onListingOpen}
          onListingSave={onListingSave}
          renderCallout={renderCallout}
          savedListingIds={savedListingIds}
        />
      ))}
    </>
  )
})
