/** Class every cluster marker has; `clusterSizeClass` adds a size modifier to it. */
export const CLUSTER_MARKER_BASE_CLASS = 'cluster-marker'

/** Size modifier classes of cluster markers, smallest first. */
export const CLUSTER_SIZE_CLASSES = [
  'cluster-up-to-5',
  'cluster-up-to-15',
  'cluster-up-to-30',
  'cluster-up-to-50',
  'cluster-up-to-70',
  'cluster-up-to-100',
  'cluster-151-200',
  'cluster-over-200',
] as const
export type ClusterSizeClass = (typeof CLUSTER_SIZE_CLASSES)[number]

// Upper bounds (inclusive) of the "up to" classes.
const UP_TO: readonly (readonly [number, ClusterSizeClass])[] = [
  [5, 'cluster-up-to-5'],
  [15, 'cluster-up-to-15'],
  [30, 'cluster-up-to-30'],
  [50, 'cluster-up-to-50'],
  [70, 'cluster-up-to-70'],
  [100, 'cluster-up-to-100'],
]

/**
 * The size modifier class for a cluster of `count` listings, or `null` when the
 * marker keeps the base style only (counts 101-150, or a count that is not a number).
 *
 * @example
 * clusterSizeClass(5)   // 'cluster-up-to-5'
 * clusterSizeClass(6)   // 'cluster-up-to-15'
 * clusterSizeClass(120) // null
 * clusterSizeClass(200) // 'cluster-151-200'
 * clusterSizeClass(201) // 'cluster-over-200'
 */
export function clusterSizeClass(count: number): ClusterSizeClass | null {
  if (Number.isNaN(count)) return null
  for (const [upTo, name] of UP_TO) {
    if (count <= upTo) return name
  }
  if (count <= 150) return null
  if (count <= 200) return 'cluster-151-200'
  return 'cluster-over-200'
}
