/** What the map's data is doing; the map reads it rather than juggling booleans. */
export type MapState = 'loading' | 'error' | 'ready'

/** Texts of the map's status line. */
export const MAP_STATUS_TEXT = {
  loading: 'Loading listings…',
  empty: 'No listings in this area. Zoom out or move the map to see more.',
  /** The spec's default for a failed asynchronous load. */
  error: 'Oops, Something went wrong...',
} as const

/** The status line for a state and a number of clusters: empty when there is nothing to say. */
export function mapStatusText(state: MapState, clusterCount: number, errorText?: string): string {
  if (state === 'loading') return MAP_STATUS_TEXT.loading
  if (state === 'error') return errorText ?? MAP_STATUS_TEXT.error
  return clusterCount === 0 ? MAP_STATUS_TEXT.empty : ''
}
