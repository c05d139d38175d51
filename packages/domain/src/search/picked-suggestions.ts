import type { SearchFilter } from './search-query.js'

/**
 * The suggestion ids (places, addresses) a filter change adds: what the visitor just picked in the
 * omnibox. A pick takes the map to the place, so the search drops the box the map had narrowed it
 * to; removing a chip adds nothing and keeps the box.
 *
 * @example
 * pickedSuggestions({ suggestion: { value: ['zip:78704'] } }, { suggestion: { value: ['zip:78704', 'area:3'] } })
 * // ['area:3']
 */
export function pickedSuggestions(previous: SearchFilter, next: SearchFilter): string[] {
  const before = new Set(previous.suggestion?.value ?? [])
  return (next.suggestion?.value ?? []).filter((id) => !before.has(id))
}
