import type { StorageLike } from '@idx/api-client'
import { isRegistrationRequired, readViewCount, recordListingView } from '@idx/domain'
import type { RegistrationRule } from '@idx/domain'

/** The spec's local storage key for the viewed-property counter: `property-views` = `{counter}`. */
export const PROPERTY_VIEWS_KEY = 'property-views'

/** The stored entry as parsed JSON; null when nothing or no JSON is stored. */
function storedViews(storage: StorageLike): unknown {
  try {
    return JSON.parse(storage.getItem(PROPERTY_VIEWS_KEY) ?? 'null')
  } catch {
    return null
  }
}

/** The stored count of distinct listings viewed while anonymous (0 when nothing or garbage is stored). */
export function propertyViews(storage: StorageLike): number {
  return readViewCount(storedViews(storage))
}

/**
 * Counts a view of listing `listingId` (only anonymous visitors' views of a listing not counted
 * before: see `recordListingView`) and says whether the site's registration gate now applies. The
 * listing page calls it once per listing opened.
 */
export function recordPropertyView(
  storage: StorageLike,
  listingId: string,
  rule: RegistrationRule | null | undefined,
  authenticated: boolean,
): { count: number; registrationRequired: boolean } {
  const next = recordListingView(storedViews(storage), listingId, authenticated)
  storage.setItem(PROPERTY_VIEWS_KEY, JSON.stringify(next))
  const count = next.counter
  return { count, registrationRequired: isRegistrationRequired(rule ?? null, count, authenticated) }
}

/** Invalidation clears the counter (spec §4). */
export function clearPropertyViews(storage: StorageLike): void {
  storage.removeItem(PROPERTY_VIEWS_KEY)
}
