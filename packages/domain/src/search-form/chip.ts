import type { Suggestion } from '../search/suggestion.js'
import { formatNumber } from '../format/number.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import type { NumberLike } from '../format/to-finite-number.js'
import { formatYesNo } from '../format/yes-no.js'

/** Chip label of a geo-shape filter. */
export const CUSTOM_MAP_AREA_LABEL = 'Custom Map Area'

/** Chip label of a shape drawn on the map (removable). */
export const CUSTOM_BOUNDARY_LABEL = 'Custom Boundary'

/** A value a default chip can show. */
export type ChipValue = string | number | boolean

/**
 * A selected filter to label. `field` is the filter key (it picks the number
 * format); `label` prefixes boolean and default chips ('Pool: Yes'); `unit`
 * suffixes min-max and range chips ('3+ Beds').
 */
export type Chip =
  | { category: 'boolean'; field: string; label?: string; value: boolean | null | undefined }
  | { category: 'default'; field: string; label?: string; value: ChipValue | readonly ChipValue[] | null | undefined }
  | { category: 'geo-shape'; origin?: 'filter' | 'drawn' }
  | { category: 'min-max'; field: string; min?: NumberLike; max?: NumberLike; unit?: string }
  | { category: 'range'; field: string; value: readonly [from: NumberLike, to: NumberLike]; unit?: string }
  | { category: 'suggestion'; suggestion: Partial<Pick<Suggestion, 'name' | 'label'>> }
  | { category: 'hidden' }

const chipDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  signDisplay: 'negative',
})

/** Price fields: `price`, `price_in_dollars`, `sold_price_in_dollars`, `price_per_sqft`... */
const PRICE_FIELD = /(^|_)price(_|$)/

/**
 * One filter value as a chip shows it: prices as whole dollars (0 is '$0'),
 * `year_built` raw, other numbers with en-US grouping, booleans Yes/No, and
 * non-numeric text as is.
 *
 * @example
 * formatChipValue('price', 100000)   // '$100,000'
 * formatChipValue('year_built', 1990) // '1990'
 * formatChipValue('square_feet', 2500) // '2,500'
 */
export function formatChipValue(field: string, value: ChipValue): string {
  if (typeof value === 'boolean') return formatYesNo(value)
  const number = toFiniteNumber(value)
  if (number === null) return String(value).trim()
  if (field === 'year_built') return String(value).trim()
  if (PRICE_FIELD.test(field)) return chipDollars.format(number)
  return formatNumber(number)
}

function boundText(field: string, min: NumberLike, max: NumberLike, unit: string | undefined): string | null {
  const low = toFiniteNumber(min) === null ? null : formatChipValue(field, min as number | string)
  const high = toFiniteNumber(max) === null ? null : formatChipValue(field, max as number | string)
  let text: string
  if (low !== null && high !== null) text = low === high ? low : `${low} - ${high}`
  else if (low !== null) text = `${low}+`
  else if (high !== null) text = `Up to ${high}`
  else return null
  return unit ? `${text} ${unit}` : text
}

/**
 * The text of a filter chip, or `null` when the chip is not shown (category
 * `hidden`, or no value selected).
 * - boolean: 'Yes' / 'No', after '{label}: ' when labelled;
 * - default: the value(s) joined by ', ', after '{label}: ' when labelled;
 * - geo-shape: 'Custom Map Area', or 'Custom Boundary' for a drawn shape;
 * - min-max and range: '{min} - {max}', '{min}+', 'Up to {max}' (a single
 *   value when min equals max), followed by ' {unit}' when given;
 * - suggestion: its name, else its label.
 *
 * @example
 * chipLabel({ category: 'min-max', field: 'price', min: 100000, max: 500000 }) // '$100,000 - $500,000'
 * chipLabel({ category: 'min-max', field: 'beds', min: 3, unit: 'Beds' })      // '3+ Beds'
 * chipLabel({ category: 'geo-shape', origin: 'drawn' })                        // 'Custom Boundary'
 */
export function chipLabel(chip: Chip): string | null {
  switch (chip.category) {
    case 'boolean': {
      if (typeof chip.value !== 'boolean') return null
      const text = formatYesNo(chip.value)
      return chip.label ? `${chip.label}: ${text}` : text
    }
    case 'default': {
      const values = chip.value == null ? [] : Array.isArray(chip.value) ? chip.value : [chip.value as ChipValue]
      const text = values
        .map((value) => formatChipValue(chip.field, value))
        .filter((part) => part !== '')
        .join(', ')
      if (text === '') return null
      return chip.label ? `${chip.label}: ${text}` : text
    }
    case 'geo-shape':
      return chip.origin === 'drawn' ? CUSTOM_BOUNDARY_LABEL : CUSTOM_MAP_AREA_LABEL
    case 'min-max':
      return boundText(chip.field, chip.min, chip.max, chip.unit)
    case 'range':
      return boundText(chip.field, chip.value[0], chip.value[1], chip.unit)
    case 'suggestion':
      return chip.suggestion.name?.trim() || chip.suggestion.label?.trim() || null
    case 'hidden':
      return null
  }
}

/**
 * The count chip for chips that did not fit.
 *
 * @example
 * moreChipsLabel(3) // '3 more'
 */
export function moreChipsLabel(hiddenCount: number): string {
  return `${hiddenCount} more`
}
