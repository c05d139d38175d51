/** Characters JSON leaves alone that would end or confuse an inline <script>, as JSON escapes. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g

const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * `value` as JSON that is safe as the text of a `<script type="application/ld+json">`: `<`, `>`
 * and `&` are written as `\u003c`, `\u003e`, `\u0026` (so a description holding `</script>` or
 * `<!--` cannot end the element or open a comment), and U+2028 / U+2029 as escapes (old JavaScript
 * parsers read them as line ends). The text still parses to the same value with `JSON.parse`.
 * A value JSON cannot represent (undefined, a function) is `null`.
 *
 * @example
 * jsonLdScript({ name: '</script><b>' }) // '{"name":"\\u003c/script\\u003e\\u003cb\\u003e"}'
 */
export function jsonLdScript(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined
  return (json ?? 'null').replace(SCRIPT_UNSAFE, (character) => ESCAPES[character] ?? character)
}
