import { checkSiteConfig, MAP_STYLES, readSiteConfigMeta, type MapStyle, type SiteConfigInput } from '@idx/domain'

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
  /** Tile services per map style for production; a style without one draws the offline basemap. */
  map_tiles: Partial<Record<MapStyle, MapTiles>>
  /**
   * The opening market's default filter (its schema's defaults), written by the server; null if
   * unknown. Not checked here: the search screen checks it as any search filter (fresh-search.ts),
   * so a page without the search never loads the search-query validator.
   */
  default_filter: { market_id: string; filter: unknown } | null
}

/** A raster tile service: a Leaflet URL template and the attribution its provider requires. */
export interface MapTiles {
  url: string
  attribution: string
  maxZoom?: number
  subdomains?: string
}

export type ConfigResult = { ok: true; config: SiteConfig } | { ok: false; message: string }

export const CONFIG_META_NAME = 'idx-config'

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
  return {
    ok: true,
    config: {
      ...checked.config,
      api_base_url: typeof base === 'string' ? base.replace(/\/+$/, '') : '',
      map_style: MAP_STYLES.find((style) => style === value.map_style) ?? 'default',
      map_tiles: readMapTiles(value.map_tiles),
      default_filter: readDefaultFilter(value.default_filter, value.default_filter_market_id),
    },
  }
}

// Optional settings never stop the site: an unusable tile entry is left out (that style then
// draws the offline basemap).
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
