import { MAP_STYLES, type MapStyle } from '@idx/domain'
import { isLoopbackHost } from '../http/loopback.js'

/** A raster tile service for one map style, as the page's config hands it to the maps. */
export interface MapTileService {
  /** Leaflet URL template: `{z}`, `{x}`, `{y}`, and optionally `{s}` (subdomain) and `{r}` (`@2x` on dense screens). */
  url: string
  /** The attribution the provider requires (HTML), shown in the map's corner. */
  attribution: string
  /** The deepest zoom the service has tiles for; the maps enlarge those past it. */
  maxZoom?: number
  /** The letters `{s}` takes, e.g. `abc`. */
  subdomains?: string
}

/** Tile services per map style; a style without one draws the PMTiles archive, else the offline basemap. */
export type MapTileServices = Partial<Record<MapStyle, MapTileService>>

const OSM = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
const CARTO = `${OSM} © <a href="https://carto.com/attributions">CARTO</a>`

/**
 * What each style draws when IDX_MAP_TILES is unset (and no IDX_BASEMAP_PMTILES archive is
 * configured): public tile services that need no key. They are run on their providers' terms
 * (README.md, "Map tiles"): fine for a demo or a small site; a site with traffic configures its
 * own provider or key.
 */
export const BUILT_IN_MAP_TILES: Readonly<Record<MapStyle, MapTileService>> = {
  // OpenStreetMap's standard tiles (tile usage policy: https://operations.osmfoundation.org/policies/tiles/).
  default: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: OSM, maxZoom: 19 },
  // CARTO Positron, and Positron without labels (https://github.com/CartoDB/basemap-styles).
  light: {
    url: 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png',
    attribution: CARTO,
    maxZoom: 20,
    subdomains: 'abcd',
  },
  minimal: {
    url: 'https://{s}.basemaps.cartocdn.com/light_nolabels/{z}/{x}/{y}{r}.png',
    attribution: CARTO,
    maxZoom: 20,
    subdomains: 'abcd',
  },
  // OpenTopoMap (https://opentopomap.org/about): contour lines and relief, tiles to zoom 17.
  topo: {
    url: 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png',
    attribution:
      `Map data: ${OSM}, <a href="http://viewfinderpanoramas.org">SRTM</a> | ` +
      'Map style: © <a href="https://opentopomap.org">OpenTopoMap</a> (<a href="https://creativecommons.org/licenses/by-sa/3.0/">CC-BY-SA</a>)',
    maxZoom: 17,
    subdomains: 'abc',
  },
  // Esri World Imagery (https://www.arcgis.com/home/item.html?id=10df2279f9684e4a9f6a7f08febac2a9): its URL puts y before x.
  sat: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    attribution:
      'Tiles © Esri — Source: Esri, i-cubed, USDA, USGS, AEX, GeoEye, Getmapping, Aerogrid, IGN, IGP, UPR-EGP, and the GIS User Community',
    maxZoom: 19,
  },
}

/** The values of IDX_MAP_TILES that turn network tiles off. */
const OFF = ['none', 'off']

const EXAMPLE = 'e.g. {"default":{"url":"https://tiles.example/{z}/{x}/{y}.png","attribution":"© Example"}}'

/**
 * The site's tile services from IDX_MAP_TILES (and IDX_MAP_TILES_KEY), checked at start-up:
 * - unset or blank: the built-in services (`BUILT_IN_MAP_TILES`), unless a PMTiles archive is
 *   configured (`hasArchive`), which then draws every style;
 * - `none` (or `off`, or `{}`): no tile service: the archive when configured, else the offline
 *   basemap, and the browser asks no tile host for anything;
 * - JSON, `{"<style>": {"url", "attribution", "maxZoom"?, "subdomains"?}}`: exactly these services
 *   (the built-in ones are not added); the styles it leaves out draw the archive, else the
 *   offline basemap. `{key}` in a URL is replaced by IDX_MAP_TILES_KEY, so the JSON can be kept
 *   in a file and the key with the other secrets.
 * Each URL must be https (http only on a loopback host, for development and tests); a style name,
 * an entry or a `{key}` without a key that cannot be used throws, naming the fix.
 *
 * @example
 * readMapTilesSetting({}, false).default?.url // 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
 * readMapTilesSetting({ IDX_MAP_TILES: 'none' }, false) // {}
 * readMapTilesSetting({ IDX_MAP_TILES: '{"sat":{"url":"http://tiles.example/{z}/{x}/{y}.jpg","attribution":"©"}}' }, false)
 * // throws: IDX_MAP_TILES: the "sat" URL must be https:// …
 */
