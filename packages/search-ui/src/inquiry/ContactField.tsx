import { useId } from 'react'
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react'
import { useField } from 'react-final-form'
import { fieldMessage } from '../auth/fieldMessage'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles'

/** How one input of the inquiry, support and callback forms is shown. */
export type ContactFieldSpec = {
  name: string
  /** The visible label, or (with `labelHidden`) the accessible name beside a placeholder. */
  label: string
  kind?: 'input' | 'textarea'
  type?: HTMLInputTypeAttribute
  autoComplete?: HTMLInputAutoCompleteAttribute
  placeholder?: string
  required?: boolean
}

/** Shows rule messages only after a submit was tried: the spec's forms are not validated before submit. */
const SUBSCRIPTION = {
  value: true,
  error: true,
  submitError: true,
  submitFailed: true,
  dirtySinceLastSubmit: true,
} as const

/**
 * A labelled input or text area bound to the surrounding react-final-form form. Its message
 * (rule or server) is the control's description, so a screen reader reads it on focus.
 */
export function ContactField({ spec, labelHidden = false }: { spec: ContactFieldSpec; labelHidden?: boolean }) {
  const id = useId()
  const messageId = `${id}-message`
  const { input, meta } = useField<string>(spec.name, { subscription: SUBSCRIPTION })
  const message = fieldMessage({ ...meta, touched: meta.submitFailed })
  const shared = {
    id,
    name: input.name,
    value: input.value ?? '',
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    placeholder: spec.placeholder,
    autoComplete: spec.autoComplete,
    'aria-required': spec.required || undefined,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
  }
  return (
    <div className="idx-auth__field">
      <label className={labelHidden ? VISUALLY_HIDDEN_CLASS : 'idx-auth__label'} htmlFor={id}>
        {spec.label}
      </label>
      {spec.kind === 'textarea' ? (
        <textarea {...shared} className="idx-auth__input idx-inquiry__textarea" rows={4} />
      ) : (
        <input {...shared} className="idx-auth__input" type={spec.type ?? 'text'} />
      )}
      {message ? (
        <p id={messageId} className="idx-auth__field-error">
          {message}
        </p>
      ) : null}
    </div>
  )
}

/** A checkbox bound to the form (the inquiry's consent), its message shown after a submit. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId()
  const messageId = `${id}-message`
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', subscription: SUBSCRIPTION })
  const message = fieldMessage({ ...meta, touched: meta.submitFailed })
  return (
    <div className="idx-inquiry__check">
      <input
        id={id}
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        type="checkbox"
        aria-required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {message ? (
        <p id={messageId} className="idx-auth__field-error idx-inquiry__check-error">
          {message}
        </p>
      ) : null}
    </div>
  )
}
