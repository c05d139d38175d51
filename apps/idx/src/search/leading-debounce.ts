/**
 * Debounces values with a leading edge: after a quiet spell the first value goes out at once (a
 * single filter change paints its results without waiting), and values arriving within `waitMs` of
 * the last one sent are held and only the latest goes out when the burst ends (typing a price, or
 * dragging the map, costs one search, not one per keystroke or frame).
 *
 * @example
 * const debounce = createLeadingDebounce<string>(500, (q) => search(q))
 * debounce.push('a') // searched now
 * debounce.push('ab') // held...
 * debounce.push('abc') // ...and only 'abc' is searched, 500 ms after the last push
 */
export function createLeadingDebounce<T>(waitMs: number, emit: (value: T) => void, now: () => number = Date.now) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastPushAt = -Infinity
  let pending: { value: T } | undefined

  function flush() {
    timer = undefined
    if (pending) {
      const { value } = pending
      pending = undefined
      emit(value)
    }
  }

  return {
    push(value: T) {
      const at = now()
      const quiet = at - lastPushAt >= waitMs && timer === undefined
      lastPushAt = at
      if (quiet) {
        emit(value)
        // Open the window: a follow-up within waitMs is held, not sent.
        timer = setTimeout(flush, waitMs)
        return
      }
      pending = { value }
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(flush, waitMs)
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      pending = undefined
    },
  }
}
