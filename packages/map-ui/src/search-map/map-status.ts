/** What the map's data is doing; the map reads it rather than juggling booleans. */
export type MapState = 'loading' | 'error' | 'ready'

/**
 * Why a ready map shows no listing, as the host knows it:
 * - `area`: listings match the search, just none in this view (zooming out or moving helps);
 * - `shape`: none inside the drawn area (a larger area, or none, helps);
 * - `filters`: no listing of the whole market matches the filters (only clearing them helps).
 */
export type MapEmptyCause = 'area' | 'shape' | 'filters'

/** Texts of the map's status line. */
export const MAP_STATUS_TEXT = {
  loading: 'Loading listings…',
  empty: 'No listings in this area. Zoom out or move the map to see more.',
  emptyShape: 'No listings in the drawn area. Draw a larger area or remove it to see more.',
  emptyFilters: 'No listings match these filters anywhere in this market.',
  /** The spec's default for a failed asynchronous load. */
  error: 'Oops, Something went wrong...',
} as const

const EMPTY_TEXT: Readonly<Record<MapEmptyCause, string>> = {
  area: MAP_STATUS_TEXT.empty,
  shape: MAP_STATUS_TEXT.emptyShape,
  filters: MAP_STATUS_TEXT.emptyFilters,
}

/**
 * The status line for a state and a number of clusters: empty when there is nothing to say. With
 * no cluster, the words fit the cause: zooming out cannot help a filter that matches nothing.
 */
export function mapStatusText(
  state: MapState,
  clusterCount: number,
  errorText?: string,
  emptyCause: MapEmptyCause = 'area',
): string {
  if (state === 'loading') return MAP_STATUS_TEXT.loading
  if (state === 'error') return errorText ?? MAP_STATUS_TEXT.error
  return clusterCount === 0 ? EMPTY_TEXT[emptyCause] : ''
}

/**
 * Whether the status offers 'Clear Filters': only when the filters match nothing in the market
 * and the host can clear them.
 */
export function offersClearFilters(
  state: MapState,
  clusterCount: number,
  emptyCause: MapEmptyCause,
  canClear: boolean,
): boolean {
  return canClear && state === 'ready' && clusterCount === 0 && emptyCause === 'filters'
}
