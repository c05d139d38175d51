import { useEffect, useState } from 'react'

/**
 * `value` once it has stopped changing for `delayMs`: the host's glue between the
 * omnibox's `onQueryChange` and its suggestions request.
 *
 * @example
 * const q = useDebouncedValue(text.trim(), DELAYS_MS.suggestionSearch) // 600 ms
 * const { data } = useSuggestionsQuery(q ? { q, market_id } : skipToken)
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(
    function settleLater() {
      const timer = setTimeout(() => setSettled(value), delayMs)
      return function cancel() {
        clearTimeout(timer)
      }
    },
    [value, delayMs],
  )
  return settled
}
