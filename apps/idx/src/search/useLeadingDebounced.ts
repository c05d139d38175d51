import { useEffect, useReducer, useRef } from 'react'
import { createLeadingDebounce } from './leading-debounce.js'

type Debounced<T> = { key: string; settled: T; debounce: ReturnType<typeof createLeadingDebounce<T>> }

/**
 * `value`, debounced with a leading edge (see createLeadingDebounce). `key` says when two values
 * are the same search (objects from the URL are new on every render).
 *
 * The leading edge is taken during the render that sees the new value, so a single change costs
 * no extra render before its request starts (the filter-change-to-results path is latency bound);
 * only a held trailing value re-renders when its timer fires.
 */
export function useLeadingDebounced<T>(value: T, waitMs: number, key: (value: T) => string): T {
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const state = useRef<Debounced<T> | null>(null)
  if (state.current === null) {
    const created: Debounced<T> = {
      key: key(value),
      settled: value,
      debounce: createLeadingDebounce<T>(waitMs, (next) => {
        created.settled = next
        // During a render this is the leading edge, which that render returns itself.
        if (!rendering) rerender()
      }),
    }
    state.current = created
  }
  const current = state.current
  const nextKey = key(value)
  if (nextKey !== current.key) {
    current.key = nextKey
    rendering = true
    try {
      current.debounce.push(value)
    } finally {
      rendering = false
    }
  }
  useEffect(() => () => current.debounce.cancel(), [current])
  return current.settled
}

// True while a render pushes a value: an emission then is the leading edge, already returned.
let rendering = false
