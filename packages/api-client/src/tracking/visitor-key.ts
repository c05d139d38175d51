import type { StorageLike } from '../auth/token-store.js'
import { randomId } from './random-id.js'

/** Where the visitor key is kept in storage (beside the visitor id, `idx-vid`). */
export const DEFAULT_VISITOR_KEY_KEY = 'idx-vid-key'

/** What the tracking service accepts as a visitor key: 22 to 64 of `A-Z a-z 0-9 _ -`. */
export const VISITOR_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/

/**
 * The visitor's key: a secret this browser keeps beside its visitor id. Unlike the id, which
 * `_vid` links hand over, the key never leaves in a URL: the tracking service binds the visitor to
 * the first key it sees and lets only that key choose the visitor's agent. Made once (128 random
 * bits) and kept; storage that refuses still yields a key, for this page only.
 *
 * @example
 * visitorKey(localStorage) // 'Zq0m…' (22 characters), the same on every later call
 */
export function visitorKey(storage: StorageLike, { key = DEFAULT_VISITOR_KEY_KEY } = {}): string {
  try {
    const kept = storage.getItem(key)
    if (kept !== null && VISITOR_KEY_PATTERN.test(kept)) return kept
  } catch {
    // Unreadable storage: a key for this page only.
  }
  const fresh = randomId()
  try {
    storage.setItem(key, fresh)
  } catch {
    // Refused storage: the key lasts as long as the page.
  }
  return fresh
}

/** The page's own visitor key, from its `localStorage`; null outside a browser or without one. */
export function pageVisitorKey(): string | null {
  if (typeof window === 'undefined') return null
  let storage: StorageLike | undefined
  try {
    storage = globalThis.localStorage
  } catch {
    // A sandboxed frame may refuse even to hand localStorage out.
  }
  return storage ? visitorKey(storage) : null
}
