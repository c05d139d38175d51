import { useId, useMemo } from 'react'
import type { CSSProperties } from 'react'
import { MapContainer, Marker } from 'react-leaflet'
import { DEFAULT_MAP_STYLE, MAP_ZOOM, mapMarkers, usableCoordinates } from '@idx/domain'
import type { Listing, MapStyle } from '@idx/domain'
import { Basemap } from '../basemap/Basemap.js'
import type { AreaFocus } from '../basemap/AreaOutlines.js'
import type { BasemapAreas, PmtilesBasemapSource, TileSource } from '../basemap/basemap-types.js'
import { chooseBasemap } from '../basemap/choose-basemap.js'
import { markerIcon } from '../markers/marker-icons.js'
import { MAP_OPTIONS, mapRootClassName, mapRootStyle } from '../shared/map-root.js'
import { MapStyles } from '../styles/MapStyles.js'
import { MapBehaviour } from '../search-map/MapBehaviour.js'

export interface ListingMapProps {
  listing: Listing
  mapStyle?: MapStyle
  tileSources?: Partial<Record<MapStyle, TileSource>> | null
  /** A self-hosted vector basemap (PMTiles) for styles without a tile service. */
  pmtiles?: PmtilesBasemapSource | null
  /** The market's zip and neighbourhood outlines: the one the listing is in is outlined and named. */
  areas?: BasemapAreas | null
  /** Accessible name; default 'Map of {title}'. */
  label?: string
  className?: string
  style?: CSSProperties
}

/** Room the listing's price pin takes (it stands on its point), which the basemap's names stay clear of. */
const MARKER_BOX = { width: 80, height: 32, raise: 15 }

/**
 * Where the listing map opens over a basemap that draws streets (a tile service or a PMTiles
 * archive): near enough to name the streets around the home and show its block. The offline
 * basemap draws no streets, so a map with only that opens at the listing zoom (14), where the
 * home's neighbourhood fits the map.
 */
export const LISTING_STREET_ZOOM = 16

/** The text shown instead of a map for a listing without usable coordinates. */
export const LOCATION_NOT_AVAILABLE_TEXT = 'Location Not Available'

/**
 * One listing on the map with its price marker, at street zoom (16) over a basemap with streets,
 * else at the listing zoom (14), in its neighbourhood (outlined and named, given the market's
 * `areas`); 'Location Not Available' when it has no usable coordinates.
 *
 * @example
 * <ListingMap listing={listing} /> // a map centred on the listing, or 'Location Not Available'
 */
export function ListingMap({
  listing,
  mapStyle = DEFAULT_MAP_STYLE,
  tileSources,
  pmtiles,
  areas,
  label,
  className,
  style,
}: ListingMapProps) {
  const descriptionId = useId()
  const marker = useMemo(() => {
    const coordinates = usableCoordinates(listing)
    if (!coordinates) return undefined
    const [lat, lng] = coordinates
    const spot = { lat, lng }
    const cluster = {
      centroid: spot,
      bounding_box: { top_left: spot, bottom_right: spot },
      document_count: 1,
      hit_count: 1,
      listings: [listing],
    }
    return mapMarkers([cluster])[0]
  }, [listing])
  const focus = useMemo<AreaFocus | null>(
    () => (marker ? { position: marker.position, marker: MARKER_BOX } : null),
    [marker],
  )
  const classes = mapRootClassName(className)
  const zoom = chooseBasemap(mapStyle, tileSources, pmtiles).kind === 'offline' ? MAP_ZOOM.listing : LISTING_STREET_ZOOM
  if (!marker) {
    return (
      <div className={classes} style={style}>
        <MapStyles />
        <p className="idx-map-unavailable">{LOCATION_NOT_AVAILABLE_TEXT}</p>
      </div>
    )
  }
  const name = label ?? (listing.title ? `Map of ${listing.title}` : 'Map of the listing')
  return (
    <div className={classes} style={mapRootStyle(mapStyle, style)}>
      <MapStyles />
      <p id={descriptionId} className="idx-sr-only">
        {`${marker.label}. Use the arrow keys to move the map and the plus and minus keys to zoom.`}
      </p>
      <MapContainer className="idx-map__canvas" center={marker.position} zoom={zoom} {...MAP_OPTIONS}>
        <Basemap mapStyle={mapStyle} tileSources={tileSources} pmtiles={pmtiles} areas={areas} focus={focus} />
        <Marker
          position={marker.position}
          icon={markerIcon(marker, { interactive: false })}
          interactive={false}
          keyboard={false}
        />
        <MapBehaviour
          view={{ center: marker.position, zoom }}
          boundsChangeDelayMs={0}
          label={name}
          descriptionId={descriptionId}
          busy={false}
        />
      </MapContainer>
    </div>
  )
}
