// Typed filter values (city, zip...): the text a visitor types, read as the
// field's values and checked against the market's schema for that field.
import { Ajv } from 'ajv'
import type { ValidateFunction } from 'ajv'
import type { JsonObject } from '../types/json.js'

/** Separates several typed values ('78704, 78745'). */
export const TEXT_FILTER_SEPARATOR = ','

/**
 * The values in a typed text: comma-separated, trimmed, blanks and repeats dropped
 * when the field takes several; the whole trimmed text otherwise.
 *
 * @example
 * parseTextFilter(' 78704, 78745,,78704 ', true) // ['78704', '78745']
 * parseTextFilter('Austin, TX', false)          // ['Austin, TX']
 */
export function parseTextFilter(text: string, multiple: boolean): string[] {
  const parts = multiple ? text.split(TEXT_FILTER_SEPARATOR) : [text]
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))]
}

/**
 * Values as the text input shows them again.
 *
 * @example
 * formatTextFilter(['78704', '78745']) // '78704, 78745'
 */
export function formatTextFilter(values: readonly (string | number | boolean)[]): string {
  return values.map(String).join(`${TEXT_FILTER_SEPARATOR} `)
}

// Market schemas are few and long-lived: compile each value subschema once.
let ajv: Ajv | undefined
const compiled = new WeakMap<JsonObject, ValidateFunction | null>()

function validatorFor(schema: JsonObject): ValidateFunction | null {
  if (!compiled.has(schema)) {
    ajv ??= new Ajv({ strict: false, allowUnionTypes: true })
    let validate: ValidateFunction | null
    try {
      validate = ajv.compile(schema)
    } catch {
      validate = null // validateFilterSchema reports broken schemas; the form does not block on them
    }
    compiled.set(schema, validate)
  }
  return compiled.get(schema) ?? null
}

/**
 * The message for typed values the market's schema rejects ('Enter a valid Zip
 * Code'), or `null` when they are fine. Several values are checked as a list,
 * one as the value itself, as the filter will hold them.
 *
 * @example
 * textFilterError({ type: 'string', pattern: '^[0-9]{5}$' }, 'Zip Code', ['787']) // 'Enter a valid Zip Code'
 */
export function textFilterError(valueSchema: JsonObject, title: string, values: readonly string[]): string | null {
  if (values.length === 0) return null
  const validate = validatorFor(valueSchema)
  if (!validate) return null
  return validate(values.length === 1 ? values[0] : values) ? null : `Enter a valid ${title}`
}
