import { useId } from 'react'
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react'
import { VISUALLY_HIDDEN_CLASS } from '../theme/theme.js'
import { FormStyles } from './FormStyles.js'
import { useFieldWithMessage } from './useFieldWithMessage.js'
import type { FieldMessageTiming } from './useFieldWithMessage.js'

/** How one text input (or text area) of a form is shown. */
export type TextFieldSpec = {
  name: string
  /** The visible label, or (with `labelHidden`) the accessible name beside a placeholder. */
  label: string
  kind?: 'input' | 'textarea'
  /** The input's type; 'text' when not given. */
  type?: HTMLInputTypeAttribute
  /** Lets password managers and browsers fill the field. */
  autoComplete?: HTMLInputAutoCompleteAttribute
  placeholder?: string
  required?: boolean
}

export interface TextFieldProps {
  spec: TextFieldSpec
  disabled?: boolean
  /** The label is for screen readers only (the field carries a placeholder). */
  labelHidden?: boolean
  messageTiming?: FieldMessageTiming
  /** Classes added to the input or text area. */
  controlClassName?: string
}

/**
 * A labelled input or text area bound to the surrounding react-final-form form (a `FormShell`).
 * Its message (rule or server) sits under it and is the control's description, so a screen
 * reader reads it on focus; the control is `aria-invalid` while it has one.
 *
 * @example
 * <TextField spec={{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }} />
 */
export function TextField({
  spec,
  disabled = false,
  labelHidden = false,
  messageTiming = 'blur',
  controlClassName,
}: TextFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  const { input, message } = useFieldWithMessage<string>(spec.name, messageTiming)
  const className = ['idx-auth__input', controlClassName].filter(Boolean).join(' ')
  const shared = {
    id,
    name: input.name,
    value: input.value ?? '',
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    className,
    placeholder: spec.placeholder,
    autoComplete: spec.autoComplete,
    disabled,
    'aria-required': spec.required || undefined,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
  }
  return (
    <div className="idx-auth__field">
      <FormStyles />
      <label className={labelHidden ? VISUALLY_HIDDEN_CLASS : 'idx-auth__label'} htmlFor={id}>
        {spec.label}
      </label>
      {spec.kind === 'textarea' ? <textarea {...shared} rows={4} /> : <input {...shared} type={spec.type ?? 'text'} />}
      {message ? (
        <p id={messageId} className="idx-auth__field-error">
          {message}
        </p>
      ) : null}
    </div>
  )
}
