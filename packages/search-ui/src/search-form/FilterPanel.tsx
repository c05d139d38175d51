import { appliedFilterCount, clearFilters, filterGroups, seeHomesLabel } from '@idx/domain'
import type { FilterSchemaDocument, FilterViewDocument, SearchFilter, SeeHomesState } from '@idx/domain'
import { useMemo } from 'react'
import { FilterGroupSection } from './FilterGroupSection.js'
import { FilterPanelStyles } from './FilterPanelStyles.js'

/** The clear-all action of the search form, as the spec names it. */
export const CLEAR_FILTERS_LABEL = 'Clear Filters'

export interface FilterPanelProps {
  /** The market's validated filter schema (`readMarketFilters`); `null` while it loads. */
  schema: FilterSchemaDocument | null
  /** The market's validated filter view; `null` while it loads. */
  view: FilterViewDocument | null
  filter: SearchFilter
  onChange: (filter: SearchFilter) => void
  /** Signed-in visitors also see the `authenticatedData` options (e.g. Sold). */
  signedIn?: boolean
  /** 'error' when the market's filters could not be loaded or read. */
  state?: 'loading' | 'error' | 'ready'
  errorText?: string
  /** Open the first dropdown group (a panel opened to edit filters straight away). */
  openFirstGroup?: boolean
  /**
   * Given, the footer offers `See N homes`, which calls it (the host closes the panel): N is
   * `resultTotal`, the total of the search the filters as set make, live as they change.
   */
  onDone?: () => void
  resultTotal?: number
  /** Whether the search behind `resultTotal` is still running; default 'ready'. */
  resultsState?: SeeHomesState
  id?: string
  hidden?: boolean
  className?: string
}

/**
 * The market's filters, laid out by its filter_view: each group as tabs or a dropdown
 * (disclosure), each field as the control its filter_schema entry calls for, and a
 * 'Clear Filters' action that puts every field back to the market's default and removes
 * the location (picked suggestions, a drawn shape): every chip. Every change is emitted at
 * once as a new filter; typed values on Enter or Apply. With `onDone`, a `See N homes` button
 * beside it says what the filters as set find and closes the panel.
 *
 * @example
 * <FilterPanel schema={filters.schema} view={filters.view} filter={filter} onChange={setFilter} signedIn={!!user} />
 */
export function FilterPanel({
  schema,
  view,
  filter,
  onChange,
  signedIn = false,
  state = 'ready',
  errorText = 'Oops, Something went wrong...',
  openFirstGroup = false,
  onDone,
  resultTotal = 0,
  resultsState = 'ready',
  id,
  hidden,
  className,
}: FilterPanelProps) {
  const groups = useMemo(
    () => (schema && view ? filterGroups(schema, view, { signedIn, filter }) : []),
    [schema, view, signedIn, filter],
  )
  const loading = state === 'loading' || (state === 'ready' && (!schema || !view))
  // Offered whenever a chip shows: Clear Filters removes every one of them.
  const clearable = schema !== null && view !== null && appliedFilterCount(filter, schema, view) > 0
  const firstDropdown = groups.findIndex((group) => group.display === 'dropdown' || group.controls.length === 1)

  return (
    <section
      id={id}
      hidden={hidden}
      aria-label="Filters"
      aria-busy={loading || undefined}
      className={['idx-sf', 'idx-filter-panel', className].filter(Boolean).join(' ')}
    >
      <FilterPanelStyles />
      {state === 'error' ? (
        <p className="idx-filter-panel__message" data-state="error" role="alert">
          {errorText}
        </p>
      ) : loading ? (
        <p className="idx-filter-panel__message">Loading filters…</p>
      ) : groups.length === 0 ? (
        <p className="idx-filter-panel__message">This market has no filters.</p>
      ) : (
        <>
          {groups.map((group, index) => (
            <FilterGroupSection
              key={group.name}
              group={group}
              schema={schema!}
              filter={filter}
              onChange={onChange}
              defaultOpen={openFirstGroup && index === firstDropdown}
            />
          ))}
          <div className="idx-filter-panel__footer">
            <button
              type="button"
              className="idx-sf-link-button"
              disabled={!clearable}
              onClick={() => onChange(clearFilters(filter, schema!, view!))}
            >
              {CLEAR_FILTERS_LABEL}
            </button>
            {onDone ? (
              <button
                type="button"
                className="idx-sf-button idx-filter-panel__done"
                aria-busy={resultsState === 'loading'}
                onClick={onDone}
              >
                {seeHomesLabel(resultTotal, resultsState)}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  )
}
