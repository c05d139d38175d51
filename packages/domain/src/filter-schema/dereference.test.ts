import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { JsonValue } from '../json/types.js'
import { dereference, resolveReference } from './dereference.js'

describe('dereference', () => {
  it('replaces a reference by its target', () => {
    expect(
      dereference({
        definitions: { count: { type: 'object', properties: { min: { type: 'integer' } } } },
        properties: { bedrooms: { $ref: '#/definitions/count' } },
      }),
    ).toEqual({
      ok: true,
      value: {
        definitions: { count: { type: 'object', properties: { min: { type: 'integer' } } } },
        properties: { bedrooms: { type: 'object', properties: { min: { type: 'integer' } } } },
      },
    })
  })

  it('lets members next to a reference override the target', () => {
    const result = dereference({ d: { title: 'Count', type: 'object' }, p: { $ref: '#/d', title: 'Beds' } })
    expect(result).toEqual({
      ok: true,
      value: { d: { title: 'Count', type: 'object' }, p: { title: 'Beds', type: 'object' } },
    })
  })

  it('follows references inside targets and references through references', () => {
    const document = {
      a: { $ref: '#/b' },
      b: { inner: { $ref: '#/c' } },
      c: { value: 1 },
      d: { $ref: '#/a/inner/value' },
    }
    expect(dereference(document)).toEqual({
      ok: true,
      value: { a: { inner: { value: 1 } }, b: { inner: { value: 1 } }, c: { value: 1 }, d: 1 },
    })
  })

  it('reads escaped and percent-encoded pointer tokens and array indexes', () => {
    const document = {
      defs: { 'a/b': { 'c~d': [10, 20] }, 'e f': 3 },
      x: { $ref: '#/defs/a~1b/c~0d/1' },
      y: { $ref: '#/defs/e%20f' },
    }
    expect(dereference(document)).toMatchObject({ ok: true, value: { x: 20, y: 3 } })
  })

  it.each<[string, JsonValue, string, string]>([
    [
      'a reference to another file',
      { p: { $ref: 'other.json#/d' } },
      'Invalid reference other.json#/d must begin with "#/"',
      '/p/$ref',
    ],
    ['a bare fragment', { p: { $ref: '#' } }, 'Invalid reference # must begin with "#/"', '/p/$ref'],
    [
      'a relative name',
      { p: { $ref: 'definitions/price' } },
      'Invalid reference definitions/price must begin with "#/"',
      '/p/$ref',
    ],
    ['a missing target', { p: { $ref: '#/definitions/price' } }, 'Invalid reference: #/definitions/price', '/p/$ref'],
    ['an index past the end', { d: [1], p: { $ref: '#/d/1' } }, 'Invalid reference: #/d/1', '/p/$ref'],
    ['a malformed percent escape', { p: { $ref: '#/%E0%A4%A' } }, 'Invalid reference: #/%E0%A4%A', '/p/$ref'],
    ['a path through a plain value', { d: 5, p: { $ref: '#/d/x' } }, 'Invalid reference: #/d/x', '/p/$ref'],
    ['an empty reference', { p: { $ref: '' } }, 'path is required', '/p/$ref'],
    ['a reference that is not text', { p: { $ref: 7 } }, 'path is required', '/p/$ref'],
    [
      'two references leading to each other',
      { a: { $ref: '#/b' }, b: { $ref: '#/a' } },
      'Cycle detected trying to dereference #/b',
      '/a/$ref',
    ],
    ['a reference to itself', { a: { $ref: '#/a' } }, 'Cycle detected trying to dereference #/a', '/a/$ref'],
    [
      'a recursive definition',
      { definitions: { node: { properties: { child: { $ref: '#/definitions/node' } } } } },
      'Cycle detected trying to dereference #/definitions/node',
      '/definitions/node/properties/child/$ref',
    ],
  ])('rejects %s', (_case, document, message, path) => {
    expect(dereference(document)).toEqual({ ok: false, error: { message, path } })
  })

  it('leaves a document without references unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        fc.pre(!JSON.stringify(value).includes('"$ref"'))
        expect(dereference(value as JsonValue)).toEqual({ ok: true, value })
      }),
    )
  })

  it('leaves no reference behind in what it returns', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc
            .string({ minLength: 1, maxLength: 5 })
            .filter((k) => !k.includes('/') && !k.includes('~') && !k.includes('%')),
          fc.jsonValue({ maxDepth: 2 }),
          { minKeys: 1 },
        ),
        (definitions) => {
          const names = Object.keys(definitions)
          const document = { definitions, uses: names.map((name) => ({ $ref: `#/definitions/${name}` })) }
          const result = dereference(document as JsonValue)
          fc.pre(!JSON.stringify(definitions).includes('"$ref"'))
          expect(result).toEqual({ ok: true, value: { definitions, uses: names.map((name) => definitions[name]) } })
        },
      ),
    )
  })
})

describe('resolveReference', () => {
  const document = {
    definitions: {
      price: { title: 'Price', properties: { min: { $ref: '#/definitions/money' } } },
      money: { type: 'number' },
    },
  }

  it('returns the dereferenced target', () => {
    expect(resolveReference(document, '#/definitions/price')).toEqual({
      ok: true,
      value: { title: 'Price', properties: { min: { type: 'number' } } },
    })
  })

  it.each([undefined, null, ''])("answers 'path is required' for %j", (ref) => {
    expect(resolveReference(document, ref)).toEqual({ ok: false, error: { message: 'path is required', path: '' } })
  })

  it('uses the exact messages of the spec for a bad prefix and a missing target', () => {
    expect(resolveReference(document, 'price')).toEqual({
      ok: false,
      error: { message: 'Invalid reference price must begin with "#/"', path: '' },
    })
    expect(resolveReference(document, '#/definitions/size')).toEqual({
      ok: false,
      error: { message: 'Invalid reference: #/definitions/size', path: '' },
    })
  })
})
