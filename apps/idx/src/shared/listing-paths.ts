import { APP_ROOT } from '@idx/domain'

/** The detail's own query parameters (spec §2): they belong to the listing, not to the search. */
export const INQUIRY_PARAM = 'inquiry'
export const FULLSCREEN_PARAM = 'fullscreen'
const DETAIL_PARAMS = [INQUIRY_PARAM, FULLSCREEN_PARAM] as const

/** A listing as the paths need it: the id, and the slug of its full page when known. */
export type ListingPathEntry = { id: string; slug?: string | null }

/** `?a=1` from params, or '' when there are none. */
function searchString(params: URLSearchParams): string {
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The search part of a URL without the detail's parameters: the search the results show.
 *
 * @example
 * searchWithoutDetailParams('?q=%7B%7D&inquiry=true&fullscreen=true') // '?q=%7B%7D'
 */
export function searchWithoutDetailParams(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of DETAIL_PARAMS) params.delete(name)
  return searchString(params)
}

/**
 * `search` with one parameter set (`'true'`) or removed, everything else kept.
 *
 * @example
 * withFlag('?q=1', 'inquiry', true) // '?q=1&inquiry=true'
 */
export function withFlag(search: string, name: string, on: boolean): string {
  const params = new URLSearchParams(search)
  if (on) params.set(name, 'true')
  else params.delete(name)
  return searchString(params)
}

/** Whether a flag parameter is on: present and not 'false' / '0'. */
export function flagOn(search: string, name: string): boolean {
  const value = new URLSearchParams(search).get(name)
  return value !== null && value !== 'false' && value !== '0'
}

/**
 * The router path of the split view (a child of index) for a listing, keeping the search.
 *
 * @example
 * splitListingPath('17', '?q=%7B%7D&inquiry=true') // '/listing/17?q=%7B%7D'
 */
export function splitListingPath(id: string, search: string): string {
  return `/listing/${encodeURIComponent(id)}${searchWithoutDetailParams(search)}`
}

/**
 * The router path of a listing's full page; without a slug the id stands in (the page reads
 * only the id).
 *
 * @example
 * fullListingPath({ id: '17', slug: '1105-w-mary-st-austin-tx-78704' }) // '/listing/1105-w-mary-st-austin-tx-78704/17'
 */
export function fullListingPath({ id, slug }: ListingPathEntry): string {
  const part = slug?.trim() || id
  return `/listing/${encodeURIComponent(part)}/${encodeURIComponent(id)}`
}

/** A router path as the browser's address (under the app root), for plain links. */
export function appHref(routerPath: string): string {
  return APP_ROOT.replace(/\/$/, '') + routerPath
}
