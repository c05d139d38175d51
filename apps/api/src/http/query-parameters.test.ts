import { describe, expect, it } from 'vitest'
import { declaredQueryParameters, unknownQueryParameters } from './query-parameters.js'

describe('declaredQueryParameters', () => {
  it('reads the names of properties as they are on the wire', () => {
    const declared = declaredQueryParameters({
      type: 'object',
      properties: { me: { type: 'string' }, 'page[size]': { type: 'integer' } },
    })
    expect([...declared.names]).toEqual(['me', 'page[size]'])
    expect(declared.rest).toBe('closed')
  })

  it('reads families from patternProperties and names from allOf, anyOf and oneOf parts', () => {
    const declared = declaredQueryParameters({
      type: 'object',
      patternProperties: { '^filter\\[[a-z_]+\\]$': { type: 'string' } },
      allOf: [{ properties: { sort: { type: 'string' } } }],
      anyOf: [{ properties: { q: { type: 'string' } } }],
      oneOf: [{ properties: { ids: { type: 'string' } } }],
    })
    expect([...declared.names].sort()).toEqual(['ids', 'q', 'sort'])
    expect(
      unknownQueryParameters({ 'filter[city]': 'Austin', sort: 'x', 'filter[]': '', fields: '' }, declared),
    ).toEqual(['filter[]', 'fields'])
  })

  it('takes any name when additionalProperties is true or a schema', () => {
    expect(declaredQueryParameters({ type: 'object', additionalProperties: true }).rest).toBe('open')
    expect(declaredQueryParameters({ type: 'object', additionalProperties: { type: 'string' } }).rest).toBe('open')
    expect(declaredQueryParameters({ type: 'object', additionalProperties: false }).rest).toBe('closed')
  })

  it('declares nothing without a schema', () => {
    const declared = declaredQueryParameters(undefined)
    expect(declared).toEqual({ names: new Set(), patterns: [], rest: 'closed' })
    expect(unknownQueryParameters({ utm_source: 'x', '': '' }, declared)).toEqual(['utm_source', ''])
  })

  it('throws for a schema given by $ref, whose names it cannot read', () => {
    expect(() => declaredQueryParameters({ $ref: 'ListQuery#' })).toThrow(/write its properties in the route/)
  })
})

describe('unknownQueryParameters', () => {
  const declared = declaredQueryParameters({ type: 'object', properties: { me: { type: 'string' } } })

  it('lists the names not declared, in the order sent', () => {
    expect(unknownQueryParameters({ id: '2', me: 'true', _: '1' }, declared)).toEqual(['id', '_'])
  })

  it('takes no name from the prototype of an object', () => {
    const query = Object.fromEntries([
      ['constructor', 'x'],
      ['__proto__', 'y'],
      ['toString', 'z'],
    ])
    expect(unknownQueryParameters(query, declared)).toEqual(['constructor', '__proto__', 'toString'])
  })
})
