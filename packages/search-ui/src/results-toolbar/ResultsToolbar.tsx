import { DEFAULT_SORT, resultsToolbarLink, SORT_OPTIONS } from '@idx/domain'
import type { ResultsContext, SortValue } from '@idx/domain'
import { memo } from 'react'
import { ResultCount } from '../result-count/ResultCount.js'
import type { ResultsState } from '../result-count/ResultCount.js'
import { renderAnchor } from '@idx/ui'
import type { RenderLink } from '@idx/ui'
import { MenuButton } from '@idx/ui'
import type { MenuGroup } from '@idx/ui'
import { Style } from '../shared/Style.js'
import { FOCUS_RING, SMALL_SCREEN_QUERY, THEME } from '../shared/styles.js'
import type { ResponsiveLayout } from '../shared/styles.js'

export interface ResultsToolbarProps {
  /** The search's `meta.total` (capped at 10000 by the API). */
  total: number
  state?: ResultsState
  /** The current sort, one of `SORT_OPTIONS` (`DEFAULT_SORT` on a fresh search). */
  sort: SortValue
  onSortChange: (sort: SortValue) => void
  /**
   * Whether the sort menu shows (default true). False where the order is fixed (a collection's
   * listings, in the order they were added): phones then get a 'View' menu of List and Map only.
   */
  sortable?: boolean
  /** Whether the map is shown (the `map` query parameter). */
  map: boolean
  /** Called with the new value of the `map` query parameter: false for List View, true for Map View. */
  onMapChange: (map: boolean) => void
  /** 'search' offers 'Save Search'; inside a collection or saved search the toolbar offers 'Back to Search'. */
  context?: ResultsContext
  /** The save-search route (index.save-search); without it no 'Save Search' link shows. */
  saveSearchHref?: string
  /** The search route (index.index); without it no 'Back to Search' link shows. */
  backToSearchHref?: string
  renderLink?: RenderLink
  /** 'auto' switches to the small-screen menu under 30em; 'wide' and 'compact' pin one layout. */
  layout?: ResponsiveLayout
  className?: string
}

const CSS = `
.idx-toolbar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; padding: 0.5rem 0;
  color: ${THEME.text}; font-family: ${THEME.font};
}
.idx-toolbar__count { margin: 0 auto 0 0; font-weight: 700; font-size: 1rem; }
.idx-toolbar__link { color: ${THEME.accent}; font-size: 0.875rem; font-weight: 600; text-decoration: underline; text-underline-offset: 2px; }
.idx-toolbar__link:focus-visible, .idx-toolbar__view-button:focus-visible { ${FOCUS_RING} }
.idx-toolbar__controls { display: flex; align-items: center; gap: 0.5rem; }
.idx-toolbar__views { display: inline-flex; border: 1px solid ${THEME.border}; border-radius: ${THEME.radius}; overflow: hidden; }
.idx-toolbar__view-button {
  min-height: 2.25rem; padding: 0.375rem 0.75rem; border: 0; background: ${THEME.surface}; color: ${THEME.text};
  font: inherit; font-size: 0.875rem; cursor: pointer;
}
.idx-toolbar__view-button + .idx-toolbar__view-button { border-left: 1px solid ${THEME.border}; }
.idx-toolbar__view-button[aria-pressed='true'] { background: ${THEME.accent}; color: ${THEME.accentText}; font-weight: 600; }
.idx-toolbar[data-layout='auto'] .idx-toolbar__controls--compact { display: none; }
/* Phones: one row (count, link, menu) on a 390 px screen; it wraps only where it cannot fit. */
.idx-toolbar[data-layout='compact'] { gap: 0.5rem; }
.idx-toolbar[data-layout='compact'] :is(.idx-toolbar__count, .idx-toolbar__link) { white-space: nowrap; }
.idx-toolbar[data-layout='compact'] .idx-toolbar__link { font-size: 0.8125rem; }
@media ${SMALL_SCREEN_QUERY} {
  .idx-toolbar[data-layout='auto'] .idx-toolbar__controls--wide { display: none; }
  .idx-toolbar[data-layout='auto'] .idx-toolbar__controls--compact { display: flex; }
  .idx-toolbar[data-layout='auto'] { gap: 0.5rem; }
  .idx-toolbar[data-layout='auto'] :is(.idx-toolbar__count, .idx-toolbar__link) { white-space: nowrap; }
  .idx-toolbar[data-layout='auto'] .idx-toolbar__link { font-size: 0.8125rem; }
}
`

