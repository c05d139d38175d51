import type { ApiError } from '../http/api-result.js'
import { FORM_ERROR_KEY } from './messages.js'
import { toFieldErrors } from './to-field-errors.js'

/** Errors shaped like the form's values: dotted keys become nested objects. */
export interface SubmissionErrors {
  [key: string]: string | SubmissionErrors
}

export interface SubmissionErrorsOptions {
  /** Where form-level messages go; pass react-final-form's `FORM_ERROR`. Default `FORM_ERROR_KEY` (`'_form'`). */
  readonly formErrorKey?: string
}

/**
 * `toFieldErrors`, shaped for a form library's submit handler: react-final-form reads a field's
 * submit error at its name path, so `filter.price_in_dollars.min` must be
 * `{ filter: { price_in_dollars: { min } } }`. Resolve `onSubmit` with the result; reject only
 * for bugs. When a message would sit both at a key and under it, the first one kept wins.
 *
 * @example
 * import { FORM_ERROR } from 'final-form'
 * const onSubmit = async (values) => {
 *   const result = await client.post('collections', toDocument(values))
 *   return result.ok ? undefined : toSubmissionErrors(result.error, { formErrorKey: FORM_ERROR })
 * }
 */
export function toSubmissionErrors(error: ApiError, options: SubmissionErrorsOptions = {}): SubmissionErrors {
  const formErrorKey = options.formErrorKey ?? FORM_ERROR_KEY
  const root: SubmissionErrors = {}
  for (const [key, message] of Object.entries(toFieldErrors(error))) {
    const path = key === FORM_ERROR_KEY ? [formErrorKey] : key.split('.')
    setAt(root, path, message)
  }
  return root
}

function setAt(root: SubmissionErrors, path: readonly string[], message: string): void {
  let node = root
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1
    const existing = Object.hasOwn(node, segment) ? node[segment] : undefined
    if (last) {
      if (existing === undefined) define(node, segment, message)
      return
    }
    if (typeof existing === 'string') return
    const child: SubmissionErrors = existing ?? {}
    if (existing === undefined) define(node, segment, child)
    node = child
  }
}

/** Own data property even for a key like `__proto__`. */
function define(node: SubmissionErrors, key: string, value: string | SubmissionErrors): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true })
}
