/** How deep free-form members (`payload`, `user`, `custom_data`) may nest. */
export const MAX_JSON_DEPTH = 16

/** Something in a body the schema cannot say: where it is (a JSON Pointer) and what is wrong. */
export interface BodyProblem {
  pointer: string
  detail: string
}

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1')
}

/**
 * The first NUL character (in a string or a member name) or nesting deeper than MAX_JSON_DEPTH in
 * a parsed JSON body; null when there is neither. PostgreSQL's text and jsonb cannot hold NUL, and
 * deep nesting costs the database stack: either is a 400 here rather than a failed insert.
 *
 * @example
 * bodyProblem({ form: { email: 'a\u0000b' } })
 * // { pointer: '/form/email', detail: "'email' must not contain NUL characters" }
 */
export function bodyProblem(value: unknown, pointer = '', depth = 0): BodyProblem | null {
  const name = pointer.split('/').pop() || 'body'
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? { pointer: pointer || '/', detail: `'${name}' must not contain NUL characters` }
      : null
  }
  if (value === null || typeof value !== 'object') return null
  if (depth >= MAX_JSON_DEPTH) {
    return { pointer: pointer || '/', detail: `'${name}' nests deeper than ${MAX_JSON_DEPTH} levels` }
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value)
  for (const [key, member] of entries) {
    const here = `${pointer}/${escapeToken(key)}`
    if (key.includes('\u0000')) return { pointer: here, detail: 'A member name must not contain NUL characters' }
    const found = bodyProblem(member, here, depth + 1)
    if (found !== null) return found
  }
  return null
}
