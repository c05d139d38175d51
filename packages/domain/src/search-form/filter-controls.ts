// What the search form shows for a market: its filter_view's groups, each field turned
// into a control (price dropdown, "n+" choices, min/max selects, options or text)
// from the field's filter_schema entry.
import type { FilterFieldSchema, FilterOption, FilterSchemaDocument } from '../filter-schema/filter-schema-document.js'
import type { FilterViewDocument } from '../filter-schema/filter-view-document.js'
import type { FilterViewDisplay } from '../filter-schema/filter-view-meta.js'
import { formatChipValue } from './chip.js'
import type { SearchFilter, SearchRangeField, SearchValueField } from '../search/search-query.js'
import type { JsonObject, JsonValue } from '../json/types.js'
import { filterValues, isRangeField } from './filter-entry.js'
import type { FilterScalar } from './filter-entry.js'

/** One entry of a range control's selects, e.g. `{ value: 3, label: '3+' }`. */
export type RangeChoice = { value: number; label: string }

/**
 * A field as the search form shows it:
 * - `price`: the price dropdown (min and max comboboxes); `options` are the
 *   schema's `x-options` values, or `null` for the default sale or lease ladder;
 * - `at-least`: one choice of 'Any', '1+', '2+'... setting the minimum (beds, baths);
 * - `range`: min and max selects;
 * - `choice`: radios (`multiple: false`) or checkboxes from `x-options` or the schema's enum;
 * - `text`: typed values (comma-separated when `multiple`), checked against `valueSchema`.
 */
export type FilterControl =
  | { kind: 'price'; field: 'price_in_dollars'; title: string; options: readonly number[] | null }
  | { kind: 'at-least'; field: SearchRangeField; title: string; unit: string | null; choices: RangeChoice[] }
  | { kind: 'range'; field: SearchRangeField; title: string; unit: string | null; choices: RangeChoice[] }
  | { kind: 'choice'; field: SearchValueField; title: string; multiple: boolean; options: FilterOption[] }
  | { kind: 'text'; field: SearchValueField; title: string; multiple: boolean; valueSchema: JsonObject }

/** A filter_view group with its controls, e.g. 'Beds & Baths' shown as tabs. */
export type FilterGroup = { name: string; display: FilterViewDisplay; controls: FilterControl[] }

/** Whether the visitor is signed in, and the current filter (its options stay listed). */
export type FilterGroupOptions = { signedIn: boolean; filter?: SearchFilter }

/** Range fields offered as 'Any, 1+, 2+...' (a minimum only), as listing portals do for rooms. */
export const AT_LEAST_FIELDS: readonly SearchRangeField[] = ['bedrooms', 'bathrooms']

/** The values a range field's selects offer when its schema entry has no `x-options`. */
export const RANGE_FILTER_STEPS: Readonly<Record<Exclude<SearchRangeField, 'price_in_dollars'>, readonly number[]>> = {
  bedrooms: [1, 2, 3, 4, 5],
  bathrooms: [1, 1.5, 2, 3, 4],
  square_feet: [500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000, 5000, 7500, 10000],
  lot_acre: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100],
  year_built: [1900, 1920, 1940, 1960, 1970, 1980, 1990, 2000, 2005, 2010, 2015, 2020],
}

/**
 * The options a visitor sees: `authenticatedData` ones only when signed in, except
 * one already chosen (say from a shared link), so it can still be unticked.
 *
 * @example
 * visibleFilterOptions([{ label: 'Sold', value: 'Sold', authenticatedData: true }], false, []) // []
 */
export function visibleFilterOptions(
  options: readonly FilterOption[],
  signedIn: boolean,
  chosen: readonly FilterScalar[],
): FilterOption[] {
  return options.filter((option) => signedIn || !option.authenticatedData || chosen.includes(option.value))
}

function asObject(value: JsonValue | undefined): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined
}

function branches(schema: JsonObject): JsonObject[] {
  const lists = [schema.anyOf, schema.oneOf].filter((list): list is JsonValue[] => Array.isArray(list))
  return lists.flat().flatMap((item) => {
    const branch = asObject(item)
    return branch ? [branch] : []
  })
}

/** Whether a `value` subschema takes a list (`type: 'array'`, or a branch that does). */
export function acceptsManyValues(schema: JsonObject | undefined): boolean {
  if (!schema) return false
  const type = schema.type
  if (type === 'array' || (Array.isArray(type) && type.includes('array'))) return true
  return branches(schema).some(acceptsManyValues)
}

/** The values a `value` subschema enumerates (`enum`, `const`, list items, branches), or `[]`. */
export function enumeratedValues(schema: JsonObject | undefined): FilterScalar[] {
  if (!schema) return []
  const own = Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : []
  const nested = [asObject(schema.items), ...branches(schema)].flatMap((child) => enumeratedValues(child))
  const all = [...own, ...nested].filter((value): value is FilterScalar =>
    ['string', 'number', 'boolean'].includes(typeof value),
  )
  return [...new Set(all)]
}

