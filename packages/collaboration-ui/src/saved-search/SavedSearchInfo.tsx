import { describeSearchFilter, formatNumber } from '@idx/domain'
import type { SavedSearch, SuggestionNameRecord } from '@idx/domain'
import { CollabStyles } from '../shared/CollabStyles.js'
import { FilterSummary } from './FilterSummary.js'
import { InfoRows, UNKNOWN_FACT, type NamedPerson } from '../shared/InfoRows.js'

export interface SavedSearchInfoProps {
  savedSearch: Pick<SavedSearch, 'total_count' | 'created_at' | 'updated_at' | 'filter'> & {
    /** The owner. */
    user?: NamedPerson | null
  }
  /** Names of the places picked in its search, by suggestion id (ids alone mean nothing to a shopper). */
  placeNames?: SuggestionNameRecord
  zone?: string
}

/**
 * The saved search's info screen: Owner, Results (its count, formatted), Created and Last Updated
 * ('MMM Do, YYYY'), and Search Filters, each filter by its label and values in words.
 *
 * @example
 * <SavedSearchInfo savedSearch={search} placeNames={{ 'area:12': 'Mueller' }} />
 */
export function SavedSearchInfo({ savedSearch, placeNames, zone }: SavedSearchInfoProps) {
  const count = savedSearch.total_count == null ? UNKNOWN_FACT : formatNumber(savedSearch.total_count)
  const filters = describeSearchFilter(savedSearch.filter ?? {}, placeNames)
  return (
    <div className="idx-collab">
      <CollabStyles />
      <InfoRows
        owner={savedSearch.user}
        count={['Results', count]}
        createdAt={savedSearch.created_at}
        updatedAt={savedSearch.updated_at}
        zone={zone}
      />
      <h3 className="idx-collab__label">Search Filters</h3>
      {filters.length === 0 ? (
        <p className="idx-collab__muted">No filters: every home on the market.</p>
      ) : (
        <FilterSummary rows={filters} label="Search Filters" />
      )}
    </div>
  )
}
