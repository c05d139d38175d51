/**
 * The accessible name of a drawn area's corner handle (a Leaflet-Geoman vertex marker): which
 * corner, of how many, so a screen reader user tabbing through them knows where they are.
 *
 * @example
 * cornerName(0, 4) // 'Corner 1 of 4'
 */
export function cornerName(index: number, count: number): string {
  return `Corner ${index + 1} of ${count}`
}
