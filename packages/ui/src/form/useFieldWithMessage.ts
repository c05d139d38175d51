import type { FieldInputProps } from 'react-final-form'
import { useField } from 'react-final-form'
import { fieldMessage } from './field-message.js'

/**
 * When a rule's message shows: 'blur' once the user has left the field (or tried to submit),
 * 'submit' only after a submit was tried (forms the spec does not validate before submit).
 * A server's message shows after a submit either way, until the value is edited again.
 */
export type FieldMessageTiming = 'blur' | 'submit'

const SUBSCRIPTIONS = {
  blur: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  submit: { value: true, error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true },
} as const

/**
 * A react-final-form field and the message to show under it (`fieldMessage`), for controls of
 * one's own beside the kit's `TextField` (a consent checkbox).
 *
 * @example
 * const { input, message } = useFieldWithMessage<boolean>('consent', 'submit', 'checkbox')
 */
export function useFieldWithMessage<T>(
  name: string,
  timing: FieldMessageTiming,
  type?: 'checkbox',
): { input: FieldInputProps<T>; message: string | undefined } {
  const { input, meta } = useField<T>(name, { type, subscription: SUBSCRIPTIONS[timing] })
  const message = fieldMessage(timing === 'blur' ? meta : { ...meta, touched: meta.submitFailed })
  return { input, message }
}
