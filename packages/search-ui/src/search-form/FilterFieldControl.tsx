import {
  PRICE_NO_MAX_LABEL,
  PRICE_NO_MIN_LABEL,
  filterValues,
  maxOptions,
  minOptions,
  rangeBounds,
  rangeChoiceLabel,
  toggleFilterValue,
  withRange,
  withTypedValue,
} from '@idx/domain'
import type { FilterControl, SearchFilter } from '@idx/domain'
import { useId } from 'react'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import { PriceDropdown } from './PriceDropdown.js'
import { TextFilterControl } from './TextFilterControl.js'

export interface FilterFieldControlProps {
  control: FilterControl
  filter: SearchFilter
  onChange: (filter: SearchFilter) => void
  /** False inside a tab, whose tab already names the field (the legend stays for screen readers). */
  showTitle?: boolean
}

/** One field of a filter group, drawn as its control kind says (see `filterControl` in @idx/domain). */
export function FilterFieldControl({ control, filter, onChange, showTitle = true }: FilterFieldControlProps) {
  switch (control.kind) {
    case 'price':
      return <PriceDropdown filter={filter} onChange={onChange} options={control.options} title={control.title} />
    case 'text':
      return <TextFilterControl control={control} filter={filter} onChange={onChange} showTitle={showTitle} />
    default:
      return (
        <fieldset className="idx-field">
          <legend className={showTitle ? 'idx-field__legend' : VISUALLY_HIDDEN_CLASS}>{control.title}</legend>
          {control.kind === 'at-least' ? (
            <AtLeastChoices control={control} filter={filter} onChange={onChange} />
          ) : control.kind === 'range' ? (
            <RangeSelects control={control} filter={filter} onChange={onChange} />
          ) : (
            <OptionChoices control={control} filter={filter} onChange={onChange} />
          )}
        </fieldset>
      )
  }
}

type ControlOf<Kind extends FilterControl['kind']> = Extract<FilterControl, { kind: Kind }>
type PartProps<Kind extends FilterControl['kind']> = {
  control: ControlOf<Kind>
  filter: SearchFilter
  onChange: (filter: SearchFilter) => void
}

/** 'Any', '1+', '2+'…: radios drawn as a segmented row; picking one sets the minimum. */
function AtLeastChoices({ control, filter, onChange }: PartProps<'at-least'>) {
  const name = useId()
  const { min, max } = rangeBounds(filter, control.field)
  const listed = control.choices.some((choice) => choice.value === min)
  const choices = [
    { value: null, label: 'Any' },
    ...control.choices,
    // A minimum from a shared link that is not one of the choices still shows as chosen.
    ...(min !== null && !listed ? [{ value: min, label: rangeChoiceLabel('at-least', control.field, null, min) }] : []),
  ]
  return (
    <div className="idx-segments">
      {choices.map((choice) => (
        <div key={choice.value ?? 'any'} className="idx-segments__item">
          <input
            id={`${name}-${choice.value ?? 'any'}`}
            className="idx-segments__input"
            type="radio"
            name={name}
            checked={min === choice.value}
            onChange={() =>
              onChange(
                withRange(filter, control.field, {
                  min: choice.value,
                  max: max !== null && choice.value !== null && max < choice.value ? null : max,
                }),
              )
            }
          />
          <label htmlFor={`${name}-${choice.value ?? 'any'}`} className="idx-segments__label">
            {choice.label}
          </label>
        </div>
      ))}
    </div>
  )
}

/** Min and max selects: the min list stops at the max, the max list starts at the min. */
function RangeSelects({ control, filter, onChange }: PartProps<'range'>) {
  const id = useId()
  const { min, max } = rangeBounds(filter, control.field)
  const values = withTypedValue(
    withTypedValue(
      control.choices.map((choice) => choice.value),
      min,
    ),
    max,
  )
  const label = (value: number) =>
    control.choices.find((choice) => choice.value === value)?.label ??
    rangeChoiceLabel('range', control.field, control.unit, value)
  const sides = [
    { side: 'min', label: 'Min', empty: PRICE_NO_MIN_LABEL, value: min, values: minOptions(values, max) },
    { side: 'max', label: 'Max', empty: PRICE_NO_MAX_LABEL, value: max, values: maxOptions(values, min) },
  ] as const
  const pick = (side: 'min' | 'max', text: string) => {
    const value = text === '' ? null : Number(text)
    onChange(withRange(filter, control.field, side === 'min' ? { min: value, max } : { min, max: value }))
  }
  return (
    <div className="idx-range">
      {sides.map(({ side, label: sideLabel, empty, value, values: listed }) => (
        <div key={side} className={side === 'max' ? 'idx-range__side idx-range__after-dash' : 'idx-range__side'}>
          <label htmlFor={`${id}-${side}`}>{sideLabel}</label>
          <select
            id={`${id}-${side}`}
            className="idx-select"
            value={value ?? ''}
            onChange={(event) => pick(side, event.target.value)}
          >
            <option value="">{empty}</option>
            {listed.map((option) => (
              <option key={option} value={option}>
                {label(option)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  )
}

/** Checkboxes for a field that takes several values, a segmented row of radios for one. */
function OptionChoices({ control, filter, onChange }: PartProps<'choice'>) {
  const name = useId()
  const chosen = filterValues(filter, control.field)
  return (
    <div className={control.multiple ? 'idx-checks' : 'idx-segments'}>
      {control.options.map((option, index) => {
        const inputId = `${name}-${index}`
        const input = (
          <input
            id={inputId}
            className={control.multiple ? undefined : 'idx-segments__input'}
            type={control.multiple ? 'checkbox' : 'radio'}
            name={name}
            value={String(option.value)}
            checked={chosen.includes(option.value)}
            onChange={() => onChange(toggleFilterValue(filter, control.field, option.value, control.multiple))}
          />
        )
        return control.multiple ? (
          <label key={String(option.value)} className="idx-checks__item">
            {input}
            {option.label}
          </label>
        ) : (
          <div key={String(option.value)} className="idx-segments__item">
            {input}
            <label htmlFor={inputId} className="idx-segments__label">
              {option.label}
            </label>
          </div>
        )
      })}
    </div>
  )
}
