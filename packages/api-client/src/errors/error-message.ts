import { isHttpError, type ApiError } from '../http/api-result.js'
import { NOT_AUTHORIZED_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from './messages.js'
import { readErrorBody } from './read-error-body.js'

/**
 * One line describing a failed request, for a flash message or an error box. Rules, first
 * match wins:
 *
 * 1. HTTP 403 -> `NOT_AUTHORIZED_MESSAGE`;
 * 2. a JSON:API `errors` array -> the first error's `detail`, else its `title`;
 * 3. an oauth-style `errors` object -> its first key, capitalised, a space, and that key's
 *    first message (`{ errors: { email: ['has already been taken'] } }` ->
 *    'Email has already been taken'); only the first letter changes (`first_name` -> `First_name`);
 * 4. an OAuth 2 `error_description`;
 * 5. otherwise `fallback` (default `SOMETHING_WENT_WRONG_MESSAGE`).
 *
 * @example
 * errorMessage({ status: 'FETCH_ERROR', error: 'offline' }) // 'Oops, Something went wrong...'
 */
export function errorMessage(error: ApiError, fallback: string = SOMETHING_WENT_WRONG_MESSAGE): string {
  if (error.status === 403) return NOT_AUTHORIZED_MESSAGE
  const body = readErrorBody(isHttpError(error) ? error.data : undefined)
  switch (body.kind) {
    case 'jsonapi': {
      const [first] = body.errors
      return nonBlank(first?.detail) ?? nonBlank(first?.title) ?? fallback
    }
    case 'field-map': {
      const [first] = body.messages
      return first ? `${capitalise(first[0])} ${first[1]}` : fallback
    }
    case 'oauth-description':
      return body.description
    case 'unknown':
      return fallback
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}
