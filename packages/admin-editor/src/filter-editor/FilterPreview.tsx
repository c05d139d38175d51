import { formatResultCount, type FilterSchemaDocument, type FilterViewDocument, type SearchFilter } from '@idx/domain'
import { FilterPanel } from '@idx/search-ui'
import { useId } from 'react'

/** The preview's result count: loading, failed, or the total the search reports. */
export type PreviewCount = { state: 'loading' } | { state: 'error' } | { state: 'ready'; total: number }

export interface FilterPreviewProps {
  /** The edited schema and view, checked and dereferenced (`checkFilterText`). */
  readonly schema: FilterSchemaDocument
  readonly view: FilterViewDocument
  /** The preview's filters, as a visitor would have set them. */
  readonly filter: SearchFilter
  readonly onFilterChange: (filter: SearchFilter) => void
  /** What the filters find (the host's search with page size 1); absent: no count shown. */
  readonly count?: PreviewCount
  /** Preview as a signed-in visitor sees it (the `authenticatedData` options, e.g. Sold). */
  readonly signedIn: boolean
  readonly onSignedInChange: (signedIn: boolean) => void
}

/**
 * The visitor's Filter panel (the real `@idx/search-ui` FilterPanel) drawn from the edited
 * schema and view, interactive, with the number of results its filters give ('10,000+ Results'
 * from the API's cap on).
 *
 * @example
 * <FilterPreview schema={check.schema} view={check.view} filter={filter} onFilterChange={setFilter}
 *   count={{ state: 'ready', total: 120 }} signedIn={false} onSignedInChange={setSignedIn} />
 */
export function FilterPreview({
  schema,
  view,
  filter,
  onFilterChange,
  count,
  signedIn,
  onSignedInChange,
}: FilterPreviewProps) {
  const titleId = useId()
  return (
    <section className="idx-filter-preview" aria-labelledby={titleId}>
      <div className="idx-filter-preview__bar">
        <h2 id={titleId} className="idx-filter-preview__title">
          Preview
        </h2>
        {count ? (
          <p className="idx-filter-preview__count" role="status" aria-live="polite" data-state={count.state}>
            {count.state === 'loading'
              ? 'Counting…'
              : count.state === 'error'
                ? 'Could not count the results'
                : formatResultCount(count.total)}
          </p>
        ) : null}
        <label className="idx-filter-preview__signed-in">
          <input type="checkbox" checked={signedIn} onChange={(event) => onSignedInChange(event.target.checked)} />
          As a signed-in visitor
        </label>
      </div>
      <FilterPanel schema={schema} view={view} filter={filter} onChange={onFilterChange} signedIn={signedIn} />
    </section>
  )
}