export function readMapTilesSetting(
  env: { IDX_MAP_TILES?: string | undefined; IDX_MAP_TILES_KEY?: string | undefined },
  hasArchive: boolean,
): MapTileServices {
  const text = env.IDX_MAP_TILES?.trim() ?? ''
  if (text === '') return hasArchive ? {} : { ...BUILT_IN_MAP_TILES }
  if (OFF.includes(text.toLowerCase())) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error(`IDX_MAP_TILES must be JSON, ${EXAMPLE}, or none`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`IDX_MAP_TILES must be a JSON object of tile services by map style, ${EXAMPLE}`)
  }
  const key = env.IDX_MAP_TILES_KEY?.trim() ?? ''
  const services: MapTileServices = {}
  for (const [style, entry] of Object.entries(parsed)) {
    if (!isMapStyle(style)) {
      throw new Error(`IDX_MAP_TILES names the style "${style}"; the styles are ${MAP_STYLES.join(', ')}`)
    }
    services[style] = readService(style, entry, key)
  }
  return services
}

function isMapStyle(name: string): name is MapStyle {
  return (MAP_STYLES as readonly string[]).includes(name)
}

function readService(style: MapStyle, entry: unknown, key: string): MapTileService {
  const fields = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
  const { url, attribution, maxZoom, subdomains } = fields
  const problem = (what: string) => new Error(`IDX_MAP_TILES: the "${style}" entry ${what}, ${EXAMPLE}`)
  if (typeof url !== 'string' || url === '') throw problem('needs a "url", a tile URL template')
  if (typeof attribution !== 'string') throw problem('needs an "attribution", the text its provider requires')
  if (maxZoom !== undefined && !(Number.isInteger(maxZoom) && (maxZoom as number) >= 0 && (maxZoom as number) <= 24)) {
    throw problem('has a "maxZoom" that is not a whole number from 0 to 24')
  }
  if (subdomains !== undefined && (typeof subdomains !== 'string' || subdomains === '')) {
    throw problem('has "subdomains" that are not letters such as "abc"')
  }
  checkTileUrl(style, url)
  if (url.includes('{key}') && key === '') {
    throw new Error(`IDX_MAP_TILES: the "${style}" URL has {key}: set IDX_MAP_TILES_KEY to the provider's key`)
  }
  return {
    url: url.replaceAll('{key}', encodeURIComponent(key)),
    attribution,
    ...(maxZoom === undefined ? {} : { maxZoom: maxZoom as number }),
    ...(subdomains === undefined ? {} : { subdomains: subdomains as string }),
  }
}

/**
 * A tile URL template must be https: the page is, and a browser refuses plain http images on an
 * https page (or shows the page as not secure). A loopback host may be http, for development and
 * tests. The message names the template without its query, where a key written inline would be.
 */
function checkTileUrl(style: MapStyle, template: string): void {
  const shown = template.split('?')[0]
  let url: URL
  try {
    url = new URL(template.replace(/\{[^}]*\}/g, 'a'))
  } catch {
    throw new Error(`IDX_MAP_TILES: the "${style}" URL ${shown} is not an absolute URL template, ${EXAMPLE}`)
  }
  if (url.protocol === 'https:') return
  if (url.protocol === 'http:' && isLoopbackHost(url.host)) return
  throw new Error(
    `IDX_MAP_TILES: the "${style}" URL ${shown} must be https:// (http:// only on a loopback host such as 127.0.0.1 or localhost, for development)`,
  )
}
