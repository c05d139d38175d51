import { filterValues, formatTextFilter, textFilterError, typedFilterValues, withValues } from '@idx/domain'
import type { FilterControl, SearchFilter } from '@idx/domain'
import { useId, useMemo } from 'react'
import { Field, Form } from 'react-final-form'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'

export interface TextFilterControlProps {
  control: Extract<FilterControl, { kind: 'text' }>
  filter: SearchFilter
  onChange: (filter: SearchFilter) => void
  showTitle: boolean
}

type TextValues = { text?: string }

/**
 * A typed filter (city, zip): applied with Enter or Apply, after the market's schema
 * for the field accepts it ('Enter a valid Zip Code' otherwise, until the text changes).
 * Fields that take several values read them comma-separated ('Austin, TX' is one city).
 */
export function TextFilterControl({ control, filter, onChange, showTitle }: TextFilterControlProps) {
  const id = useId()
  const current = formatTextFilter(filterValues(filter, control.field))
  const initialValues = useMemo<TextValues>(() => ({ text: current }), [current])

  function submit({ text = '' }: TextValues) {
    const values = typedFilterValues(control.field, text, control.multiple)
    const error = textFilterError(control.valueSchema, control.title, values)
    if (error) return { text: error }
    onChange(withValues(filter, control.field, values))
    return undefined
  }

  return (
    <Form<TextValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form className="idx-field" onSubmit={handleSubmit} noValidate>
          <label htmlFor={`${id}-input`} className={showTitle ? 'idx-field__legend' : VISUALLY_HIDDEN_CLASS}>
            {control.title}
          </label>
          <Field<string> name="text" subscription={{ value: true, submitError: true, dirtySinceLastSubmit: true }}>
            {({ input, meta }) => {
              const error: string | undefined = meta.dirtySinceLastSubmit ? undefined : meta.submitError
              return (
                <>
                  <div className="idx-text-filter__row">
                    <input
                      {...input}
                      id={`${id}-input`}
                      className="idx-text-input"
                      type="text"
                      autoComplete="off"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={`${id}-note`}
                    />
                    <button type="submit" className="idx-sf-button">
                      Apply
                    </button>
                  </div>
                  <p id={`${id}-note`} className={error ? 'idx-field__error' : 'idx-field__hint'}>
                    <span role="alert">{error ?? ''}</span>
                    {error ? null : control.multiple ? 'Separate several with commas' : null}
                  </p>
                </>
              )
            }}
          </Field>
        </form>
      )}
    </Form>
  )
}
