import { isRegistrationRequired, type RegistrationRule } from '@idx/domain'

/** Which of the detail's three states shows (spec §2, "Listing detail"). */
export type ListingGate = 'registration' | 'password' | 'full'

/**
 * The detail's state: the registration gate while the site's rule (mode `views` with a limit)
 * says an anonymous visitor has viewed more listings than allowed, else the password gate while
 * the server says the listing is `locked`, else the full view. Registration comes first: a
 * visitor who must register is not asked for a listing's password.
 *
 * @example
 * listingGate({ rule: { mode: 'views', limit: 5 }, views: 6, authenticated: false, locked: false }) // 'registration'
 */
export function listingGate({
  rule,
  views,
  authenticated,
  locked,
}: {
  rule: RegistrationRule | null | undefined
  /** The stored count of viewed listings, this one included. */
  views: number
  authenticated: boolean
  /** The listing resource's `locked` (a password-protected listing this session has not unlocked). */
  locked: boolean
}): ListingGate {
  if (isRegistrationRequired(rule ?? null, views, authenticated)) return 'registration'
  return locked ? 'password' : 'full'
}
