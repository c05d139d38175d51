/**
 * An integer with its English ordinal suffix (moment's `Do`); 11th to 13th
 * take 'th'.
 *
 * @example
 * ordinal(1)  // '1st'
 * ordinal(12) // '12th'
 * ordinal(22) // '22nd'
 */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100
  const last = lastTwo % 10
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'
  return `${n}${suffix}`
}
