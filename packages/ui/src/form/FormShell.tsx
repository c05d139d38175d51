import type { FieldErrors } from '@idx/domain'
import type { FormApi } from 'final-form'
import { useRef } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Form } from 'react-final-form'
import { FormStyles } from './FormStyles.js'
import { firstInvalidField, isSubmitSuccess, toFinalFormErrors } from './submission-errors.js'
import type { SubmissionErrors } from './submission-errors.js'

type Values = Record<string, unknown>

/** What the shell tells its parts (alert, fields) about the form. */
export type FormShellState = {
  /** The submit callback is running: the form is `aria-busy` and ignores further submits. */
  submitting: boolean
  /** The server's form-level message (`_form`), if the last submit got one. */
  submitError: string | undefined
  /** The last submit was refused (by a rule or the server). */
  submitFailed: boolean
  /** The rules' current messages, by field. */
  errors: Readonly<Record<string, unknown>>
}

/** Why a submit failed as a whole: the callback rejected (the network), or answered with no field message. */
export type FormFailure = 'rejected' | 'refused'

export interface FormShellProps<V extends Values> {
  /** A validator from `@idx/domain`: a field with a message never reaches `onSubmit`. */
  validate: (values: Partial<V>) => FieldErrors<string>
  /** Resolves with the server's messages, or nothing when it accepted (react-final-form's contract). */
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined | void>
  /** Called after `onSubmit` resolved without errors. */
  onSuccess?: (values: V) => void
  initialValues?: Partial<V>
  /** The id of the heading that names the form. */
  labelledBy: string
  /** The field names in focus order: where focus goes after a refused submit. */
  fieldOrder: readonly string[]
  submitLabel: string
  /** Each submit the form accepts (not one made while another runs): clear a previous failure. */
  onAttempt?: () => void
  /**
   * A submit that failed as a whole. Given, a rejected `onSubmit` is caught and reported here;
   * without it the rejection propagates (a programming error).
   */
  onFailure?: (failure: FormFailure) => void
  /** The form-level alert; the default shows the server's `_form` message. */
  renderAlert?: (state: FormShellState) => ReactNode
  /** The fields, in form order (and anything between them and the alert). */
  children: ReactNode | ((state: FormShellState) => ReactNode)
  /** Under the submit button: links to other steps, and the like (may use `useForm`). */
  footer?: ReactNode
}

/** The default alert: the server's form-level message in an always-present alert region. */
function defaultAlert({ submitError }: FormShellState) {
  return (
    <p className="idx-auth__alert" role="alert">
      {submitError ?? ''}
    </p>
  )
}

/**
 * The one react-final-form form: fields, a form-level alert, a submit button. A refused submit
 * (rule or server) moves focus to the first field with a message; while `onSubmit` runs the form
 * is `aria-busy`, the button `aria-disabled` (it stays focusable) and further submits are ignored.
 *
 * @example
 * <FormShell labelledBy={titleId} fieldOrder={['email']} validate={validateEmail}
 *   onSubmit={(values) => api.sendReset(values)} submitLabel="Send">
 *   <TextField spec={{ name: 'email', label: 'Email', type: 'email' }} />
 * </FormShell>
 */
export function FormShell<V extends Values>({
  validate,
  onSubmit,
  onSuccess,
  initialValues,
  labelledBy,
  fieldOrder,
  submitLabel,
  onAttempt,
  onFailure,
  renderAlert = defaultAlert,
  children,
  footer,
}: FormShellProps<V>) {
  const formRef = useRef<HTMLFormElement>(null)

  function focusField(name: string | null) {
    if (!name) return
    const element = formRef.current?.elements.namedItem(name)
    if (element instanceof HTMLElement) element.focus()
  }

  async function answerOf(values: V): Promise<{ answer: SubmissionErrors | undefined | void } | 'rejected'> {
    if (!onFailure) return { answer: await onSubmit(values) }
    try {
      return { answer: await onSubmit(values) }
    } catch {
      return 'rejected'
    }
  }

  async function submit(values: V) {
    const result = await answerOf(values)
    if (result === 'rejected') {
      onFailure?.('rejected')
      return undefined
    }
    if (isSubmitSuccess(result.answer)) {
      onSuccess?.(values)
      return undefined
    }
    const errors = toFinalFormErrors(result.answer) ?? {}
    const invalid = firstInvalidField(fieldOrder, errors)
    if (!invalid) onFailure?.('refused')
    // After React has drawn the messages, so the field's description is there when focus lands.
    else requestAnimationFrame(() => focusField(invalid))
    return errors
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>, form: FormApi<V>, handleSubmit: () => unknown) {
    event.preventDefault()
    if (form.getState().submitting) return
    onAttempt?.()
    void handleSubmit()
    // Validation is synchronous: when it refused the submit, nothing was sent; show where.
    const state = form.getState()
    if (state.hasValidationErrors) focusField(firstInvalidField(fieldOrder, state.errors as Record<string, unknown>))
  }

  return (
    <Form<V>
      onSubmit={submit}
      validate={validate as (values: V) => Record<string, string>}
      initialValues={initialValues}
    >
      {({ handleSubmit, form, submitting, submitError, submitFailed, errors }) => {
        const state: FormShellState = {
          submitting: submitting === true,
          submitError: typeof submitError === 'string' ? submitError : undefined,
          submitFailed: submitFailed === true,
          errors: errors ?? {},
        }
        return (
          <form
            ref={formRef}
            className="idx-auth__form"
            aria-labelledby={labelledBy}
            aria-busy={submitting || undefined}
            noValidate
            onSubmit={(event) => onFormSubmit(event, form, handleSubmit)}
          >
            <FormStyles />
            {typeof children === 'function' ? children(state) : children}
            {renderAlert(state)}
            <div className="idx-auth__actions">
              <button type="submit" className="idx-auth__button" aria-disabled={submitting || undefined}>
                {submitLabel}
              </button>
            </div>
            {footer}
          </form>
        )
      }}
    </Form>
  )
}
