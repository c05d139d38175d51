// The wizard's field rows: a label, the input, a hint and the rule's message once the field was
// touched (or the step refused to move on), wired to react-final-form by name.
import { useId } from 'react'
import type { ReactNode } from 'react'
import { Field, useField } from 'react-final-form'

/** A field's message once touched (a step marks its fields touched when it refuses to move on). */
export function useFieldError(name: string): string | undefined {
  const { meta } = useField(name, { subscription: { error: true, touched: true } })
  return meta.touched ? (meta.error as string | undefined) : undefined
}

export function describedBy(id: string, hint: ReactNode | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="idx-plw__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="idx-plw__error">
          {error}
        </p>
      )}
    </>
  )
}

function Label({ id, label, required }: { id: string; label: string; required: boolean | undefined }) {
  return (
    <label htmlFor={id}>
      {label}
      {required && (
        <span className="idx-plw__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  )
}

interface FieldRowProps {
  name: string
  label: string
  hint?: ReactNode
  required?: boolean
  wide?: boolean
}

/** A text input; `numeric` brings up the number keypad (the value stays text: the rules parse it). */
export function TextRow({
  name,
  label,
  hint,
  required,
  wide,
  numeric = false,
  multiline = false,
  autoComplete,
  maxLength,
}: FieldRowProps & { numeric?: boolean; multiline?: boolean; autoComplete?: string; maxLength?: number }) {
  const id = useId()
  const error = useFieldError(name)
  const common = {
    id,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-required': required ? ('true' as const) : undefined,
    'aria-describedby': describedBy(id, hint, error),
  }
  return (
    <div className={wide ? 'idx-plw__field idx-plw__field--wide' : 'idx-plw__field'}>
      <Label id={id} label={label} required={required} />
      {multiline ? (
        <Field<string> name={name} component="textarea" rows={6} {...common} />
      ) : (
        <Field<string | number | null>
          name={name}
          component="input"
          type="text"
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete={autoComplete ?? 'off'}
          maxLength={maxLength}
          format={(value) => (value === null || value === undefined ? '' : String(value))}
          {...common}
        />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

/** A select over `options`; its blank first option reads `placeholder`. */
export function SelectRow({
  name,
  label,
  hint,
  required,
  wide,
  options,
  placeholder,
  disabled = false,
  onChanged,
}: FieldRowProps & {
  options: readonly { value: string; label: string }[]
  placeholder: string
  disabled?: boolean
  onChanged?: (value: string) => void
}) {
  const id = useId()
  const error = useFieldError(name)
  const { input } = useField<string>(name, { subscription: { value: true } })
  return (
    <div className={wide ? 'idx-plw__field idx-plw__field--wide' : 'idx-plw__field'}>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={input.value ?? ''}
        disabled={disabled}
        aria-invalid={error ? 'true' : undefined}
        aria-required={required ? 'true' : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          input.onChange(event.target.value)
          onChanged?.(event.target.value)
        }}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

export function CheckRow({ name, label }: { name: string; label: string }) {
  const id = useId()
  return (
    <div className="idx-plw__check">
      <Field<boolean> name={name} component="input" type="checkbox" id={id} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/** Options whose values are their labels. */
export function optionsOf(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }))
}
