import { filterChips, moreChipsLabel, removeFilterChip } from '@idx/domain'
import type { FilterChip, FilterSchemaDocument, FilterViewDocument, SearchFilter, SuggestionNames } from '@idx/domain'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import { SearchFormStyles } from './SearchFormStyles.js'
import { useChipOverflow } from './useChipOverflow.js'

export interface FilterChipsProps {
  filter: SearchFilter
  /** The market's validated filter schema: chip categories (`x-chip`), titles, units, defaults. */
  schema: FilterSchemaDocument
  /** Orders the chips as the filter form lays the fields out. */
  view?: FilterViewDocument
  /** Names of picked suggestions by id; unknown ones show their zip or MLS number, else 'Location'. */
  suggestionNames?: SuggestionNames
  /** 'drawn' labels the shape chip 'Custom Boundary'; otherwise it reads 'Custom Map Area'. */
  geoShapeOrigin?: 'filter' | 'drawn'
  /** Called with the filter without the chip the visitor removed. */
  onChange: (filter: SearchFilter) => void
  /** While suggestion names are being fetched: the list is busy. */
  loading?: boolean
  label?: string
  className?: string
}

/**
 * One removable chip per chosen filter (one per picked suggestion; 'Custom Boundary'
 * or 'Custom Map Area' for a shape), labelled by category with domain's chip rules.
 * Chips stay on one line: those within 120 px of the right edge are hidden and
 * counted in '{n} more', which shows them all. Removing a chip moves focus to the
 * chip that takes its place, so keyboard users can keep removing.
 *
 * @example
 * <FilterChips filter={filter} schema={schema} view={view} onChange={setFilter} geoShapeOrigin="drawn" />
 */
export function FilterChips({
  filter,
  schema,
  view,
  suggestionNames,
  geoShapeOrigin,
  onChange,
  loading = false,
  label = 'Selected filters',
  className,
}: FilterChipsProps) {
  const id = useId()
  const chips = useMemo(
    () => filterChips(filter, schema, { view, suggestions: suggestionNames, geoShapeOrigin }),
    [filter, schema, view, suggestionNames, geoShapeOrigin],
  )
  const [expanded, setExpanded] = useState(false)
  const rowRef = useRef<HTMLUListElement>(null)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)
  const refocusAt = useRef<number | null>(null)
  const { visible, moreLeftPx } = useChipOverflow(
    rowRef,
    chips.map((chip) => chip.key),
    !expanded,
  )
  const hidden = expanded ? 0 : chips.length - visible

  useEffect(
    function focusTheChipThatTookItsPlace() {
      const index = refocusAt.current
      if (index === null) return
      refocusAt.current = null
      const buttons = rowRef.current?.querySelectorAll<HTMLButtonElement>(
        '.idx-chips__item:not([data-overflow]) .idx-chip',
      )
      const next = buttons?.[Math.min(index, buttons.length - 1)]
      if (next) next.focus()
      else if (hidden > 0) moreRef.current?.focus()
      else wrapperRef.current?.focus()
    },
    [chips, hidden],
  )

  function remove(chip: FilterChip, index: number) {
    refocusAt.current = index
    onChange(removeFilterChip(filter, chip, schema))
  }

  if (chips.length === 0) {
    // Stays focusable, so focus has somewhere to go when the last chip is removed.
    return (
      <div ref={wrapperRef} tabIndex={-1} role="group" aria-label={label} className={className}>
        <SearchFormStyles />
        <span className={VISUALLY_HIDDEN_CLASS}>No filters selected</span>
      </div>
    )
  }
  return (
    <div
      ref={wrapperRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-label`}
      className={['idx-sf', 'idx-chips', className].filter(Boolean).join(' ')}
      data-expanded={expanded}
    >
      <SearchFormStyles />
      <span id={`${id}-label`} className={VISUALLY_HIDDEN_CLASS}>
        {label}
      </span>
      <ul ref={rowRef} id={`${id}-list`} className="idx-chips__list" aria-busy={loading || undefined}>
        {chips.map((chip, index) => (
          <li
            key={chip.key}
            className="idx-chips__item"
            data-overflow={index >= visible && !expanded ? true : undefined}
          >
            <button type="button" className="idx-chip" onClick={() => remove(chip, index)}>
              <span className={VISUALLY_HIDDEN_CLASS}>Remove </span>
              <span className="idx-chip__text">{loading && chip.pending ? 'Loading…' : chip.label}</span>
              <span className="idx-chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 || expanded ? (
        <button
          ref={moreRef}
          type="button"
          className="idx-sf-button idx-chips__more"
          style={expanded ? undefined : { left: moreLeftPx }}
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : moreChipsLabel(hidden)}
        </button>
      ) : null}
    </div>
  )
}
