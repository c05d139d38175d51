/**
 * Where a map's tile service stands, from its layer's events:
 * - `waiting`: no tile has loaded or failed yet;
 * - `slow`: still no tile after `TILE_TIMEOUT_MS` (the offline basemap is drawn meanwhile; a tile
 *   that loads late still wins);
 * - `loaded`: a tile loaded: the service answers, and a later failed tile changes nothing;
 * - `failed`: a tile failed before any loaded (no network, a wrong URL, a refused key).
 */
export type TileServiceState = 'waiting' | 'slow' | 'loaded' | 'failed'

/** What the tile layer reports (Leaflet's `tileload` and `tileerror`), and the clock's `timeout`. */
export type TileServiceEvent = 'tileload' | 'tileerror' | 'timeout'

/** How long a map waits for its first tile before it draws the offline basemap. */
export const TILE_TIMEOUT_MS = 4000

/**
 * The state after an event: the first tile to load or fail decides, and `loaded` and `failed`
 * are final.
 *
 * @example
 * nextTileServiceState('waiting', 'tileerror') // 'failed'
 * nextTileServiceState('slow', 'tileload')     // 'loaded'
 * nextTileServiceState('loaded', 'tileerror')  // 'loaded'
 */
export function nextTileServiceState(state: TileServiceState, event: TileServiceEvent): TileServiceState {
  if (state === 'loaded' || state === 'failed') return state
  if (event === 'tileload') return 'loaded'
  if (event === 'tileerror') return 'failed'
  return 'slow'
}

/** Whether the offline basemap is drawn: while the service is slow, and once it failed. */
export function drawsOfflineBasemap(state: TileServiceState): boolean {
  return state === 'slow' || state === 'failed'
}

/** Whether the tile layer stays on the map: a failed service is asked no more (no more failing requests). */
export function keepsTileLayer(state: TileServiceState): boolean {
  return state !== 'failed'
}
