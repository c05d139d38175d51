import type { AuthRoutePath } from '../routes/app-routes.js'
import type { PurchaseType } from '../listing/types.js'
import { seoDisclosure, type SeoListing } from './seo-listing.js'
import { seoHeadline } from './seo-texts.js'

// Each page's document title (the browser tab, the history list, what a screen reader announces
// on a page change), shared by the server's head and the browser's client-side navigation. The
// spec gives three (§2: 'Forgot password?', 'Login / Sign up', 'My Account'); the rest are ours.

/** The sign-in routes' titles: the spec's where it names one, else the dialog's own words. */
export const AUTH_PAGE_TITLES = {
  login: 'Log In',
  register: 'Sign Up',
  'forgot-password': 'Forgot password?',
  authenticate: 'Login / Sign up',
  auth: 'Get Started',
  account: 'My Account',
  'sso/sign_in': 'Single sign-on',
  'sso/sign_out': 'Signing out',
} as const satisfies Record<AuthRoutePath, string>

/** An address under /app/ that is no page of the site (the server answers it with 404). */
export const NOT_FOUND_PAGE_TITLE = 'Page not found'

/** The sign-in popup's callback page. */
export const SIGNING_IN_PAGE_TITLE = 'Signing you in'

/**
 * The search screen's title: what is searched for, and where when the market names a city.
 *
 * @example
 * searchPageTitle({ purchaseType: 'Lease', city: 'Austin', state: 'TX' }) // 'Homes for rent in Austin, TX'
 * searchPageTitle({ purchaseType: null, city: null, state: null })        // 'Homes for sale'
 */
export function searchPageTitle(search: {
  /** The search's purchase_type filter: only Lease alone searches rentals. */
  purchaseType: PurchaseType | readonly PurchaseType[] | null | undefined
  city: string | null | undefined
  state: string | number | null | undefined
}): string {
  const types = search.purchaseType == null ? [] : ([] as PurchaseType[]).concat(search.purchaseType)
  const what = types.length > 0 && types.every((type) => type === 'Lease') ? 'Homes for rent' : 'Homes for sale'
  const city = search.city?.trim()
  if (!city) return what
  const state = search.state == null ? '' : String(search.state).trim()
  return `${what} in ${state ? `${city}, ${state}` : city}`
}

/**
 * A listing's page (split view or full page): its headline as its served head says it, which
 * leaves out what the listing withholds (an undisclosed street).
 *
 * @example
 * listingPageTitle({ id: '7', title: '1105 W Mary St', subtitle: 'Austin, TX 78704' }) // '1105 W Mary St, Austin, TX 78704'
 */
export function listingPageTitle(listing: SeoListing): string {
  return seoHeadline(listing, seoDisclosure(listing))
}

/**
 * An agent's page (work-with-agent): the agent's name once known.
 *
 * @example
 * agentPageTitle('Ezra Roberts') // 'Work with Ezra Roberts'
 */
export function agentPageTitle(fullName: string | null | undefined): string {
  const name = fullName?.trim()
  return name ? `Work with ${name}` : 'Work with an agent'
}

/**
 * `title`, then ' | ' and the site's name when it has one: how every page's title ends.
 *
 * @example
 * titleWithSiteName('My Account', 'Lone Star Realty') // 'My Account | Lone Star Realty'
 * titleWithSiteName('My Account', ' ')                // 'My Account'
 */
export function titleWithSiteName(title: string, siteName: string | null | undefined): string {
  const site = siteName?.trim()
  return site ? `${title} | ${site}` : title
}
