import { randomId } from './random-id.js'

/** Most submissions remembered: a visitor retries the last few, not hundreds. */
const REMEMBERED = 20

/**
 * One `cyclum_submission_id` per submission: the same body (a retry after a timeout, a double
 * click) gets the id it got before, so the server stores one lead; a changed body (the visitor
 * fixed a field) is another submission with a new id, since the server answers a used id with
 * another body 409.
 *
 * @example
 * const ids = createSubmissionIds()
 * ids.idFor(body) === ids.idFor({ ...body }) // true
 */
export function createSubmissionIds(newId: () => string = randomId) {
  const ids = new Map<string, string>()
  return {
    idFor(body: unknown): string {
      const key = stableJson(body)
      const known = ids.get(key)
      if (known !== undefined) return known
      const id = newId()
      ids.set(key, id)
      // A Map iterates in insertion order: the first key is the oldest.
      if (ids.size > REMEMBERED) ids.delete(ids.keys().next().value as string)
      return id
    },
  }
}

/** JSON with object keys sorted, so two bodies equal in content give the same text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(member).sort()) sorted[key] = (member as Record<string, unknown>)[key]
    return sorted
  })
}
