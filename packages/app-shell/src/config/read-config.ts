import {
  checkSiteConfig,
  CONFIG_META_NAME,
  MAP_STYLES,
  readSiteConfigMeta,
  type MapStyle,
  type SiteConfigInput,
} from '@idx/domain'
import type { RealtimeConfig } from '@idx/api-client/react'

/** The site configuration apps/idx starts from, written by the server into a meta tag. */
export interface SiteConfig {
  api_token: string
  client_id: string
  /** Null when blank: the site's default market is used then. */
  market_id: string | null
  /** Where /api/v3 and /oauth live; blank means the page's own origin. */
  api_base_url: string
  /** The map's style (default, light, minimal, topo, sat); default 'default'. */
  map_style: MapStyle
  /**
   * Tile services per map style (the server's IDX_MAP_TILES, or its built-in public services); a
   * style without one draws `basemap_pmtiles`, else the offline basemap.
   */
  map_tiles: Partial<Record<MapStyle, MapTiles>>
  /**
   * The self-hosted vector basemap (the server's IDX_BASEMAP_PMTILES): a PMTiles archive the maps
   * draw for styles without a tile service. Absent: the offline basemap.
   */
  basemap_pmtiles?: BasemapPmtiles
  /**
   * The opening market's default filter (its schema's defaults), written by the server; null if
   * unknown. Not checked here: the search screen checks it as any search filter (fresh-search.ts),
   * so a page without the search never loads the search-query validator.
   */
  default_filter: { market_id: string; filter: unknown } | null
  /**
   * pusher-js's options for live updates (the server's `realtime` block); absent when the server
   * wrote none or it is unusable: the site then runs without live updates.
   */
  realtime?: RealtimeConfig
}

/** A raster tile service: a Leaflet URL template and the attribution its provider requires. */
export interface MapTiles {
  url: string
  attribution: string
  maxZoom?: number
  subdomains?: string
}

/** A PMTiles archive's URL (absolute, or a path on the site's origin) and its attribution. */
export interface BasemapPmtiles {
  url: string
  attribution?: string
}

export type ConfigResult = { ok: true; config: SiteConfig } | { ok: false; message: string }

/** The meta tag's name, as the server writes it (a contract in @idx/domain). */
export { CONFIG_META_NAME }

/**
 * Reads the meta tag's content with the rules from @idx/domain ('Could not read config from meta
 * tag', 'Missing the following configuration parameters: ...') and adds the host's own setting,
 * the API base URL. Pure, so it runs in Node tests.
 */
export function readConfig(content: string | null | undefined): ConfigResult {
  const read = readSiteConfigMeta(content)
  return read.ok ? readConfigValue(read.value) : read
}

/**
 * The same for the tag's JSON already parsed: the server renderer is handed the object the server
 * writes into the tag, and reads it by the same rules as the page.
 */
export function readConfigValue(input: SiteConfigInput): ConfigResult {
  const checked = checkSiteConfig(input)
  if (!checked.ok) return { ok: false, message: checked.message }
  const value = input as Record<string, unknown>
  const base = value.api_base_url
  const basemap = readBasemapPmtiles(value.basemap_pmtiles)
  const realtime = readRealtime(value.realtime)
  return {
    ok: true,
    config: {
      ...checked.config,
      api_base_url: typeof base === 'string' ? base.replace(/\/+$/, '') : '',
      map_style: MAP_STYLES.find((style) => style === value.map_style) ?? 'default',
      map_tiles: readMapTiles(value.map_tiles),
      ...(basemap ? { basemap_pmtiles: basemap } : {}),
      default_filter: readDefaultFilter(value.default_filter, value.default_filter_market_id),
      ...(realtime ? { realtime } : {}),
    },
  }
}

// An archive URL that is neither http(s) nor a path on this origin is left out (the offline basemap then).
function readBasemapPmtiles(value: unknown): BasemapPmtiles | null {
  const entry = value as Record<string, unknown> | null | undefined
  if (typeof entry?.url !== 'string' || !/^(https?:\/\/|\/(?!\/))/.test(entry.url)) return null
  return {
    url: entry.url,
    ...(typeof entry.attribution === 'string' && entry.attribution ? { attribution: entry.attribution } : {}),
  }
}

// Optional settings never stop the site: an unusable tile entry is left out (that style then
// draws the PMTiles archive, else the offline basemap). The server checks IDX_MAP_TILES at start.
function readMapTiles(value: unknown): Partial<Record<MapStyle, MapTiles>> {
  if (typeof value !== 'object' || value === null) return {}
  const tiles: Partial<Record<MapStyle, MapTiles>> = {}
  for (const style of MAP_STYLES) {
    const entry = (value as Record<string, unknown>)[style] as Record<string, unknown> | undefined
    if (typeof entry?.url !== 'string' || !/^https?:\/\//.test(entry.url)) continue
    tiles[style] = {
      url: entry.url,
      attribution: typeof entry.attribution === 'string' ? entry.attribution : '',
      ...(typeof entry.maxZoom === 'number' ? { maxZoom: entry.maxZoom } : {}),
      ...(typeof entry.subdomains === 'string' ? { subdomains: entry.subdomains } : {}),
    }
  }
  return tiles
}

// The server's reading of the market's defaults, for the market it names.
function readDefaultFilter(filter: unknown, marketId: unknown): SiteConfig['default_filter'] {
  if (typeof marketId !== 'string' || marketId === '' || typeof filter !== 'object' || filter === null) return null
  return { market_id: marketId, filter }
}

// The live-updates block as the server writes it (apps/api realtime-client-config.ts); one without
// a key, host, port or auth endpoint is left out (no live updates then, the rest of the site runs).
function readRealtime(value: unknown): RealtimeConfig | null {
  if (typeof value !== 'object' || value === null) return null
  const entry = value as Record<string, unknown>
  const { key, wsHost, wsPort, authEndpoint } = entry
  if (typeof key !== 'string' || key === '' || typeof wsHost !== 'string' || wsHost === '') return null
  if (typeof wsPort !== 'number' || !Number.isInteger(wsPort) || typeof authEndpoint !== 'string' || !authEndpoint)
    return null
  const transports = Array.isArray(entry.enabledTransports)
    ? entry.enabledTransports.filter(
        (transport): transport is 'ws' | 'wss' => transport === 'ws' || transport === 'wss',
      )
    : []
  return {
    key,
    wsHost,
    wsPort,
    authEndpoint,
    forceTLS: entry.forceTLS === true,
    ...(typeof entry.wssPort === 'number' && Number.isInteger(entry.wssPort) ? { wssPort: entry.wssPort } : {}),
    ...(typeof entry.wsPath === 'string' ? { wsPath: entry.wsPath } : {}),
    ...(typeof entry.cluster === 'string' ? { cluster: entry.cluster } : {}),
    ...(transports.length > 0 ? { enabledTransports: transports } : {}),
  }
}
