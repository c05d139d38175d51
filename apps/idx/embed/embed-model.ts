import type { BridgeSessionItems } from '@idx/domain'

// The pure parts of /embed.js (embed.ts): which frame path each element opens, which element owns
// the page's URL, and the session items kept in the parent's storage.

/** The custom elements /embed.js defines: each one frame of the site. */
export const EMBED_ELEMENTS = {
  'idx-search': { title: 'Home search', path: () => '' },
  'idx-listing': {
    title: 'Listing',
    // The full listing page (`listing/:slug/:listingId`): the page reads the listing by its id
    // alone, so a placeholder slug opens it as its own slug does.
    path: (listingId: string | null) => (listingId ? `listing/-/${encodeURIComponent(listingId)}` : ''),
  },
  'idx-saved-homes': { title: 'Saved homes', path: () => 'collections' },
} as const

export type EmbedTag = keyof typeof EMBED_ELEMENTS

/** The tag names, as a selector that finds every element of /embed.js on a page. */
export const EMBED_SELECTOR = Object.keys(EMBED_ELEMENTS).join(',')

/** What an element's frame first opens below /app/: its `path` attribute, else its kind's page. */
export function elementPath(tag: EmbedTag, attribute: (name: string) => string | null): string {
  const path = attribute('path')
  if (path !== null) return path.replace(/^\/+/, '')
  return EMBED_ELEMENTS[tag].path(attribute('listing-id'))
}

/** An element as ownership of the URL sees it: its tag and its `sync-url` attribute (null when absent). */
export type UrlCandidate = { tag: string; syncUrl: string | null }

/**
 * Which element owns the page's URL (its `?idx=` parameter), by index; -1 for none. The first
 * element that opts in with `sync-url` (any value but "false"), else the first `<idx-search>` that
 * does not opt out with `sync-url="false"`.
 *
 * @example
 * urlOwner([{ tag: 'idx-search', syncUrl: null }, { tag: 'idx-listing', syncUrl: '' }]) // 1
 */
export function urlOwner(elements: readonly UrlCandidate[]): number {
  const optedIn = elements.findIndex((element) => element.syncUrl !== null && element.syncUrl !== 'false')
  if (optedIn !== -1) return optedIn
  return elements.findIndex((element) => element.tag === 'idx-search' && element.syncUrl === null)
}

/** The localStorage key of the session items the parent keeps for the site at `origin`. */
export const sessionKey = (origin: string) => `idx-embed:${origin}`

/** The stored session items: an object of strings; {} when none or unreadable. */
export function readStoredSession(raw: string | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(raw ?? '{}')
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

/** The stored items with `items` merged in: a string sets its key, null removes it. */
export function mergeSessionItems(stored: Record<string, string>, items: BridgeSessionItems): Record<string, string> {
  const merged = { ...stored }
  for (const [key, value] of Object.entries(items)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}
