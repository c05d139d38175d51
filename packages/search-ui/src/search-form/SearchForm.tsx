import { appliedFilterCount, withSuggestion } from '@idx/domain'
import type {
  Breakpoint,
  FilterSchemaDocument,
  SeeHomesState,
  FilterViewDocument,
  SearchFilter,
  Suggestion,
  SuggestionNames,
  SuggestionSection,
  SuggestionsState,
} from '@idx/domain'
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import { FilterChips } from './FilterChips.js'
import { FilterPopover } from './FilterPopover.js'
import { Omnibox } from './Omnibox.js'
import { SearchFormStyles } from './SearchFormStyles.js'
import { useBreakpoint } from '@idx/ui'

// The panel (react-final-form, the price rules, typed-value checks) loads when first wanted, or
// when the pointer or focus reaches the Filter button: the omnibox and chips paint without it.
const loadFilterPanel = () => import('./FilterPanel.js')
const FilterPanel = lazy(() => loadFilterPanel().then((module) => ({ default: module.FilterPanel })))

/** The label of the button that shows and hides the filters, as the spec names it. */
export const FILTER_BUTTON_LABEL = 'Filter'

export interface SearchFormProps {
  /** The market's validated filters (`readMarketFilters`); `null` while they load. */
  schema: FilterSchemaDocument | null
  view: FilterViewDocument | null
  filter: SearchFilter
  /** Every change of the filter: a picked suggestion, a filter control, a removed chip, Clear Filters. */
  onChange: (filter: SearchFilter) => void
  /** The omnibox text (controlled). */
  query: string
  onQueryChange: (text: string) => void
  sections: readonly SuggestionSection[]
  suggestionsState?: SuggestionsState
  hintSections?: readonly SuggestionSection[]
  /**
   * Told about each picked suggestion (say, to draw its geometry) before the filter
   * gets its id. Return `false` to handle it yourself instead (open an address's listing).
   */
  onSelectSuggestion?: (suggestion: Suggestion) => boolean | void
  /** Names of suggestions in the filter that were not picked here (restored from a link). */
  suggestionNames?: SuggestionNames
  geoShapeOrigin?: 'filter' | 'drawn'
  signedIn?: boolean
  /** 'error' when the market's filters could not be read. */
  filtersState?: 'loading' | 'error' | 'ready'
  breakpoint?: Breakpoint
  /** The total of the search the filters as set make (`meta.total`): the panel's `See N homes`. */
  resultTotal?: number
  /** Whether that search is still running; default 'ready'. */
  resultsState?: SeeHomesState
  className?: string
}

/**
 * The search form: the omnibox, a Filter button showing and hiding the market's filter
 * panel (its badge counts the applied filters, one per chip; the panel is a popover, or a
 * full-screen sheet on small screens, closed by its live `See N homes`), and the chips of the
 * current filter. It never fetches: suggestions and the market's filters come in as
 * props, and every change goes out through `onChange(filter)` and `onQueryChange(text)`.
 *
 * @example
 * <SearchForm schema={schema} view={view} filter={filter} onChange={setFilter} query={text}
 *   onQueryChange={setText} sections={suggestions} suggestionsState={state} />
 */
export function SearchForm({
  schema,
  view,
  filter,
  onChange,
  query,
  onQueryChange,
  sections,
  suggestionsState,
  hintSections,
  onSelectSuggestion,
  suggestionNames,
  geoShapeOrigin,
  signedIn,
  filtersState,
  breakpoint,
  resultTotal = 0,
  resultsState = 'ready',
  className,
}: SearchFormProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const filterButton = useRef<HTMLButtonElement>(null)
  const layout = useBreakpoint(breakpoint) === 'small' ? 'sheet' : 'popover'
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) filterButton.current?.focus()
  }, [])
  const done = useCallback(() => close(true), [close])
  // The omnibox's picks name their chips until the host passes names of its own.
  const [picked, setPicked] = useState<ReadonlyMap<string, Suggestion>>(new Map())
  const names = useMemo(
    () => new Map([...picked, ...(suggestionNames ?? new Map<string, Partial<Suggestion>>())]),
    [picked, suggestionNames],
  )
  const chosen = schema ? appliedFilterCount(filter, schema, view ?? undefined) : 0

  function pick(suggestion: Suggestion) {
    if (onSelectSuggestion?.(suggestion) === false) return
    setPicked((last) => new Map(last).set(suggestion.id, suggestion))
    onQueryChange('')
    onChange(withSuggestion(filter, suggestion.id))
  }

  return (
    <div role="search" className={['idx-sf', 'idx-search-form', className].filter(Boolean).join(' ')}>
      <SearchFormStyles />
      <div className="idx-search-form__bar">
        <Omnibox
          query={query}
          onQueryChange={onQueryChange}
          sections={sections}
          hintSections={hintSections}
          state={suggestionsState}
          onSelectSuggestion={pick}
          breakpoint={breakpoint}
        />
        <button
          ref={filterButton}
          type="button"
          className="idx-sf-button"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => {
            setOpen(!open)
            setOpened(true)
          }}
          onPointerEnter={loadFilterPanel}
          onFocus={loadFilterPanel}
        >
          {FILTER_BUTTON_LABEL}
          {chosen > 0 ? (
            <span className="idx-sf-badge">
              {chosen}
              <span className={VISUALLY_HIDDEN_CLASS}> chosen</span>
            </span>
          ) : null}
        </button>
      </div>
      {schema ? (
        <FilterChips
          filter={filter}
          schema={schema}
          view={view ?? undefined}
          suggestionNames={names}
          geoShapeOrigin={geoShapeOrigin}
          onChange={onChange}
        />
      ) : null}
      <FilterPopover id={`${id}-filters`} open={open} layout={layout} onClose={close} buttonRef={filterButton}>
        {opened ? (
          <Suspense fallback={<div aria-busy="true" />}>
            <FilterPanel
              schema={schema}
              view={view}
              filter={filter}
              onChange={onChange}
              signedIn={signedIn}
              state={filtersState}
              resultTotal={resultTotal}
              resultsState={resultsState}
              onDone={done}
            />
          </Suspense>
        ) : null}
      </FilterPopover>
    </div>
  )
}
