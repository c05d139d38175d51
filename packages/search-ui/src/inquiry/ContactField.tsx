import { useId } from 'react'
import { TextField, useFieldWithMessage } from '@idx/ui'
import type { TextFieldSpec } from '@idx/ui'

/** How one input of the inquiry, support and callback forms is shown. */
export type ContactFieldSpec = TextFieldSpec

/**
 * A field of the inquiry, support and callback forms: the kit's text field, its rule messages
 * shown only after a submit was tried (the spec's forms are not validated before submit).
 */
export function ContactField({ spec, labelHidden = false }: { spec: ContactFieldSpec; labelHidden?: boolean }) {
  return (
    <TextField
      spec={spec}
      labelHidden={labelHidden}
      messageTiming="submit"
      controlClassName={spec.kind === 'textarea' ? 'idx-inquiry__textarea' : undefined}
    />
  )
}

/** A checkbox bound to the form (the inquiry's consent), its message shown after a submit. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId()
  const messageId = `${id}-message`
  const { input, message } = useFieldWithMessage<boolean>(name, 'submit', 'checkbox')
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
