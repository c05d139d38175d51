// The check of typed filter values (text-filter.ts reads them) against the market's schema for
// the field: a module of its own, so code that only reads or shows typed values loads no schema
// interpreter.
import { Validator, type Schema } from '@cfworker/json-schema'
import type { JsonObject } from '../json/types.js'

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
