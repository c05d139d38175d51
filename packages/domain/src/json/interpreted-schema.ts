import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema'
import type { PointedError } from '../search/ajv-error-details.js'

// A JSON Schema (draft-07) checked by @cfworker/json-schema, which interprets the schema: what the
// browser runs where the server runs ajv's code generated ahead of time from the same schema
// (src/generated/). Generated code is as big as the rest of the search screen; the interpreter is
// a few kilobytes, loaded once for every schema (the typed filters use it too).

// Containers report that something inside them failed; the member that failed reports why.
const CONTAINER_KEYWORDS = new Set([
  'properties',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'items',
  'additionalItems',
  'contains',
  'anyOf',
  'allOf',
  'oneOf',
  'if',
  'then',
  'else',
  'dependencies',
  '$ref',
])

/** Names an unknown member at `parent` (a JSON Pointer), as ajvErrorDetails' `unknownMember` does. */
export type UnknownMemberDetail = (parent: string, member: string) => string

const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~')

function pointedErrors(errors: readonly OutputUnit[], unknownMember: UnknownMemberDetail): PointedError[] {
  return errors.flatMap((error): PointedError[] => {
    if (CONTAINER_KEYWORDS.has(error.keyword)) return []
    const pointer = error.instanceLocation.replace(/^#/, '')
    // `additionalProperties: false` fails each unknown member against the schema `false`.
    if (error.keyword === 'false') {
      const cut = pointer.lastIndexOf('/')
      return [{ pointer, detail: unknownMember(pointer.slice(0, cut), unescapeToken(pointer.slice(cut + 1))) }]
    }
    return [{ pointer, detail: error.error }]
  })
}

/**
 * A checker of `schema`: null for valid data, else its problems, each with a JSON Pointer. Built
 * on first use and kept.
 *
 * @example
 * const check = interpretedSchema({ type: 'object', additionalProperties: false })
 * check({ colour: 'red' }) // [{ pointer: '/colour', detail: "Unknown member 'colour'" }]
 */
export function interpretedSchema(
  schema: object,
  unknownMember: UnknownMemberDetail = (_, member) => `Unknown member '${member}'`,
): (data: unknown) => PointedError[] | null {
  let validator: Validator | null = null
  return (data) => {
    validator ??= new Validator(schema as Schema, '7', false)
    const result = validator.validate(data)
    return result.valid ? null : pointedErrors(result.errors, unknownMember)
  }
}
