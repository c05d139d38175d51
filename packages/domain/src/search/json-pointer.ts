// JSON Pointer (RFC 6901) reference tokens: '~' is written '~0' and '/' is '~1'.

/**
 * Escapes one reference token for a JSON Pointer.
 *
 * @example
 * `/filter/${escapePointerToken('a/b')}` // '/filter/a~1b'
 */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1')
}

/**
 * Reads one reference token of a JSON Pointer back.
 *
 * @example
 * unescapePointerToken('a~1b~0c') // 'a/b~c'
 */
export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~')
}
