/** Where the results are shown: a plain search, or the listings of a collection or saved search. */
export type ResultsContext = 'search' | 'collection' | 'saved-search'

/** The one link of the results toolbar. */
export type ResultsToolbarLink = 'save-search' | 'back-to-search'

/**
 * Which link the results toolbar offers: 'Save Search' on a plain search,
 * 'Back to Search' inside a collection or saved search (where the results are
 * not a search to save).
 *
 * @example
 * resultsToolbarLink('search')     // 'save-search'
 * resultsToolbarLink('collection') // 'back-to-search'
 */
export function resultsToolbarLink(context: ResultsContext): ResultsToolbarLink {
  return context === 'search' ? 'save-search' : 'back-to-search'
}
