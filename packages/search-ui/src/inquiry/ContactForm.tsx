import type { FieldErrors } from '@idx/domain'
import type { FormApi } from 'final-form'
import { FORM_ERROR } from 'final-form'
import { useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Form } from 'react-final-form'
import { firstInvalidField, isSubmitSuccess, toFinalFormErrors } from '../auth/submissionErrors'
import type { SubmissionErrors } from '../auth/submissionErrors'
import { ContactField } from './ContactField'
import type { ContactFieldSpec } from './ContactField'
import { INQUIRY_FAILURE_BODY, INQUIRY_FAILURE_TITLE } from './inquiryMessages'

type Values = Record<string, unknown>

/** What a contact form's submit callback resolves with: field messages, `_form`, or nothing when sent. */
export type ContactAnswer<Field extends string = string> = Promise<SubmissionErrors<Field> | undefined | void>

export interface ContactFormProps<V extends Values> {
  /** The text inputs, in form order. */
  fields: readonly ContactFieldSpec[]
  /** Names of other controls (the consent box), after the inputs in focus order. */
  extraFields?: readonly string[]
  /** A validator from `@idx/domain`: an invalid form never reaches `onSubmit`. */
  validate: (values: Partial<V>) => FieldErrors<string>
  onSubmit: (values: V) => ContactAnswer
  /** After `onSubmit` resolved without errors: the host's form is replaced by the sent message. */
  onSent: (values: V) => void
  submitLabel: string
  initialValues: V
  labelledBy: string
  /** Labels only for screen readers: the fields carry placeholders (the inquiry's opt-in variant). */
  labelsHidden?: boolean
  /** Between the inputs and the button (a checkbox, the agent question, the consent text). */
  children?: ReactNode
}

/** A failed send: the spec's inquiry failure texts, or field messages only. */
type Failure = 'none' | 'failed'

/**
 * The form behind the inquiry, support and callback widgets. As the spec says, nothing is
 * validated before a submit; a refused submit (rule or server) shows the messages and moves
 * focus to the first field with one. A send that fails as a whole (a `_form` answer or a
 * rejected promise: the network) shows 'Whoops, something went wrong...' / 'Please try again.'
 * and keeps what was typed. While the callback runs the form is busy and a second submit is ignored.
 */
export function ContactForm<V extends Values>({
  fields,
  extraFields = [],
  validate,
  onSubmit,
  onSent,
  submitLabel,
  initialValues,
  labelledBy,
  labelsHidden = false,
  children,
}: ContactFormProps<V>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<Failure>('none')
  const order = [...fields.map((field) => field.name), ...extraFields]

  function focusField(name: string | null) {
    if (!name) return
    const element = formRef.current?.elements.namedItem(name)
    if (element instanceof HTMLElement) element.focus()
  }

  async function submit(values: V) {
    setFailure('none')
    let answer: SubmissionErrors | undefined | void
    try {
      answer = await onSubmit(values)
    } catch {
      setFailure('failed')
      return undefined
    }
    if (isSubmitSuccess(answer)) {
      onSent(values)
      return undefined
    }
    const errors = toFinalFormErrors(answer) ?? {}
    const invalid = firstInvalidField(order, errors)
    if (!invalid) setFailure('failed')
    // After React has drawn the messages, so the field's description is there when focus lands.
    else requestAnimationFrame(() => focusField(invalid))
    return errors
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>, form: FormApi<V>, handleSubmit: () => unknown) {
    event.preventDefault()
    if (form.getState().submitting) return
    void handleSubmit()
    // Validation is synchronous: when it refused the submit, nothing was sent; show where.
    const state = form.getState()
    if (state.hasValidationErrors) {
      setFailure('none')
      focusField(firstInvalidField(order, state.errors as Record<string, unknown>))
    }
  }

  return (
    <Form<V>
      onSubmit={submit}
      validate={validate as (values: V) => Record<string, string>}
      initialValues={initialValues}
    >
      {({ handleSubmit, form, submitting, submitFailed, errors }) => {
        // Rule messages of fields without an input (the listing's hidden address and MLS number)
        // have nowhere else to go: they join the form's alert.
        const orphans = submitFailed
          ? Object.entries(errors ?? {})
              .filter(([name, message]) => name !== FORM_ERROR && !order.includes(name) && typeof message === 'string')
              .map(([, message]) => message as string)
          : []
        return (
          <form
            ref={formRef}
            className="idx-auth__form"
            aria-labelledby={labelledBy}
            aria-busy={submitting || undefined}
            noValidate
            onSubmit={(event) => onFormSubmit(event, form, handleSubmit)}
          >
            {fields.map((spec) => (
              <ContactField key={spec.name} spec={spec} labelHidden={labelsHidden} />
            ))}
            {children}
            <div className="idx-inquiry__alert" role="alert">
              {failure === 'failed' ? (
                <>
                  <p className="idx-inquiry__alert-title">{INQUIRY_FAILURE_TITLE}</p>
                  <p>{INQUIRY_FAILURE_BODY}</p>
                </>
              ) : orphans.length > 0 ? (
                <p>{orphans.join('. ')}</p>
              ) : null}
            </div>
            <div className="idx-auth__actions">
              <button type="submit" className="idx-auth__button" aria-disabled={submitting || undefined}>
                {submitLabel}
              </button>
            </div>
          </form>
        )
      }}
    </Form>
  )
}
