import { describe, expect, it } from 'vitest'
import { marketDocumentsBody, restoreVersionBody } from './market-editor-requests.js'

describe('the market editor request bodies', () => {
  it('sends only the documents given, with the lock_version read', () => {
    const view = { groups: [] }
    expect(marketDocumentsBody('1', { filter_view: view, lock_version: 3 })).toEqual({
      data: { type: 'markets', id: '1', attributes: { filter_view: view, lock_version: 3 } },
    })
    const schema = { type: 'object', properties: {} }
    expect(
      marketDocumentsBody('2', { filter_schema: schema, filter_view: view, lock_version: 1 }).data.attributes,
    ).toEqual({ filter_schema: schema, filter_view: view, lock_version: 1 })
  })

  it('restores with the lock_version read', () => {
    expect(restoreVersionBody(4)).toEqual({ data: { type: 'document_versions', attributes: { lock_version: 4 } } })
  })
})