/**
 * How a range control lists a value: '3+' for 'at-least' choices, else the value as
 * a chip shows it with the unit after ('1,500 sq. ft.', year built raw: '1990').
 *
 * @example
 * rangeChoiceLabel('at-least', 'bathrooms', 'Baths', 1.5) // '1.5+'
 * rangeChoiceLabel('range', 'lot_acre', 'acres', 0.25)     // '0.25 acres'
 */
export function rangeChoiceLabel(
  kind: 'at-least' | 'range',
  field: SearchRangeField,
  unit: string | null,
  value: number,
): string {
  const text = formatChipValue(field, value)
  if (kind === 'at-least') return `${text}+`
  return unit ? `${text} ${unit}` : text
}

function rangeChoices(
  kind: 'at-least' | 'range',
  field: Exclude<SearchRangeField, 'price_in_dollars'>,
  definition: FilterFieldSchema,
  signedIn: boolean,
  unit: string | null,
): RangeChoice[] {
  const options = definition['x-options']
  if (options && options.length > 0) {
    return visibleFilterOptions(options, signedIn, [])
      .filter((option): option is FilterOption & { value: number } => typeof option.value === 'number')
      .map((option) => ({ value: option.value, label: option.label }))
  }
  return RANGE_FILTER_STEPS[field].map((value) => ({ value, label: rangeChoiceLabel(kind, field, unit, value) }))
}

function unitOf(definition: FilterFieldSchema): string | null {
  const unit = definition['x-unit']
  return typeof unit === 'string' && unit.trim() !== '' ? unit : null
}

/**
 * The control for one field of the filter schema, or `null` for fields the form
 * does not show as a control (`suggestion` belongs to the omnibox, `geo_shape` to
 * the map) and fields the schema does not have.
 *
 * @example
 * filterControl(austinSchema, 'bedrooms', { signedIn: false })
 * // { kind: 'at-least', field: 'bedrooms', title: 'Beds', unit: 'Beds', choices: [{ value: 1, label: '1+' }, …] }
 */
export function filterControl(
  schema: FilterSchemaDocument,
  field: string,
  { signedIn, filter = {} }: FilterGroupOptions,
): FilterControl | null {
  if (field === 'suggestion' || field === 'geo_shape' || !Object.hasOwn(schema.properties, field)) return null
  const definition = schema.properties[field as keyof FilterSchemaDocument['properties']]
  if (!definition) return null
  const title = definition.title
  if (isRangeField(field)) {
    if (field === 'price_in_dollars') {
      const options = definition['x-options']?.flatMap((option) =>
        typeof option.value === 'number' && (signedIn || !option.authenticatedData) ? [option.value] : [],
      )
      return { kind: 'price', field, title, options: options && options.length > 0 ? options : null }
    }
    const unit = unitOf(definition)
    const kind = AT_LEAST_FIELDS.includes(field) ? 'at-least' : 'range'
    return { kind, field, title, unit, choices: rangeChoices(kind, field, definition, signedIn, unit) }
  }
  const valueField = field as SearchValueField
  const valueSchema = asObject(definition.properties.value as JsonValue | undefined) ?? {}
  const multiple = acceptsManyValues(valueSchema)
  const chosen = filterValues(filter, valueField)
  const listed = definition['x-options']
  const options: FilterOption[] =
    listed && listed.length > 0
      ? listed
      : enumeratedValues(valueSchema).map((value) => ({ label: formatChipValue(field, value), value }))
  if (options.length > 0) {
    return {
      kind: 'choice',
      field: valueField,
      title,
      multiple,
      options: visibleFilterOptions(options, signedIn, chosen),
    }
  }
  return { kind: 'text', field: valueField, title, multiple, valueSchema }
}

/**
 * The search form's groups for a market: its filter_view's groups in order, each
 * field made a control (see `filterControl`); fields without a control and groups
 * left empty are dropped. `authenticatedData` options appear only when signed in.
 *
 * @example
 * filterGroups(austinSchema, austinView, { signedIn: false }).map((group) => group.name)
 * // ['Price', 'Beds & Baths', 'Home Type', 'More']
 */
export function filterGroups(
  schema: FilterSchemaDocument,
  view: FilterViewDocument,
  options: FilterGroupOptions,
): FilterGroup[] {
  return view.groups.flatMap((group) => {
    const controls = group.fields.flatMap((field) => filterControl(schema, field, options) ?? [])
    return controls.length > 0 ? [{ name: group.name, display: group.display, controls }] : []
  })
}