/** The menu text of a sort, or of the default order when the host passes a sort the menu lacks. */
function sortLabel(sort: SortValue): string {
  const label = (wanted: SortValue) => SORT_OPTIONS.find((option) => option.sort === wanted)?.label
  return label(sort) ?? label(DEFAULT_SORT) ?? SORT_OPTIONS[0].label
}

/**
 * The bar above the results: the count ('N Results', '10,000+ Results', 'No Results'), the
 * sort menu (the spec's sort options), the List / Map view toggle (the `map` query parameter)
 * and 'Save Search' on a plain search or 'Back to Search' inside a collection or saved search.
 * On small screens one menu offers the sort options plus List View and Map View.
 *
 * @example
 * <ResultsToolbar total={meta.total} sort={sort} onSortChange={setSort} map={map} onMapChange={setMap}
 *   saveSearchHref="/app/save-search" />
 */
export const ResultsToolbar = memo(function ResultsToolbar({
  total,
  state = 'ready',
  sort,
  onSortChange,
  sortable = true,
  map,
  onMapChange,
  context = 'search',
  saveSearchHref,
  backToSearchHref,
  renderLink = renderAnchor,
  layout = 'auto',
  className,
}: ResultsToolbarProps) {
  const sortGroup: MenuGroup = {
    id: 'sort',
    label: 'Sort',
    items: SORT_OPTIONS.map((option) => ({
      id: option.id,
      label: option.label,
      checked: option.sort === sort,
      onSelect: () => {
        if (option.sort !== sort) onSortChange(option.sort)
      },
    })),
  }
  const viewGroup: MenuGroup = {
    id: 'view',
    label: 'View',
    items: [
      { id: 'list', label: 'List View', checked: !map, onSelect: () => map && onMapChange(false) },
      { id: 'map', label: 'Map View', checked: map, onSelect: () => !map && onMapChange(true) },
    ],
  }

  const linkKind = resultsToolbarLink(context)
  const linkHref = linkKind === 'save-search' ? saveSearchHref : backToSearchHref
  const link = linkHref
    ? renderLink({
        href: linkHref,
        className: 'idx-toolbar__link',
        children: linkKind === 'save-search' ? 'Save Search' : 'Back to Search',
      })
    : null

  return (
    <div
      role="group"
      aria-label="Results options"
      className={['idx-toolbar', className].filter(Boolean).join(' ')}
      data-layout={layout}
    >
      <Style id="idx-toolbar" css={CSS} />
      <ResultCount total={total} state={state} className="idx-toolbar__count" />
      {link}
      {layout !== 'compact' ? (
        <div className="idx-toolbar__controls idx-toolbar__controls--wide">
          {sortable ? <MenuButton button={`Sort: ${sortLabel(sort)}`} groups={[sortGroup]} align="end" /> : null}
          <div role="group" aria-label="Results view" className="idx-toolbar__views">
            <button
              type="button"
              className="idx-toolbar__view-button"
              aria-pressed={!map}
              onClick={() => map && onMapChange(false)}
            >
              List
            </button>
            <button
              type="button"
              className="idx-toolbar__view-button"
              aria-pressed={map}
              onClick={() => !map && onMapChange(true)}
            >
              Map
            </button>
          </div>
        </div>
      ) : null}
      {layout !== 'wide' ? (
        <div className="idx-toolbar__controls idx-toolbar__controls--compact">
          {sortable ? (
            <MenuButton button="Sort & View" groups={[sortGroup, viewGroup]} showGroupLabels align="end" />
          ) : (
            <MenuButton button="View" groups={[viewGroup]} align="end" />
          )}
        </div>
      ) : null}
    </div>
  )
})
