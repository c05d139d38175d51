import { useId } from 'react'
import { useField } from 'react-final-form'
import { fieldMessage } from './fieldMessage'
import type { FieldSpec } from './fields'

/**
 * A labelled input bound to the surrounding react-final-form form. Its message (rule or
 * server) sits under it and is the input's description, so a screen reader reads it on focus.
 */
export function TextField({ spec, disabled = false }: { spec: FieldSpec; disabled?: boolean }) {
  const id = useId()
  const messageId = `${id}-message`
  const { input, meta } = useField<string>(spec.name, {
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  })
  const message = fieldMessage(meta)
  return (
    <div className="idx-auth__field">
      <label className="idx-auth__label" htmlFor={id}>
        {spec.label}
      </label>
      <input
        {...input}
        value={input.value ?? ''}
        id={id}
        className="idx-auth__input"
        type={spec.type}
        autoComplete={spec.autoComplete}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message ? (
        <p id={messageId} className="idx-auth__field-error">
          {message}
        </p>
      ) : null}
    </div>
  )
}
