import type { PointedError } from '../search/ajv-error-details.js'

/**
 * One problem with a market's filter schema or filter view. `path` is a JSON
 * Pointer into the document ('' for the whole document); `message` reads on its
 * own (the dereferencing messages are exactly the spec's).
 */
export type FilterDocumentError = { path: string; message: string }

/**
 * The error as one line for the editor's header: the message, then where.
 *
 * @example
 * formatFilterDocumentError({ path: '/properties/bedrooms/title', message: 'must be string' })
 * // 'must be string (at /properties/bedrooms/title)'
 */
export function formatFilterDocumentError(error: FilterDocumentError): string {
  return error.path === '' ? error.message : `${error.message} (at ${error.path})`
}

/** ajv's pointed errors as filter-document errors. */
export function fromPointedErrors(errors: readonly PointedError[]): FilterDocumentError[] {
  return errors.map(({ pointer, detail }) => ({ path: pointer, message: detail }))
}

/** True for a JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
