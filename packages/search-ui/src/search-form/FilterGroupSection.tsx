import { chosenFieldCount, filterChips, tabsMove, stepIndex } from '@idx/domain'
import type { FilterGroup, FilterSchemaDocument, SearchFilter } from '@idx/domain'
import { useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import { FilterFieldControl } from './FilterFieldControl.js'

export interface FilterGroupSectionProps {
  group: FilterGroup
  schema: FilterSchemaDocument
  filter: SearchFilter
  onChange: (filter: SearchFilter) => void
  /** Dropdown groups start open (e.g. a panel showing one group). */
  defaultOpen?: boolean
}

/** A filter_view group: 'tabs' as an APG tab list (one tab per field), 'dropdown' as a disclosure. */
export function FilterGroupSection(props: FilterGroupSectionProps) {
  return props.group.display === 'tabs' && props.group.controls.length > 1 ? (
    <TabsGroup {...props} />
  ) : (
    <DropdownGroup {...props} />
  )
}

/**
 * A disclosure button (the group's name, then what is chosen in it, e.g. 'Price
 * $200,000+') that shows and hides the group's fields.
 */
function DropdownGroup({ group, schema, filter, onChange, defaultOpen = false }: FilterGroupSectionProps) {
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const fields = group.controls.map((control) => control.field)
  const summary = filterChips(filter, schema)
    .filter((chip) => fields.includes(chip.field as (typeof fields)[number]))
    .map((chip) => chip.label)
    .join(', ')
  return (
    <div className="idx-filter-group">
      <h3 className="idx-filter-group__heading">
        <button
          ref={buttonRef}
          id={`${id}-button`}
          type="button"
          className="idx-filter-group__toggle"
          aria-expanded={open}
          aria-controls={`${id}-content`}
          onClick={() => setOpen(!open)}
        >
          {group.name}
          {summary !== '' ? <span className="idx-filter-group__summary">{summary}</span> : null}
          <span className="idx-filter-group__chevron" aria-hidden="true">
            ▾
          </span>
        </button>
      </h3>
      <div
        id={`${id}-content`}
        role="group"
        aria-labelledby={`${id}-button`}
        className="idx-filter-group__content"
        hidden={!open}
        onKeyDown={(event) => {
          // Escape folds the group back and returns to its button, unless a list inside used it.
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault() // used: the panel around stays open
            setOpen(false)
            buttonRef.current?.focus()
          }
        }}
      >
        {group.controls.map((control) => (
          <FilterFieldControl key={control.field} control={control} filter={filter} onChange={onChange} />
        ))}
      </div>
    </div>
  )
}

/**
 * A heading and one tab per field ('Beds' | 'Baths'), each tab showing its field's
 * control. Arrow keys, Home and End move between tabs and select them (automatic
 * activation); a tab whose field is chosen says how many are chosen for screen readers.
 */
function TabsGroup({ group, schema, filter, onChange }: FilterGroupSectionProps) {
  const id = useId()
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const count = group.controls.length

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = tabsMove(event.key)
    if (!direction) return
    event.preventDefault()
    const next = stepIndex(selected, count, direction) ?? 0
    setSelected(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className="idx-filter-group" role="group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="idx-filter-group__heading">
        {group.name}
      </h3>
      <div role="tablist" aria-labelledby={`${id}-heading`} className="idx-tabs__list" onKeyDown={onKeyDown}>
        {group.controls.map((control, index) => (
          <button
            key={control.field}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            className="idx-tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {control.title}
            {chosenFieldCount(filter, schema, [control.field]) > 0 ? (
              <span className={VISUALLY_HIDDEN_CLASS}> (chosen)</span>
            ) : null}
          </button>
        ))}
      </div>
      {group.controls.map((control, index) => (
        <div
          key={control.field}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          className="idx-tabs__panel"
          tabIndex={0}
          hidden={index !== selected}
        >
          <FilterFieldControl control={control} filter={filter} onChange={onChange} showTitle={false} />
        </div>
      ))}
    </div>
  )
}
