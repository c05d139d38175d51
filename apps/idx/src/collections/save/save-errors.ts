import { errorMessage, isHttpError, SOMETHING_WENT_WRONG_MESSAGE, type ApiError } from '@idx/api-client'

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error
}

/**
 * What the server said when a save failed, each error's detail (spec §8: collection creation
 * failures list the server errors in the dialog); one line when it sent no error list.
 *
 * @example
 * saveErrorDetails({ status: 422, data: { errors: [{ detail: 'Name is required' }] } }) // ['Name is required']
 */
export function saveErrorDetails(error: unknown): string[] {
  if (!isApiError(error)) return [SOMETHING_WENT_WRONG_MESSAGE]
  const body: unknown = isHttpError(error) ? error.data : undefined
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined
  if (error.status !== 403 && Array.isArray(errors)) {
    const details = errors.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return []
      const text = 'detail' in entry ? entry.detail : 'title' in entry ? entry.title : undefined
      return typeof text === 'string' && text.trim() !== '' ? [text] : []
    })
    if (details.length > 0) return details
  }
  return [errorMessage(error)]
}
