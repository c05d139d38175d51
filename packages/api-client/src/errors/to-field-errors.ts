import { isHttpError, type ApiError } from '../http/api-result.js'
import { fieldKeyFromSource } from './field-key-from-source.js'
import { FORM_ERROR_KEY, NOT_AUTHORIZED_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from './messages.js'
import { readErrorBody } from './read-error-body.js'

/** One message per field, keyed by dotted path; form-level messages under `FORM_ERROR_KEY`. */
export type FieldErrors = Readonly<Record<string, string>>

/**
 * Turns a failed request into one message per form field. Rules, first match wins:
 *
 * 1. HTTP 403 -> `{ _form: NOT_AUTHORIZED_MESSAGE }`, whatever the body says;
 * 2. a JSON:API `errors` array -> each error under the key `fieldKeyFromSource` gives its
 *    `source` (or `_form` when it names no field), message `detail`, else `title`, else the
 *    generic text; when several errors hit one key, the first is kept;
 * 3. an oauth-style `errors` object (`{ errors: { email: ['has already been taken'] } }`) ->
 *    each key with its first message;
 * 4. an OAuth 2 `error_description` -> `_form`;
 * 5. anything else (network, parsing, aborted, unrecognised body) ->
 *    `{ _form: SOMETHING_WENT_WRONG_MESSAGE }`.
 *
 * The result is never empty, so a form submit handler can never mistake a failure for success.
 *
 * @example
 * toFieldErrors({ status: 422, data: { errors: [{ detail: 'is invalid', source: { pointer: '/data/attributes/email' } }] } })
 * // { email: 'is invalid' }
 */
export function toFieldErrors(error: ApiError): FieldErrors {
  if (error.status === 403) return { [FORM_ERROR_KEY]: NOT_AUTHORIZED_MESSAGE }
  const body = readErrorBody(isHttpError(error) ? error.data : undefined)
  const entries: (readonly [string, string])[] = []
  switch (body.kind) {
    case 'jsonapi':
      for (const item of body.errors) {
        const key = fieldKeyFromSource(item.source) ?? FORM_ERROR_KEY
        entries.push([key, nonBlank(item.detail) ?? nonBlank(item.title) ?? SOMETHING_WENT_WRONG_MESSAGE])
      }
      break
    case 'field-map':
      entries.push(...body.messages)
      break
    case 'oauth-description':
      entries.push([FORM_ERROR_KEY, body.description])
      break
    case 'unknown':
      entries.push([FORM_ERROR_KEY, SOMETHING_WENT_WRONG_MESSAGE])
      break
  }
  const errors = new Map<string, string>()
  for (const [key, message] of entries) if (!errors.has(key)) errors.set(key, message)
  // fromEntries defines own properties, so server-chosen keys cannot touch the prototype.
  return Object.fromEntries(errors)
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}
