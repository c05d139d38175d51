import { useEffect, useRef, useState } from 'react'
import { createLeadingDebounce } from './leading-debounce'

/**
 * `value`, debounced with a leading edge (see createLeadingDebounce). `key` says when two values
 * are the same search (objects from the URL are new on every render).
 */
export function useLeadingDebounced<T>(value: T, waitMs: number, key: (value: T) => string): T {
  const [settled, setSettled] = useState(value)
  const debounce = useRef<ReturnType<typeof createLeadingDebounce<T>> | null>(null)
  const lastKey = useRef(key(value))
  debounce.current ??= createLeadingDebounce<T>(waitMs, setSettled)
  const currentKey = key(value)
  useEffect(() => {
    if (currentKey === lastKey.current) return
    lastKey.current = currentKey
    debounce.current?.push(value)
    // Keyed on the value's key, not its identity: `value` is described by `currentKey`.
  }, [currentKey])
  useEffect(() => () => debounce.current?.cancel(), [])
  return settled
}
