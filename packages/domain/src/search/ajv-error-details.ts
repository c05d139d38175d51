// Turns ajv's errors into one readable detail per problem, each at a JSON Pointer.
import type { ErrorObject } from 'ajv'
import { escapePointerToken } from './json-pointer.js'

/** One problem, located by a JSON Pointer into the validated data. */
export type PointedError = { pointer: string; detail: string }

/** Wording choices a caller can make. */
export type AjvErrorDetailOptions = {
  /** The detail for a member the schema does not allow; default `Unknown member '<name>'`. */
  unknownMember?: (parentPointer: string, member: string) => string
  /** Fixed details by keyword, e.g. `{ minProperties: 'must have min or max' }`. */
  keywordDetails?: Readonly<Record<string, string>>
}

/**
 * Maps ajv errors (from a validator built with `verbose: true`) to pointed details.
 * A missing or unknown member is pointed at itself, not at its parent. An `anyOf`
 * that failed reports the branch whose type matched the data, or else "must be
 * <the anyOf schema's description>".
 *
 * @example
 * ajvErrorDetails([{ keyword: 'required', instancePath: '/page', params: { missingProperty: 'size' }, … }])
 * // [{ pointer: '/page/size', detail: "'size' is required" }]
 */
export function ajvErrorDetails(errors: readonly ErrorObject[], options: AjvErrorDetailOptions = {}): PointedError[] {
  const unknownMember = options.unknownMember ?? ((_parent: string, member: string) => `Unknown member '${member}'`)
  return withoutLosingBranches(errors).map((error) => {
    const fixed = options.keywordDetails?.[error.keyword]
    return fixed === undefined ? toPointedError(error, unknownMember) : { pointer: error.instancePath, detail: fixed }
  })
}

// An `anyOf` failure comes with the errors of every branch. Keep the errors of the
// one branch whose type matched the data, else report the `anyOf` itself.
function withoutLosingBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  const anyOfErrors = errors.filter((error) => error.keyword === 'anyOf')
  if (anyOfErrors.length === 0) return [...errors]
  const dropped = new Set<ErrorObject>(anyOfErrors)
  const kept: ErrorObject[] = []
  for (const anyOf of anyOfErrors) {
    const prefix = `${anyOf.schemaPath}/`
    const branches = new Map<string, ErrorObject[]>()
    for (const error of errors) {
      if (!error.schemaPath.startsWith(prefix)) continue
      dropped.add(error)
      const branch = error.schemaPath.slice(prefix.length).split('/')[0] ?? ''
      branches.set(branch, [...(branches.get(branch) ?? []), error])
    }
    const typeMatched = [...branches.values()].filter(
      (list) => !list.some((error) => error.keyword === 'type' && error.instancePath === anyOf.instancePath),
    )
    const [only] = typeMatched
    if (typeMatched.length === 1 && only) kept.push(...only)
    else kept.push(anyOf)
  }
  return [...errors.filter((error) => !dropped.has(error)), ...kept]
}

function toPointedError(
  error: ErrorObject,
  unknownMember: (parentPointer: string, member: string) => string,
): PointedError {
  const path = error.instancePath
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty)
      return { pointer: `${path}/${escapePointerToken(missing)}`, detail: `'${missing}' is required` }
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty)
      return { pointer: `${path}/${escapePointerToken(extra)}`, detail: unknownMember(path, extra) }
    }
    case 'propertyNames':
      return {
        pointer: `${path}/${escapePointerToken(String(params.propertyName))}`,
        detail: unknownMember(path, String(params.propertyName)),
      }
    case 'enum':
      return { pointer: path, detail: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}` }
    case 'const':
      return { pointer: path, detail: `must be '${String(params.allowedValue)}'` }
    case 'type':
      return { pointer: path, detail: `must be ${String(params.type).split(',').join(' or ')}` }
    case 'anyOf': {
      const description = (error.parentSchema as { description?: unknown } | undefined)?.description
      return { pointer: path, detail: `must be ${typeof description === 'string' ? description : 'valid'}` }
    }
    default:
      return { pointer: path, detail: error.message ?? 'is invalid' }
  }
}
