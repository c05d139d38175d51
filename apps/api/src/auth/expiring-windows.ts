/** One counting window of one key. */
export interface CountWindow {
  count: number
  /** When the window ends (ms since the epoch). */
  endsAt: number
}

/**
 * Counting windows by key, dropped when they end without ever scanning the whole map, and at most
 * `capacity` of them. Windows of one length end in the order they start, so each length keeps its
 * own Map in insertion order: expired windows are always at the front of theirs, and each call
 * drops those (amortised O(1) per window; there are a handful of lengths, one per rule). When full,
 * the window that ends soonest goes first: the one whose loss forgives the fewest seconds.
 *
 * @example
 * const windows = expiringWindows(100_000)
 * const w = windows.current('login:1:jane@x', 900_000, Date.now())
 * w.count += 1
 */
export function expiringWindows(capacity: number) {
  const byLength = new Map<number, Map<string, CountWindow>>()
  const lengthOf = new Map<string, number>()
  let size = 0

  function drop(key: string, length: number) {
    byLength.get(length)?.delete(key)
    lengthOf.delete(key)
    size -= 1
  }

  function dropExpired(at: number) {
    for (const [length, windows] of byLength) {
      for (const [key, window] of windows) {
        if (window.endsAt > at) break
        drop(key, length)
      }
    }
  }

  function dropSoonest() {
    let soonest: { key: string; length: number; endsAt: number } | undefined
    for (const [length, windows] of byLength) {
      const first = windows.entries().next()
      if (first.done) continue
      const [key, window] = first.value
      if (!soonest || window.endsAt < soonest.endsAt) soonest = { key, length, endsAt: window.endsAt }
    }
    if (soonest) drop(soonest.key, soonest.length)
  }

  return {
    /** The key's running window at `at`, if it has one; nothing is kept for a key without one. */
    running(key: string, at: number): CountWindow | undefined {
      dropExpired(at)
      const length = lengthOf.get(key)
      const window = length === undefined ? undefined : byLength.get(length)?.get(key)
      return window && window.endsAt > at ? window : undefined
    },
    /** The key's window at `at`: its running one, or a new empty one of `lengthMs`. */
    current(key: string, lengthMs: number, at: number): CountWindow {
      dropExpired(at)
      const length = lengthOf.get(key)
      const running = length === undefined ? undefined : byLength.get(length)?.get(key)
      if (running && running.endsAt > at) return running
      // Ended but not at its Map's front: only when the clock stepped back since it started.
      if (length !== undefined) drop(key, length)
      if (size >= capacity) dropSoonest()
      const window = { count: 0, endsAt: at + lengthMs }
      let windows = byLength.get(lengthMs)
      if (!windows) byLength.set(lengthMs, (windows = new Map()))
      windows.set(key, window)
      lengthOf.set(key, lengthMs)
      size += 1
      return window
    },
    delete(key: string): void {
      const length = lengthOf.get(key)
      if (length !== undefined) drop(key, length)
    },
    get size(): number {
      return size
    },
  }
}
