import type { StorageLike } from '../auth/token-store.js'
import { randomId } from './random-id.js'

/** Where the visitor id is kept in storage. */
export const DEFAULT_VISITOR_ID_KEY = 'idx-vid'

/** The URL query parameter that hands a visitor id over (spec section 2, `_vid`). */
export const VISITOR_ID_PARAMETER = '_vid'

/** What the tracking service accepts as a vid: 1 to 64 of `A-Z a-z 0-9 . _ : -`. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/

export interface VisitorIdOptions {
  /**
   * The page's query string (`?_vid=…&q=…`), or its parameters. Default: `location.search` in a
   * browser, none elsewhere.
   */
  readonly search?: string | URLSearchParams
  /** Default `DEFAULT_VISITOR_ID_KEY`. */
  readonly key?: string
  /** Makes a new id. Default `randomId`. */
  readonly newId?: () => string
}

/**
 * The visitor's id (`vid`): a valid `_vid` query parameter wins (a link from another page of the
 * brokerage keeps its visitor) and is kept; else the id kept in `storage`; else a new random id,
 * kept. Storage that refuses (private mode, a full quota) still yields an id, just not a lasting
 * one: tracking must never break the page.
 *
 * @example
 * visitorId(localStorage)                          // 'q3V0Zk2mQ0yV7m4b8uYc1A', the same on every later call
 * visitorId(localStorage, { search: '?_vid=abc' }) // 'abc', kept from now on
 */
export function visitorId(storage: StorageLike, options: VisitorIdOptions = {}): string {
  const { key = DEFAULT_VISITOR_ID_KEY, newId = randomId } = options
  const handedOver = vidParameter(options.search ?? pageSearch())
  if (handedOver !== null) {
    keep(storage, key, handedOver)
    return handedOver
  }
  const kept = read(storage, key)
  if (kept !== null && VISITOR_ID_PATTERN.test(kept)) return kept
  const fresh = newId()
  keep(storage, key, fresh)
  return fresh
}

function vidParameter(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const value = params.get(VISITOR_ID_PARAMETER)?.trim()
  return value && VISITOR_ID_PATTERN.test(value) ? value : null
}

function pageSearch(): string {
  return typeof window === 'undefined' ? '' : (globalThis.location?.search ?? '')
}

function read(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

function keep(storage: StorageLike, key: string, vid: string): void {
  try {
    storage.setItem(key, vid)
  } catch {
    // Refused storage: the id lasts as long as the page. Nothing to report to the visitor.
  }
}
