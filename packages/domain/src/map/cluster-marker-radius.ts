import { CLUSTER_SIZE_CLASSES } from './cluster-size-class.js'
import type { ClusterSizeClass } from './cluster-size-class.js'
import { CLUSTER_MARKER_MIN_RADIUS } from './constants.js'

/** Each size class is this many CSS pixels wider in radius than the one below it. */
export const CLUSTER_MARKER_RADIUS_STEP = 3

/**
 * The radius in CSS pixels of a cluster marker of a size class: the minimum radius (25) for the
 * smallest class and for the base style (counts 101-150, `null`), then 3 px more per class.
 *
 * @example
 * clusterMarkerRadius('cluster-up-to-5')   // 25
 * clusterMarkerRadius('cluster-up-to-15')  // 28
 * clusterMarkerRadius(null)                // 25
 * clusterMarkerRadius('cluster-over-200')  // 46
 */
export function clusterMarkerRadius(sizeClass: ClusterSizeClass | null): number {
  const rank = sizeClass === null ? 0 : CLUSTER_SIZE_CLASSES.indexOf(sizeClass)
  return CLUSTER_MARKER_MIN_RADIUS + CLUSTER_MARKER_RADIUS_STEP * Math.max(0, rank)
}
