import type { GeoJsonGeometry } from '@idx/domain'
import type { PMTiles } from 'pmtiles'

/** A raster tile service for one map style (production hosts configure these; see README). */
export interface TileSource {
  /** Leaflet URL template, e.g. `https://tiles.example.com/{z}/{x}/{y}.png`. */
  url: string
  /** Attribution the provider requires (HTML allowed, as Leaflet's attribution control shows it). */
  attribution: string
  maxZoom?: number
  subdomains?: string | string[]
}

/**
 * A self-hosted vector basemap: a PMTiles archive in the Protomaps basemap schema that the operator
 * supplies (e.g. an extract of the Protomaps daily build for the market's region), drawn in the
 * browser with protomaps-leaflet in the map style's flavour. Both libraries load on first use, in
 * a chunk of their own.
 */
export interface PmtilesBasemapSource {
  /** Where the archive is (its server must answer HTTP Range requests), or an archive already opened. */
  url: string | PMTiles
  /** Attribution the data requires; default Protomaps and OpenStreetMap's. */
  attribution?: string
}

/** What a zip-code or neighbourhood outline on the offline basemap is. */
export type BasemapAreaKind = 'zip' | 'neighborhood'

/** One outline the offline basemap draws and names (a zip code or a neighbourhood). */
export interface BasemapAreaFeature {
  type: 'Feature'
  geometry: GeoJsonGeometry
  properties?: { name?: string | null; kind?: BasemapAreaKind | (string & {}) | null } | null
}

/** The market's zip-code and neighbourhood outlines, as a GeoJSON FeatureCollection. */
export interface BasemapAreas {
  type: 'FeatureCollection'
  features: readonly BasemapAreaFeature[]
}
