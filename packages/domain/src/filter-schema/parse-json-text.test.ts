import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonErrorPosition, parseJsonText, withoutPosition } from './parse-json-text.js'

const throwsOnParse = (text: string) => {
  try {
    JSON.parse(text)
    return false
  } catch {
    return true
  }
}

const engineMessage = (text: string) => {
  try {
    JSON.parse(text)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

// Valid JSON with one character deleted, replaced or inserted: near-misses like an editor's.
const jsonish = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'{}[]:,"\\ u0123456789-+.eEtruefalsn \n\tx'), maxLength: 30 }),
  fc
    .tuple(
      fc.json({ maxDepth: 3 }),
      fc.nat(),
      fc.constantFrom('delete', 'replace', 'insert'),
      fc.constantFrom(...'{}[]:,"\\ 0-.etx'),
    )
    .map(([json, at, edit, char]) => {
      const i = json.length === 0 ? 0 : at % json.length
      if (edit === 'delete') return json.slice(0, i) + json.slice(i + 1)
      if (edit === 'replace') return json.slice(0, i) + char + json.slice(i + 1)
      return json.slice(0, i) + char + json.slice(i)
    }),
)

describe('parseJsonText', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJsonText('{"type": "object", "properties": {}}')).toEqual({
      ok: true,
      value: { type: 'object', properties: {} },
    })
  })

  it.each([
    ['{"price": }', `Unexpected token '}' in JSON near ""price": }"`, 10],
    ['{"a":1,}', `Expected double-quoted property name in JSON near "{"a":1,}"`, 7],
    ['{', `Expected property name or '}' in JSON near "{"`, 1],
    ['[1,2', `Expected ',' or ']' after array element in JSON near "[1,2"`, 4],
    ['', 'Unexpected end of JSON input near ""', 0],
    ['tru', 'Unexpected end of JSON input near "tru"', 3],
    ['{"a":1}x', 'Unexpected non-whitespace character after JSON near "{"a":1}x"', 7],
    ['"abc', 'Unterminated string in JSON near ""abc"', 4],
    ['{\n  "a": 1,\n  "b": }', `Unexpected token '}' in JSON near ", "b": }"`, 19],
    [
      '{"filter": {"price_in_dollars": {"min": 1 "max": 2}}}',
      `Expected ',' or '}' after property value in JSON near ""min": 1 ""`,
      42,
    ],
  ])('reports %j as %j at %i (Node 20 wording)', (text, message, position) => {
    expect(parseJsonText(text)).toEqual({ ok: false, error: { message, position } })
  })

  it('agrees with JSON.parse on what is valid', () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        expect(jsonErrorPosition(text) !== null).toBe(throwsOnParse(text))
        expect(parseJsonText(text).ok).toBe(!throwsOnParse(text))
      }),
      { numRuns: 3000 },
    )
  })

  it('finds the position V8 reports whenever V8 reports one', () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        const match = / at position (\d+)/.exec(engineMessage(text))
        fc.pre(match !== null)
        expect(jsonErrorPosition(text)).toBe(Number(match?.[1]))
      }),
      { numRuns: 3000 },
    )
  })

  it('never leaves a position in the message and always ends with near "…" of at most 10 characters', () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        const result = parseJsonText(text)
        if (result.ok) return
        expect(result.error.message).not.toMatch(/at position|line \d+ column|is not valid JSON/)
        expect(result.error.message).toMatch(/ near "[^]{0,10}"$/)
        expect(result.error.position).toBeGreaterThanOrEqual(0)
        expect(result.error.position).toBeLessThanOrEqual(text.length)
      }),
      { numRuns: 2000 },
    )
  })

  it('returns the same value as JSON.parse for any JSON text', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) })
      }),
    )
  })
})

describe('withoutPosition', () => {
  it.each([
    [`Unexpected token '}', "{"a":}" is not valid JSON`, "Unexpected token '}' in JSON"],
    [`Unexpected token ',', "[,]" is not valid JSON`, "Unexpected token ',' in JSON"],
    [`Unexpected token '}', ..."a": 1, "b": }" is not valid JSON`, "Unexpected token '}' in JSON"],
    [`Unexpected token 'u', "{"":[ull,fal"... is not valid JSON`, "Unexpected token 'u' in JSON"],
    [`Unexpected token ''', "['a']" is not valid JSON`, "Unexpected token ''' in JSON"],
    ['Unexpected token } in JSON at position 4', 'Unexpected token } in JSON'],
    ["Expected property name or '}' in JSON at position 1 (line 1 column 2)", "Expected property name or '}' in JSON"],
    ['JSON.parse: unexpected character at line 1 column 6 of the JSON data', 'JSON.parse: unexpected character'],
    ['Unexpected end of JSON input', 'Unexpected end of JSON input'],
  ])('turns %j into %j', (message, expected) => {
    expect(withoutPosition(message)).toBe(expected)
  })
})
