import type { JsonValue } from '../json/types.js'

/** Why a JSON text did not parse, and where. */
export type JsonTextError = {
  /** The engine's parse message without its position, plus ` near "…"`. */
  message: string
  /** Offset (UTF-16 code units) of the first character JSON cannot accept; the text's length if it ended too soon. */
  position: number
}

export type JsonTextParse = { ok: true; value: JsonValue } | { ok: false; error: JsonTextError }

/** How many characters of text the ` near "…"` excerpt shows, ending with the one at the error. */
export const JSON_ERROR_EXCERPT_LENGTH = 10

/**
 * Parses the text of the Schema or View editor. On failure the message is
 * `JSON.parse`'s, with the trailing position removed (and Node 20's quoted copy of
 * the text), followed by ` near "<excerpt>"`: up to 10 characters of the text,
 * ending with the one at the error (the last 10 when the text ended too soon),
 * runs of whitespace shown as one space. The position is worked out here, so it is
 * the same in every browser. Never throws.
 *
 * @example
 * parseJsonText('{"price": }')
 * // { ok: false, error: { message: `Unexpected token '}' in JSON near "{"price": }"`, position: 10 } }
 * parseJsonText('{"a":1,}')
 * // { ok: false, error: { message: `Expected double-quoted property name in JSON near "{"a":1,}"`, position: 7 } }
 */
export function parseJsonText(text: string): JsonTextParse {
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue }
  } catch (error) {
    const engineMessage = error instanceof Error ? error.message : String(error)
    const position = jsonErrorPosition(text) ?? positionInMessage(engineMessage) ?? text.length
    const message = `${withoutPosition(engineMessage)} near "${excerpt(text, position)}"`
    return { ok: false, error: { message, position } }
  }
}

/**
 * Removes what engines append to say where: ` at position 7`, ` (line 1 column 8)`,
 * Firefox's ` at line 1 column 8 of the JSON data`, and Node 20's
 * `, "<text>" is not valid JSON` (the text possibly cut short with `...`), which
 * becomes ` in JSON`.
 *
 * @example
 * withoutPosition(`Unexpected token '}', "{"a":}" is not valid JSON`) // "Unexpected token '}' in JSON"
 * withoutPosition('Unterminated string in JSON at position 4')      // 'Unterminated string in JSON'
 */
export function withoutPosition(message: string): string {
  return message
    .replace(/^(Unexpected token '[^]{1,2}'), (?:\.\.\.)?"[^]*"(?:\.\.\.)? is not valid JSON$/, '$1 in JSON')
    .replace(/ at position \d+(?: \(line \d+ column \d+\))?$/, '')
    .replace(/ \(line \d+ column \d+\)$/, '')
    .replace(/ at line \d+ column \d+ of the JSON data$/, '')
}

function positionInMessage(message: string): number | null {
  const match = / at position (\d+)/.exec(message)
  return match ? Number(match[1]) : null
}

function excerpt(text: string, position: number): string {
  const end = Math.min(position + 1, text.length)
  return text.slice(Math.max(0, end - JSON_ERROR_EXCERPT_LENGTH), end).replace(/\s+/g, ' ')
}

class JsonSyntaxAt {
  constructor(readonly position: number) {}
}

/**
 * The offset of the first character that makes the text invalid JSON (RFC 8259),
 * the text's length when it ends too soon, or `null` when it is valid.
 *
 * @example
 * jsonErrorPosition('[1, 2')   // 5
 * jsonErrorPosition('{"a": 1}') // null
 */
export function jsonErrorPosition(text: string): number | null {
  let at = 0
  const fail = (position: number): never => {
    throw new JsonSyntaxAt(position)
  }
  const skipWhitespace = () => {
    while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at += 1
  }
  const expectWord = (word: string) => {
    for (const char of word) {
      if (text.charAt(at) !== char) fail(at)
      at += 1
    }
  }
  const digits = (atLeastOne: boolean) => {
    const start = at
    while (at < text.length && text.charAt(at) >= '0' && text.charAt(at) <= '9') at += 1
    if (atLeastOne && at === start) fail(at)
  }
  const number = () => {
    if (text.charAt(at) === '-') at += 1
    if (text.charAt(at) === '0') at += 1
    else if (text.charAt(at) >= '1' && text.charAt(at) <= '9') digits(true)
    else fail(at)
    if (text.charAt(at) === '.') {
      at += 1
      digits(true)
    }
    if (text.charAt(at) === 'e' || text.charAt(at) === 'E') {
      at += 1
      if (text.charAt(at) === '+' || text.charAt(at) === '-') at += 1
      digits(true)
    }
  }
  const string = () => {
    at += 1 // opening quote
    for (;;) {
      if (at >= text.length) fail(at)
      const code = text.charCodeAt(at)
      if (code === 0x22) {
        at += 1
        return
      }
      if (code < 0x20) fail(at)
      if (code === 0x5c) {
        const escaped = text.charAt(at + 1)
        if (escaped === 'u') {
          for (let k = 2; k < 6; k += 1) if (!/[0-9a-fA-F]/.test(text.charAt(at + k))) fail(at + k)
          at += 6
        } else if ('"\\/bfnrt'.includes(escaped) && escaped !== '') {
          at += 2
        } else {
          fail(at + 1)
        }
      } else {
        at += 1
      }
    }
  }
  const value = (): void => {
    skipWhitespace()
    const char = text.charAt(at)
    if (char === '{') {
      at += 1
      skipWhitespace()
      if (text.charAt(at) === '}') {
        at += 1
        return
      }
      for (;;) {
        skipWhitespace()
        if (text.charAt(at) !== '"') fail(at)
        string()
        skipWhitespace()
        if (text.charAt(at) !== ':') fail(at)
        at += 1
        value()
        skipWhitespace()
        if (text.charAt(at) === ',') at += 1
        else if (text.charAt(at) === '}') {
          at += 1
          return
        } else fail(at)
      }
    }
    if (char === '[') {
      at += 1
      skipWhitespace()
      if (text.charAt(at) === ']') {
        at += 1
        return
      }
      for (;;) {
        value()
        skipWhitespace()
        if (text.charAt(at) === ',') at += 1
        else if (text.charAt(at) === ']') {
          at += 1
          return
        } else fail(at)
      }
    }
    if (char === '"') return string()
    if (char === 't') return expectWord('true')
    if (char === 'f') return expectWord('false')
    if (char === 'n') return expectWord('null')
    if (char === '-' || (char >= '0' && char <= '9')) return number()
    fail(at)
  }
  try {
    value()
    skipWhitespace()
    if (at < text.length) fail(at)
    return null
  } catch (error) {
    if (error instanceof JsonSyntaxAt) return error.position
    return null // nested too deep to scan: the caller falls back to the engine's position
  }
}
