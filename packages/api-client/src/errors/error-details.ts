import type { ApiError } from '../http/api-result.js'
import { isHttpError } from '../http/api-result.js'
import { errorMessage } from './error-message.js'
import { readErrorBody } from './read-error-body.js'

/**
 * Every message of a failed request, for a form that lists them all (the pocket-listing form's
 * red box): each JSON:API error's `detail` (else its `title`), in order and once each; otherwise
 * the one line `errorMessage` gives (a 403's 'You are not authorized…', a network failure's
 * 'Oops, Something went wrong...').
 *
 * @example
 * errorDetails({ status: 422, data: { errors: [{ detail: 'Street is required' }, { detail: 'Zip code is required' }] } })
 * // ['Street is required', 'Zip code is required']
 */
export function errorDetails(error: ApiError): string[] {
  if (error.status !== 403) {
    const body = readErrorBody(isHttpError(error) ? error.data : undefined)
    if (body.kind === 'jsonapi') {
      const details = body.errors.map((entry) => (entry.detail ?? entry.title ?? '').trim()).filter(Boolean)
      if (details.length > 0) return [...new Set(details)]
    }
  }
  return [errorMessage(error)]
}
