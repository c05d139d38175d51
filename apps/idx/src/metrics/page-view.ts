import type { PageViewPayload } from '@idx/api-client'
import type { PageLocation } from './searched-payload.js'

/** A `PageView`'s payload here: the page, and where the visitor came to it from. */
export type PageView = PageViewPayload & { readonly referrer: string | null }

/**
 * The `PageView` of a route the visitor reached: its path and URL, and its referrer, which is the
 * page before it in this app, or for the first page the document's own referrer (none: `null`).
 *
 * @example
 * pageViewOf({ pathname: '/app/listing/7', href: 'http://x/app/listing/7' }, 'http://x/app/', '')
 * // { path: '/app/listing/7', url: 'http://x/app/listing/7', referrer: 'http://x/app/' }
 */
export function pageViewOf(page: PageLocation, previousUrl: string | null, documentReferrer: string): PageView {
  return { path: page.pathname, url: page.href, referrer: previousUrl ?? (documentReferrer || null) }
}
