import { savedSearchQuery, type SavedSearchRecord } from '@idx/api-client'
import type { ListingSearchArg } from '@idx/api-client/react'
import type { SearchFilter, SuggestionNameRecord } from '@idx/domain'

// The pure rules of a saved search's page: who may do what, and the filter editor's draft.

/** The signed-in user as the page compares them with the search's members. */
export type PageUser = { id: string | number } | null

/** Whether `user` owns the saved search. */
export function ownsSavedSearch(savedSearch: Pick<SavedSearchRecord, 'user'>, user: PageUser): boolean {
  return user !== null && savedSearch.user != null && String(savedSearch.user.id) === String(user.id)
}

/**
 * The listing search a saved search stands for (its filter, sort, map box and market), without a
 * page: its count (page size 1) and the chat's '@' listings (its first page) add theirs.
 *
 * @example
 * savedSearchListingSearch({ filter: { bedrooms: { min: 3 } }, site_market_id: '2' })
 * // { filter: { bedrooms: { min: 3 } }, market_id: '2' }
 */
export function savedSearchListingSearch(
  savedSearch: Pick<SavedSearchRecord, 'filter' | 'sort' | 'bounding_box' | 'site_market_id'>,
): ListingSearchArg {
  return {
    ...savedSearchQuery(savedSearch),
    ...(savedSearch.site_market_id != null ? { market_id: String(savedSearch.site_market_id) } : {}),
  }
}

/** Whether `user` is a member (the owner or a collaborator): members edit its name and filters. */
export function isSavedSearchMember(
  savedSearch: Pick<SavedSearchRecord, 'user' | 'collaborators'>,
  user: PageUser,
): boolean {
  if (user === null) return false
  if (ownsSavedSearch(savedSearch, user)) return true
  return (savedSearch.collaborators ?? []).some((member) => String(member.id) === String(user.id))
}

/**
 * The filter editor's draft: the filters as edited since the editor opened (the results follow
 * them), the names of places picked meanwhile, and whether a place was picked (the map box the
 * search was saved with no longer applies).
 */
export type FilterDraft = { filter: SearchFilter; names: SuggestionNameRecord; dropBox: boolean }

/** The draft after one change in the editor. */
export function nextDraft(
  draft: FilterDraft | null,
  filter: SearchFilter,
  names: SuggestionNameRecord,
  picked: boolean,
): FilterDraft {
  return {
    filter,
    names: { ...draft?.names, ...names },
    dropBox: (draft?.dropBox ?? false) || picked,
  }
}

/** Whether a draft changes the saved search at all (Save then has something to store). */
export function draftChanges(draft: FilterDraft | null, saved: SearchFilter): boolean {
  return draft !== null && (draft.dropBox || JSON.stringify(draft.filter) !== JSON.stringify(saved))
}
