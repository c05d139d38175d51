import type { AttemptedTransition } from '@idx/domain'
import { matchPath } from 'react-router'
import type { AuthRoute } from '@idx/app-shell'
import { searchWithoutDetailParams } from './listing-paths.js'

/** The attempted transition's name for a save started under index, a collection and a saved search. */
export const SAVE_TARGET_NAMES = {
  index: 'index.save',
  collection: 'collection.save',
  savedSearch: 'saved-search.save',
} as const

/**
 * The sign-in dialog's title when a visitor's Save brought them there (spec §2 "Saving a listing",
 * the sidebar dialog titles), by the sign-in route.
 */
export const UNLOCK_SIGN_IN_TITLES = {
  login: 'Sign-in to Unlock More Features',
  register: 'Register to Unlock More Features',
  authenticate: 'Register or Sign-in to Unlock More Features',
} as const satisfies Partial<Record<AuthRoute, string>>

/**
 * The title of sign-in route `route` while the attempted transition is a save, else undefined
 * (the route's own).
 *
 * @example
 * unlockSignInTitle('login', { url: '/app/save/7', targetName: 'index.save', queryParams: {} })
 * // 'Sign-in to Unlock More Features'
 */
export function unlockSignInTitle(route: AuthRoute, attempted: AttemptedTransition | null): string | undefined {
  const saving = Object.values(SAVE_TARGET_NAMES).some((name) => name === attempted?.targetName)
  if (!saving) return undefined
  return route === 'login' || route === 'register' || route === 'authenticate'
    ? UNLOCK_SIGN_IN_TITLES[route]
    : undefined
}

/** Where a save happens: the main search (index), a collection's page or a saved search's. */
export type SaveBase = { collectionId: string | null; savedSearchId?: string | null }

/** The save base of the router path `pathname`: the collection or saved search it is under, if any. */
export function saveBaseOf(pathname: string): SaveBase {
  const collection = matchPath({ path: '/collection/:collectionId', end: false }, pathname)
  const savedSearch = matchPath({ path: '/saved-search/:savedSearchId', end: false }, pathname)
  return {
    collectionId: collection?.params.collectionId ?? null,
    ...(savedSearch?.params.savedSearchId ? { savedSearchId: savedSearch.params.savedSearchId } : {}),
  }
}

/** The attempted transition's name of a save from `base`. */
export function saveTargetName(base: SaveBase): string {
  if (base.collectionId !== null) return SAVE_TARGET_NAMES.collection
  return base.savedSearchId ? SAVE_TARGET_NAMES.savedSearch : SAVE_TARGET_NAMES.index
}

function basePath({ collectionId, savedSearchId }: SaveBase): string {
  if (collectionId !== null) return `/collection/${encodeURIComponent(collectionId)}`
  return savedSearchId ? `/saved-search/${encodeURIComponent(savedSearchId)}` : ''
}

/**
 * The router path of the save dialog for a listing, keeping the search (detail flags dropped).
 *
 * @example
 * saveListingPath({ collectionId: null }, '7', '?q=1&inquiry=true') // '/save/7?q=1'
 * saveListingPath({ collectionId: '3' }, '7', '')                   // '/collection/3/save/7'
 * saveListingPath({ collectionId: null, savedSearchId: '4' }, '7', '') // '/saved-search/4/save/7'
 */
export function saveListingPath(base: SaveBase, listingId: string, search: string): string {
  return `${basePath(base)}/save/${encodeURIComponent(listingId)}${searchWithoutDetailParams(search)}`
}

/**
 * The router path of the confirmation once `listingId` is in `collectionId`.
 *
 * @example
 * savedListingPath({ collectionId: null }, '10', '7', '?q=1') // '/saved/10/7?q=1'
 */
export function savedListingPath(base: SaveBase, collectionId: string, listingId: string, search: string): string {
  return `${basePath(base)}/saved/${encodeURIComponent(collectionId)}/${encodeURIComponent(listingId)}${searchWithoutDetailParams(search)}`
}

/** Where the save flow returns to (DONE, Cancel): the search or the collection, with the search. */
export function saveReturnPath(base: SaveBase, search: string): string {
  return `${basePath(base) || '/'}${searchWithoutDetailParams(search)}`
}
