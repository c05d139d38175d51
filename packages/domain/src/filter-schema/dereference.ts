// Replaces `{ "$ref": "#/…" }` in a market's filter schema or view by what it points
// at. Only references inside the same document are allowed.
import { escapePointerToken, unescapePointerToken } from '../search/json-pointer.js'
import type { JsonObject, JsonValue } from '../json/types.js'

/** The error for a blank reference (or a `$ref` that is not text). */
export const REFERENCE_PATH_REQUIRED = 'path is required'

/**
 * 'Invalid reference <ref> must begin with "#/"' (the spec's wording, no comma).
 *
 * @example
 * invalidReferencePrefixMessage('definitions.json#/price') // 'Invalid reference definitions.json#/price must begin with "#/"'
 */
export function invalidReferencePrefixMessage(ref: string): string {
  return `Invalid reference ${ref} must begin with "#/"`
}

/** 'Cycle detected trying to dereference <ref>': the reference leads back to itself. */
export function referenceCycleMessage(ref: string): string {
  return `Cycle detected trying to dereference ${ref}`
}

/** 'Invalid reference: <ref>': nothing is at that path. */
export function missingReferenceMessage(ref: string): string {
  return `Invalid reference: ${ref}`
}

/** A reference that could not be followed, and the JSON Pointer of the `$ref` member in the document. */
export type DereferenceError = { message: string; path: string }

export type Dereferenced = { ok: true; value: JsonValue } | { ok: false; error: DereferenceError }

class DereferenceFailure {
  constructor(readonly error: DereferenceError) {}
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The document with every `$ref` replaced by its target, itself dereferenced.
 * Members next to a `$ref` override the target's (so `{ "$ref": "#/definitions/range",
 * "title": "Price" }` is the range titled Price). Stops at the first reference that
 * is blank, does not begin with '#/', points at nothing, or leads back to itself.
 * Never throws.
 *
 * @example
 * dereference({ definitions: { beds: { title: 'Beds' } }, properties: { bedrooms: { $ref: '#/definitions/beds' } } })
 * // { ok: true, value: { definitions: { beds: { title: 'Beds' } }, properties: { bedrooms: { title: 'Beds' } } } }
 * dereference({ a: { $ref: '#/b' }, b: { $ref: '#/a' } })
 * // { ok: false, error: { message: 'Cycle detected trying to dereference #/b', path: '/a/$ref' } }
 */
export function dereference(document: JsonValue): Dereferenced {
  return run(document, (resolver) => resolver.walk(document, ''))
}

/**
 * What one reference points at, dereferenced. The reference is a JSON Pointer in
 * URI-fragment form, e.g. '#/definitions/price'.
 *
 * @example
 * resolveReference({ definitions: { price: { title: 'Price' } } }, '#/definitions/price')
 * // { ok: true, value: { title: 'Price' } }
 * resolveReference({}, '') // { ok: false, error: { message: 'path is required', path: '' } }
 */
export function resolveReference(document: JsonValue, ref: string | null | undefined): Dereferenced {
  return run(document, (resolver) => resolver.resolve(ref, ''))
}

function run(document: JsonValue, task: (resolver: Resolver) => JsonValue): Dereferenced {
  try {
    return { ok: true, value: task(new Resolver(document)) }
  } catch (failure) {
    if (failure instanceof DereferenceFailure) return { ok: false, error: failure.error }
    throw failure
  }
}

class Resolver {
  private readonly resolved = new Map<string, JsonValue>()
  private readonly inProgress: string[] = []

  constructor(private readonly document: JsonValue) {}

  walk(node: JsonValue, path: string): JsonValue {
    if (Array.isArray(node)) return node.map((item, index) => this.walk(item, `${path}/${index}`))
    if (!isObject(node)) return node
    if (Object.hasOwn(node, '$ref')) {
      const { $ref: ref, ...siblings } = node
      const target = this.resolve(typeof ref === 'string' ? ref : null, `${path}/$ref`)
      if (!isObject(target) || Object.keys(siblings).length === 0) return target
      return { ...target, ...this.walkMembers(siblings, path) }
    }
    return this.walkMembers(node, path)
  }

  resolve(ref: string | null | undefined, at: string): JsonValue {
    if (ref == null || ref === '') throw new DereferenceFailure({ message: REFERENCE_PATH_REQUIRED, path: at })
    if (!ref.startsWith('#/')) throw new DereferenceFailure({ message: invalidReferencePrefixMessage(ref), path: at })
    const done = this.resolved.get(ref)
    if (done !== undefined) return done
    if (this.inProgress.includes(ref)) throw new DereferenceFailure({ message: referenceCycleMessage(ref), path: at })
    this.inProgress.push(ref)
    let node: JsonValue | undefined = this.document
    let nodePath = ''
    for (const token of this.tokens(ref, at)) {
      // A reference may point through another reference: follow that one first.
      if (isObject(node) && Object.hasOwn(node, '$ref')) node = this.walk(node, nodePath)
      node = child(node, token)
      if (node === undefined) throw new DereferenceFailure({ message: missingReferenceMessage(ref), path: at })
      nodePath = `${nodePath}/${escapePointerToken(token)}`
    }
    const value = this.walk(node, nodePath)
    this.inProgress.pop()
    this.resolved.set(ref, value)
    return value
  }

  private walkMembers(node: JsonObject, path: string): JsonObject {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, this.walk(value, `${path}/${escapePointerToken(key)}`)]),
    )
  }

  private tokens(ref: string, at: string): string[] {
    try {
      return ref
        .slice(2)
        .split('/')
        .map((token) => unescapePointerToken(decodeURIComponent(token)))
    } catch {
      throw new DereferenceFailure({ message: missingReferenceMessage(ref), path: at }) // malformed %-escape
    }
  }
}

function child(node: JsonValue | undefined, token: string): JsonValue | undefined {
  if (Array.isArray(node)) return /^(?:0|[1-9]\d*)$/.test(token) ? node[Number(token)] : undefined
  if (isObject(node)) return Object.hasOwn(node, token) ? node[token] : undefined
  return undefined
}
