import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS } from '@idx/domain'
import type { AlertFrequency } from '@idx/domain'
import { useId } from 'react'
import { Field } from 'react-final-form'

/**
 * The 'Search Alerts' select of the save-search form and the edit screen, bound to the form's
 * `frequency`. `disabled` (with its reason) where the caller may not change it: a collaborator
 * reads the owner's choice.
 */
export function AlertFrequencyField({ disabled = false, note }: { disabled?: boolean; note?: string }) {
  const id = useId()
  return (
    <Field<AlertFrequency> name="frequency">
      {({ input, meta }) => {
        const message = meta.touched || meta.submitFailed ? (meta.error ?? meta.submitError) : undefined
        return (
          <div>
            <label className="idx-collab__label" htmlFor={id}>
              Search Alerts
            </label>
            <select
              id={id}
              name={input.name}
              className="idx-collab__input"
              value={input.value}
              disabled={disabled}
              aria-invalid={message ? true : undefined}
              aria-describedby={
                [message ? `${id}-message` : null, note ? `${id}-note` : null].filter(Boolean).join(' ') || undefined
              }
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
            >
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {ALERT_FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
            {message ? (
              <p id={`${id}-message`} className="idx-collab__error">
                {String(message)}
              </p>
            ) : null}
            {note ? (
              <p id={`${id}-note`} className="idx-collab__muted">
                {note}
              </p>
            ) : null}
          </div>
        )
      }}
    </Field>
  )
}
