import type { Listing, SearchQuery, SuggestionNameRecord } from '@idx/domain'
import type { SiteApi, SiteConfig } from '@idx/app-shell'
import type { ComponentType, ReactNode } from 'react'

/**
 * The search screen inside one collection (route `collection/:collectionId`): the same results
 * list, pager, map and split detail, scoped to the collection's listings. The search body and the
 * map's clusters carry `collection_id` and no filter, market or sort; the search form gives way to
 * `header`, and the results toolbar offers 'Back to Search' instead of sorting and 'Save Search'.
 */
export type SearchScope = {
  /** A collection's listings (scoped by `collection_id`); null for a saved search's. */
  collectionId: string | null
  /** A saved search's results: its search, the URL keeping only the page, map, box and sort. */
  savedSearch?: SavedSearchScope | null
  /** Drawn where the search form is: the collection's header and its toolbar. */
  header: ReactNode
  /** The router path the collection's routes start at (`/collection/7`): cards open `{basePath}/listing/{id}`. */
  basePath: string
  /** Shown in the list when the collection has no listings. */
  emptyText?: ReactNode
  /**
   * A member's card actions inside the collection (Comment and Remove take Save's place, spec
   * "Saving a listing"); without them (a visitor of a public collection) the cards offer Save.
   */
  cardActions?: { onComment: (listing: Listing) => void; onRemove: (listing: Listing) => void } | null
}

/** The id of the filter summary's editor (the header's Edit Filters / Hide Filter Editor controls it). */
export const SAVED_SEARCH_INLINE_EDITOR_ID = 'saved-search-filter-editor'

/**
 * The search screen on a saved search's page (route `saved-search/:savedSearchId`): its filter and
 * market (sort and map box too unless the URL has its own), 'Back to Search' in the toolbar, and,
 * when editing is allowed and `editor.open`, the 'Edit Search Filters' modal holding the search
 * form. Edits in the modal change `query` through `onFilterChange` (the results follow at once);
 * Cancel and Save are the page's.
 */
export type SavedSearchScope = {
  query: Pick<SearchQuery, 'filter'> & Partial<Pick<SearchQuery, 'sort' | 'bounding_box'>>
  marketId: string | null
  /** Names of the places picked in its filter, by suggestion id. */
  placeNames: SuggestionNameRecord
  editor: {
    /** The 'Edit Search Filters' modal is open. */
    open: boolean
    /** The filter summary's editor is open: the search form under the header. */
    inline: boolean
    saving: boolean
    /** `picked`: a place was picked, so the map area the search was saved with no longer applies. */
    onFilterChange: (filter: SearchQuery['filter'], names: SuggestionNameRecord, picked: boolean) => void
    onCancel: () => void
    onSave: () => void
  } | null
}

/** What the search screen (search/SearchPage.tsx) is drawn with, wherever it is drawn. */
export type SearchScreenProps = {
  api: SiteApi
  config: SiteConfig
  /** The split-view detail (route index.listing-detail), drawn in the map's place beside the results. */
  detail?: ReactNode
  /** A collection's results instead of the main search (see SearchScope); default the main search. */
  scope?: SearchScope | null
}

/**
 * The search screen as another feature receives it (a collection's page draws it scoped): the
 * composition root (App.tsx) hands in search's lazy `SearchPage`, so no feature imports another.
 */
export type SearchScreen = ComponentType<SearchScreenProps>
