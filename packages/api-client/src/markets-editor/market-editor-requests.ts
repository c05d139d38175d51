import type { JsonObject } from '@idx/domain'

/** What the Schema and View editors save of a market: either document or both, from the version read. */
export interface MarketDocumentsInput {
  readonly filter_schema?: JsonObject
  readonly filter_view?: JsonObject
  /** The market's lock_version when the editor read it (a 409 answers when it changed since). */
  readonly lock_version: number
}

/**
 * The JSON:API body of `PATCH markets/{id}`: only the documents given, and the lock_version.
 *
 * @example
 * marketDocumentsBody('1', { filter_view: view, lock_version: 3 })
 * // { data: { type: 'markets', id: '1', attributes: { filter_view: view, lock_version: 3 } } }
 */
export function marketDocumentsBody(id: string, input: MarketDocumentsInput) {
  const attributes: Record<string, unknown> = {}
  if (input.filter_schema !== undefined) attributes.filter_schema = input.filter_schema
  if (input.filter_view !== undefined) attributes.filter_view = input.filter_view
  attributes.lock_version = input.lock_version
  return { data: { type: 'markets' as const, id, attributes } }
}

/**
 * The body of `POST <record>/{id}/versions/{version}/restore`: the lock_version the client read.
 *
 * @example
 * restoreVersionBody(4) // { data: { type: 'document_versions', attributes: { lock_version: 4 } } }
 */
export function restoreVersionBody(lockVersion: number) {
  return { data: { type: 'document_versions' as const, attributes: { lock_version: lockVersion } } }
}
