/**
 * The photo a card shows after stepping from `index` by `step` through
 * `count` photos, wrapping around both ends (previous on the first photo is
 * the last). No photos: 0.
 *
 * @example
 * stepPhotoIndex(0, -1, 5) // 4
 * stepPhotoIndex(4, 1, 5)  // 0
 * stepPhotoIndex(2, 1, 5)  // 3
 */
export function stepPhotoIndex(index: number, step: number, count: number): number {
  if (!(count >= 1)) return 0
  const next = Math.trunc(index) + Math.trunc(step)
  return ((next % count) + count) % count
}
