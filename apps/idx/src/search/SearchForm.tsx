import { suggestionSectionsOf } from '@idx/api-client/react'
import { skipToken } from '@reduxjs/toolkit/query/react'
import {
  DELAYS_MS,
  readSuggestionNames,
  suggestionListingId,
  withSuggestion,
  type Breakpoint,
  type Market,
  type SeeHomesState,
  type SearchQuery,
  type Suggestion,
  type SuggestionNameRecord,
  type SuggestionNames,
  type SuggestionSection,
} from '@idx/domain'
import { SearchForm as SearchFormWidget, useDebouncedValue } from '@idx/search-ui'
import { memo, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useSessionStatus, type SiteApi } from '@idx/app-shell'
import { splitListingPath } from '../shared/listing-paths.js'
import { areasOf } from '../shared/map-areas.js'
import { useSearchChecks } from './search-checks.js'
import { nextSearchParams, type SearchChange } from './search-url.js'

/** How many of the market's neighbourhoods the empty omnibox offers as hints. */
const HINT_AREAS = 6

/** Hints for the empty omnibox: the market's first neighbourhoods, each a real suggestion. */
function hintSectionsOf(document: unknown): SuggestionSection[] {
  const areas = areasOf(document).slice(0, HINT_AREAS)
  if (areas.length === 0) return []
  const suggestions: Suggestion[] = areas.map((area) => ({
    id: `area:${area.id}`,
    type: 'area',
    name: String(area.attributes?.name ?? ''),
    label: String(area.attributes?.label ?? area.attributes?.name ?? ''),
  }))
  return [{ keyword: '', name: 'Neighborhoods', type: 'area', suggestions }]
}

/**
 * The host side of the search form: suggestions fetched 600 ms after the last keystroke (only those
 * that find listings of the current search: a rental's address is not offered to a search for
 * sale, and no suggestion leads to No Results), the market's filters read from the site, and every
 * edit turned into a search change (page 1). A picked suggestion's name goes into the URL with its
 * id, so its chip reads the same after a reload; an address or MLS number also opens its listing.
 * Memoised: the page re-renders while a search loads, and the form's fields need not.
 */
export const SearchForm = memo(function SearchForm({
  api,
  query,
  market,
  onChange,
  breakpoint,
  resultTotal,
  resultsState,
  placeNames,
}: {
  api: SiteApi
  query: SearchQuery
  market: Market | null
  onChange: (change: SearchChange) => void
  breakpoint: Breakpoint
  /** The results' total and state: the filter panel's live `See N homes`. */
  resultTotal: number
  resultsState: SeeHomesState
  /** Names of picked places the URL does not carry (a saved search's), by suggestion id. */
  placeNames?: SuggestionNameRecord | undefined
}) {
  const { readMarketFilters, searchQueryFromUrlParams } = useSearchChecks()
  const [text, setText] = useState('')
  // Signed-in visitors also get the market's `authenticatedData` filter options (e.g. Sold).
  const signedIn = useSessionStatus() === 'authenticated'
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const typed = useDebouncedValue(text.trim(), DELAYS_MS.suggestionSearch)
  const marketId = market?.id ?? (query.market_id != null ? String(query.market_id) : undefined)
  const suggestions = api.useSearchSuggestionsQuery(
    typed ? { q: typed, market_id: marketId ?? null, filter: query.filter, require_results: true } : skipToken,
  )
  const areas = api.useGetAreasQuery(market ? { market_id: market.id } : skipToken)
  const sections = useMemo(() => suggestionSectionsOf(suggestions.data), [suggestions.data])
  const hints = useMemo(() => hintSectionsOf(areas.data), [areas.data])
  const filters = useMemo(() => (market ? readMarketFilters(market) : null), [readMarketFilters, market])
  // Names of picked suggestions: those the URL keeps, else the neighbourhood list's (old links).
  const urlNames = params.toString()
  const names = useMemo<SuggestionNames>(() => {
    const map = new Map<string, { name: string; label: string }>()
    for (const section of hints) for (const s of section.suggestions) map.set(s.id, { name: s.name, label: s.label })
    for (const [id, name] of Object.entries({ ...placeNames, ...readSuggestionNames(urlNames) }))
      map.set(id, { name, label: name })
    return map
  }, [hints, urlNames, placeNames])

  function pick(suggestion: Suggestion): false {
    setText('')
    const change: SearchChange = {
      filter: withSuggestion(query.filter, suggestion.id),
      names: { [suggestion.id]: suggestion.name || suggestion.label },
      // The place named, wherever the map was: a box left from panning elsewhere would find nothing.
      bounding_box: null,
    }
    const listingId = suggestionListingId(suggestion)
    if (listingId === null) onChange(change)
    else {
      // One history entry: the search with the address's chip, its listing open beside it.
      const next = nextSearchParams(params, searchQueryFromUrlParams(params), change)
      void navigate(splitListingPath(listingId, `?${next.toString()}`))
    }
    return false // handled here: the widget adds nothing of its own
  }

  const waiting = typed !== text.trim()
  return (
    <SearchFormWidget
      className="search-page__form"
      schema={filters?.ok ? filters.schema : null}
      view={filters?.ok ? filters.view : null}
      filtersState={filters === null ? 'loading' : filters.ok ? 'ready' : 'error'}
      filter={query.filter}
      onChange={(filter) => onChange({ filter })}
      query={text}
      onQueryChange={setText}
      sections={text.trim() === '' ? [] : sections}
      suggestionsState={suggestions.isError ? 'error' : waiting || suggestions.isFetching ? 'loading' : 'ready'}
      hintSections={hints}
      onSelectSuggestion={pick}
      suggestionNames={names}
      geoShapeOrigin="drawn"
      signedIn={signedIn}
      breakpoint={breakpoint}
      resultTotal={resultTotal}
      resultsState={resultsState}
    />
  )
})
