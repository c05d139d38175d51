// Typed filter values (city, zip...): the text a visitor types, read as the
// field's values and checked against the market's schema for that field.
import { Validator, type Schema } from '@cfworker/json-schema'
import type { JsonObject } from '../json/types.js'

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

// Market schemas are few and long-lived: build each value subschema's validator once. It runs in
// the browser under the site's Content-Security-Policy, which forbids eval: ajv compiles schemas
// into functions with `new Function` (and would quietly check nothing there), so this check uses
// @cfworker/json-schema, which interprets the schema instead.
const validators = new WeakMap<JsonObject, Validator | null>()

function validatorFor(schema: JsonObject): Validator | null {
  if (!validators.has(schema)) {
    let validator: Validator | null
    try {
      validator = new Validator(schema as Schema, '7', true) // draft-07, as validateFilterSchema's ajv
    } catch {
      validator = null // validateFilterSchema reports broken schemas; the form does not block on them
    }
    validators.set(schema, validator)
  }
  return validators.get(schema) ?? null
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
  const validator = validatorFor(valueSchema)
  if (!validator) return null
  try {
    return validator.validate(values.length === 1 ? values[0] : values).valid ? null : `Enter a valid ${title}`
  } catch {
    return null // a pattern no browser can read (the schema is broken): validateFilterSchema reports it
  }
}
