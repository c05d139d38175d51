/** The parts of a final-form field's meta that decide its message. */
export type FieldMessageMeta = {
  touched?: boolean
  error?: unknown
  submitError?: unknown
  dirtySinceLastSubmit?: boolean
}

/**
 * The message under a field: its rule's message once the visitor has left the field (or
 * tried to submit, which touches every field), else the server's message for it until the
 * visitor edits the value again.
 *
 * @example
 * fieldMessage({ touched: true, error: 'Email is required' }) // 'Email is required'
 * fieldMessage({ touched: false, error: 'Email is required' }) // undefined
 */
export function fieldMessage(meta: FieldMessageMeta): string | undefined {
  if (meta.touched && typeof meta.error === 'string' && meta.error) return meta.error
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError) return meta.submitError
  return undefined
}
