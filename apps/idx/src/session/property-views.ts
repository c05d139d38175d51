import type { StorageLike } from '@idx/api-client'
import { isRegistrationRequired, nextViewCount, readViewCount } from '@idx/domain'
import type { RegistrationRule } from '@idx/domain'

/** The spec's local storage key for the viewed-property counter: `property-views` = `{counter}`. */
export const PROPERTY_VIEWS_KEY = 'property-views'

/** The stored count of listings viewed while anonymous (0 when nothing or garbage is stored). */
export function propertyViews(storage: StorageLike): number {
  try {
    return readViewCount(JSON.parse(storage.getItem(PROPERTY_VIEWS_KEY) ?? 'null'))
  } catch {
    return 0
  }
}

/**
 * Counts a listing view (only anonymous visitors' views count) and says whether the site's
 * registration gate now applies. The listing page calls it once per listing opened.
 */
export function recordPropertyView(
  storage: StorageLike,
  rule: RegistrationRule | null | undefined,
  authenticated: boolean,
): { count: number; registrationRequired: boolean } {
  const count = nextViewCount(propertyViews(storage), authenticated)
  storage.setItem(PROPERTY_VIEWS_KEY, JSON.stringify({ counter: count }))
  return { count, registrationRequired: isRegistrationRequired(rule ?? null, count, authenticated) }
}

/** Invalidation clears the counter (spec §4). */
export function clearPropertyViews(storage: StorageLike): void {
  storage.removeItem(PROPERTY_VIEWS_KEY)
}
