import { describe, expect, it } from 'vitest'
import { documentChanges } from './document-changes.js'

describe('documentChanges', () => {
  it('finds nothing between equal documents, whatever the member order', () => {
    expect(documentChanges({ a: 1, b: { c: [1, { d: null }] } }, { b: { c: [1, { d: null }] }, a: 1 })).toEqual([])
  })

  it('names changed, removed and added members by JSON Pointer, in document order', () => {
    expect(
      documentChanges({ a: 1, gone: 'x', nested: { n: true } }, { a: 2, nested: { n: false }, fresh: [1] }),
    ).toEqual([
      { path: '/a', kind: 'changed', before: 1, after: 2 },
      { path: '/gone', kind: 'removed', before: 'x' },
      { path: '/nested/n', kind: 'changed', before: true, after: false },
      { path: '/fresh', kind: 'added', after: [1] },
    ])
  })

  it('compares arrays of the same length element by element', () => {
    expect(documentChanges({ list: [1, { x: 1 }, 3] }, { list: [1, { x: 2 }, 3] })).toEqual([
      { path: '/list/1/x', kind: 'changed', before: 1, after: 2 },
    ])
  })

  it('reports an array whose length changed as one change of the whole array', () => {
    expect(documentChanges({ list: [1, 2] }, { list: [1, 2, 3] })).toEqual([
      { path: '/list', kind: 'changed', before: [1, 2], after: [1, 2, 3] },
    ])
  })

  it('escapes "/" and "~" in member names and reports a type change at the member', () => {
    expect(documentChanges({ 'a/b~c': { x: 1 } }, { 'a/b~c': 'text' })).toEqual([
      { path: '/a~1b~0c', kind: 'changed', before: { x: 1 }, after: 'text' },
    ])
  })

  it('reports a changed whole document at the empty pointer', () => {
    expect(documentChanges(1, 'one')).toEqual([{ path: '', kind: 'changed', before: 1, after: 'one' }])
  })
})
