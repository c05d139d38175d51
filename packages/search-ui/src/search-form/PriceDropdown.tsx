import {
  PRICE_FILTER_HINT,
  PRICE_NO_MAX_LABEL,
  PRICE_NO_MIN_LABEL,
  parseTypedPrice,
  priceChoices,
  priceLadder,
  priceRangeError,
  rangeBounds,
  withRange,
} from '@idx/domain'
import type { PriceSide, SearchFilter } from '@idx/domain'
import { useId, useMemo, useRef } from 'react'
import { Form, useFormState } from 'react-final-form'
import { PriceBoundInput } from './PriceBoundInput.js'
import { FilterPanelStyles } from './FilterPanelStyles.js'

export interface PriceDropdownProps {
  /** The search filter: its `price_in_dollars` fills the inputs, its `purchase_type` picks the ladder. */
  filter: SearchFilter
  /** Called with the filter and its new price range when the visitor picks a price or presses Enter. */
  onChange: (filter: SearchFilter) => void
  /** The market's prices (`x-options` of the price field); without them the sale or lease ladder. */
  options?: readonly number[] | null
  /** The group's accessible name. */
  title?: string
  /** While the market loads: the inputs wait, and the group is busy. */
  disabled?: boolean
  className?: string
}

type PriceValues = { min: string; max: string }

const SIDES = [
  { side: 'min', label: 'Min', emptyLabel: PRICE_NO_MIN_LABEL },
  { side: 'max', label: 'Max', emptyLabel: PRICE_NO_MAX_LABEL },
] as const

/**
 * Min and max price, each an editable combobox over the price ladder (sale, or lease
 * when renting). Picking a price filters at once; a typed price filters on Enter. The
 * line under the inputs says 'Press enter to filter', or (as an alert) 'Max can not be
 * less than {min}' / 'Min can not be greater than {max}' for the side just edited, and
 * then nothing is applied. The min list stops at the max, the max list starts at the
 * min, and a typed price joins both lists.
 *
 * @example
 * <PriceDropdown filter={filter} onChange={setFilter} />
 */
export function PriceDropdown({
  filter,
  onChange,
  options = null,
  title = 'Price',
  disabled = false,
  className,
}: PriceDropdownProps) {
  const id = useId()
  const edited = useRef<PriceSide>('min')
  const bounds = rangeBounds(filter, 'price_in_dollars')
  const initialValues = useMemo<PriceValues>(
    () => ({ min: bounds.min === null ? '' : String(bounds.min), max: bounds.max === null ? '' : String(bounds.max) }),
    [bounds.min, bounds.max],
  )

  function validate(values: PriceValues) {
    const error = priceRangeError(parseTypedPrice(values.min ?? ''), parseTypedPrice(values.max ?? ''), edited.current)
    return error ? { [edited.current]: error } : {}
  }

  function submit(values: PriceValues) {
    const min = parseTypedPrice(values.min ?? '')
    const max = parseTypedPrice(values.max ?? '')
    if (min === bounds.min && max === bounds.max) return
    onChange(withRange(filter, 'price_in_dollars', { min, max }))
  }

  return (
    <div
      className={['idx-sf', 'idx-price', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={title}
      aria-busy={disabled || undefined}
    >
      <FilterPanelStyles />
      <Form<PriceValues> onSubmit={submit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <PriceFields
              messageId={`${id}-message`}
              ladder={priceLadder(options, filter)}
              disabled={disabled}
              onEdit={(side) => {
                edited.current = side
              }}
            />
          </form>
        )}
      </Form>
    </div>
  )
}

function PriceFields({
  messageId,
  ladder,
  disabled,
  onEdit,
}: {
  messageId: string
  ladder: readonly number[]
  disabled: boolean
  onEdit: (side: PriceSide) => void
}) {
  const { values, errors } = useFormState<PriceValues>({ subscription: { values: true, errors: true } })
  const min = parseTypedPrice(values.min ?? '')
  const max = parseTypedPrice(values.max ?? '')
  const choices = useMemo(() => priceChoices(ladder, min, max), [ladder, min, max])
  const error: string | undefined = errors?.min ?? errors?.max
  return (
    <>
      <div className="idx-price__inputs">
        {SIDES.map(({ side, label, emptyLabel }) => (
          <PriceBoundInput
            key={side}
            className={side === 'max' ? 'idx-range__after-dash' : undefined}
            side={side}
            label={label}
            emptyLabel={emptyLabel}
            options={choices[side]}
            disabled={disabled}
            describedBy={messageId}
            invalid={Boolean(errors?.[side])}
            onEdit={onEdit}
          />
        ))}
      </div>
      <p id={messageId} className="idx-price__message" data-state={error ? 'error' : 'hint'}>
        <span role="alert">{error ?? ''}</span>
        {error ? null : PRICE_FILTER_HINT}
      </p>
    </>
  )
}
