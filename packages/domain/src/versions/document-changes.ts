import type { JsonValue } from '../json/types.js'
import { escapePointerToken } from '../search/json-pointer.js'

/** How one place of a document differs between two versions. */
export type DocumentChangeKind = 'added' | 'removed' | 'changed'

/** One difference between two versions of a document, at a JSON Pointer (RFC 6901; '' is the whole document). */
export interface DocumentChange {
  path: string
  kind: DocumentChangeKind
  before?: JsonValue
  after?: JsonValue
}

/**
 * What changed from one version of a JSON document to the next: objects are compared member by
 * member, arrays of the same length element by element, and an array whose length changed (or a
 * value whose type changed) is one change of the whole value. Members are listed in document order.
 *
 * @example
 * documentChanges({ a: 1, b: [1, 2] }, { a: 2, b: [1, 2], c: true })
 * // [{ path: '/a', kind: 'changed', before: 1, after: 2 }, { path: '/c', kind: 'added', after: true }]
 */
export function documentChanges(before: JsonValue, after: JsonValue): DocumentChange[] {
  const changes: DocumentChange[] = []
  collectChanges('', before, after, changes)
  return changes
}

function collectChanges(path: string, before: JsonValue, after: JsonValue, changes: DocumentChange[]): void {
  if (isObject(before) && isObject(after)) {
    for (const [key, value] of Object.entries(before)) {
      const memberPath = `${path}/${escapePointerToken(key)}`
      if (!Object.hasOwn(after, key)) changes.push({ path: memberPath, kind: 'removed', before: value })
      else collectChanges(memberPath, value, after[key] as JsonValue, changes)
    }
    for (const [key, value] of Object.entries(after)) {
      if (!Object.hasOwn(before, key))
        changes.push({ path: `${path}/${escapePointerToken(key)}`, kind: 'added', after: value })
    }
    return
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((value, index) => collectChanges(`${path}/${index}`, value, after[index] as JsonValue, changes))
    return
  }
  if (!sameJson(before, after)) changes.push({ path, kind: 'changed', before, after })
}

function isObject(value: JsonValue): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameJson(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, i) => sameJson(value, b[i] as JsonValue))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key] as JsonValue, b[key] as JsonValue))
    )
  }
  return false
}
