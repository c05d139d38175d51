import type { FieldErrors } from '@idx/domain'
import type { FormApi } from 'final-form'
import { useRef } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Form } from 'react-final-form'
import type { FieldSpec } from './fields'
import { firstInvalidField, isSubmitSuccess, toFinalFormErrors } from './submissionErrors'
import type { SubmissionErrors } from './submissionErrors'
import { TextField } from './TextField'

type Values = Record<string, string>

export interface AuthFormProps<V extends Values> {
  /** The inputs, in form order (also the order focus looks for the first invalid one). */
  fields: readonly FieldSpec[]
  /** A validator from `@idx/domain`: a field with a message never reaches `onSubmit`. */
  validate: (values: Partial<V>) => FieldErrors<string>
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined | void>
  /** Called after `onSubmit` resolved without errors. */
  onSuccess?: (values: V) => void
  submitLabel: string
  initialValues?: Partial<V>
  /** The id of the heading that names the form. */
  labelledBy: string
  /** Under the submit button: links to other steps, and the like (may use `useForm`). */
  footer?: ReactNode
}

/**
 * One form of the sign-in and account widgets: inputs, a form-level alert, a submit button.
 * A refused submit (rule or server) moves focus to the first field with a message; while the
 * callback runs the form is busy and further submits are ignored (the button stays focusable).
 */
export function AuthForm<V extends Values>({
  fields,
  validate,
  onSubmit,
  onSuccess,
  submitLabel,
  initialValues,
  labelledBy,
  footer,
}: AuthFormProps<V>) {
  const formRef = useRef<HTMLFormElement>(null)
  const order = fields.map((field) => field.name)

  function focusField(name: string | null) {
    if (!name) return
    const element = formRef.current?.elements.namedItem(name)
    if (element instanceof HTMLElement) element.focus()
  }

  async function submit(values: V) {
    const errors = await onSubmit(values)
    if (isSubmitSuccess(errors)) {
      onSuccess?.(values)
      return undefined
    }
    const result = toFinalFormErrors(errors)
    // After React has drawn the messages, so the field's description is there when focus lands.
    requestAnimationFrame(() => focusField(firstInvalidField(order, result)))
    return result
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>, form: FormApi<V>, handleSubmit: () => unknown) {
    event.preventDefault()
    if (form.getState().submitting) return
    void handleSubmit()
    // Validation is synchronous: when it refused the submit, nothing was sent; show where.
    const state = form.getState()
    if (state.hasValidationErrors) focusField(firstInvalidField(order, state.errors as Record<string, unknown>))
  }

  return (
    <Form<V>
      onSubmit={submit}
      validate={validate as (values: V) => Record<string, string>}
      initialValues={initialValues}
    >
      {({ handleSubmit, form, submitting, submitError }) => (
        <form
          ref={formRef}
          className="idx-auth__form"
          aria-labelledby={labelledBy}
          aria-busy={submitting || undefined}
          noValidate
          onSubmit={(event) => onFormSubmit(event, form, handleSubmit)}
        >
          {fields.map((spec) => (
            <TextField key={spec.name} spec={spec} />
          ))}
          <p className="idx-auth__alert" role="alert">
            {typeof submitError === 'string' ? submitError : ''}
          </p>
          <div className="idx-auth__actions">
            <button type="submit" className="idx-auth__button" aria-disabled={submitting || undefined}>
              {submitLabel}
            </button>
          </div>
          {footer}
        </form>
      )}
    </Form>
  )
}
