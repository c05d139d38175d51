/**
 * What the search map says of the listings of its search it has no place for (no coordinates, or
 * an address the listing hides): the list shows them, so the map's numbers and this one add up
 * to the list's count. Null when there are none.
 *
 * @example
 * notOnMapText(149) // '149 homes not on the map'
 * notOnMapText(1)   // '1 home not on the map'
 * notOnMapText(0)   // null
 */
export function notOnMapText(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null
  const whole = Math.round(count)
  return `${whole.toLocaleString('en-US')} ${whole === 1 ? 'home' : 'homes'} not on the map`
}
