import { skipToken } from '@reduxjs/toolkit/query/react'
import {
  DELAYS_MS,
  readMarketFilters,
  type Breakpoint,
  type Market,
  type SearchQuery,
  type Suggestion,
  type SuggestionNames,
  type SuggestionSection,
} from '@idx/domain'
import { SearchForm as SearchFormWidget, useDebouncedValue } from '@idx/search-ui'
import { memo, useMemo, useState } from 'react'
import type { SiteApi } from '../app/site-api'
import { areasOf } from './map-areas'
import type { SearchChange } from './search-url'

/** How many of the market's neighbourhoods the empty omnibox offers as hints. */
const HINT_AREAS = 6

type ResourceList = { data?: { id: string; attributes?: Record<string, unknown> }[] }

function sectionsOf(document: unknown): SuggestionSection[] {
  const data = (document as ResourceList | undefined)?.data ?? []
  return data.map((resource) => resource.attributes as unknown as SuggestionSection)
}

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
 * The host side of the search form: suggestions fetched 600 ms after the last keystroke, the
 * market's filters read from the site, and every edit turned into a search change (page 1).
 * Memoised: the page re-renders while a search loads, and the form's fields need not.
 */
export const SearchForm = memo(function SearchForm({
  api,
  query,
  market,
  onChange,
  breakpoint,
}: {
  api: SiteApi
  query: SearchQuery
  market: Market | null
  onChange: (change: SearchChange) => void
  breakpoint: Breakpoint
}) {
  const [text, setText] = useState('')
  const typed = useDebouncedValue(text.trim(), DELAYS_MS.suggestionSearch)
  const marketId = market?.id ?? (query.market_id != null ? String(query.market_id) : undefined)
  const suggestions = api.useGetSuggestionsQuery(typed ? { q: typed, market_id: marketId ?? null } : skipToken)
  const areas = api.useGetAreasQuery(market ? { market_id: market.id } : skipToken)
  const sections = useMemo(() => sectionsOf(suggestions.data), [suggestions.data])
  const hints = useMemo(() => hintSectionsOf(areas.data), [areas.data])
  const filters = useMemo(() => (market ? readMarketFilters(market) : null), [market])
  // Names of picked areas restored from a link: the neighbourhood list knows them.
  const names = useMemo<SuggestionNames>(() => {
    const map = new Map<string, { name: string; label: string }>()
    for (const section of hints) for (const s of section.suggestions) map.set(s.id, { name: s.name, label: s.label })
    return map
  }, [hints])

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
      suggestionNames={names}
      geoShapeOrigin="drawn"
      signedIn={false}
      breakpoint={breakpoint}
    />
  )
})
