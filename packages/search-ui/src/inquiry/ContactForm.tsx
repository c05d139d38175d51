import type { FieldErrors } from '@idx/domain'
import { FormShell } from '@idx/ui'
import type { FormShellState, SubmissionErrors } from '@idx/ui'
import { FORM_ERROR } from 'final-form'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { ContactField } from './ContactField.js'
import type { ContactFieldSpec } from './ContactField.js'
import { INQUIRY_FAILURE_BODY, INQUIRY_FAILURE_TITLE } from './inquiry-messages.js'

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
  const [failure, setFailure] = useState<Failure>('none')
  const order = [...fields.map((field) => field.name), ...extraFields]

  function renderAlert({ submitFailed, errors }: FormShellState) {
    // Rule messages of fields without an input (the listing's hidden address and MLS number)
    // have nowhere else to go: they join the form's alert.
    const orphans = submitFailed
      ? Object.entries(errors)
          .filter(([name, message]) => name !== FORM_ERROR && !order.includes(name) && typeof message === 'string')
          .map(([, message]) => message as string)
      : []
    return (
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
    )
  }

  return (
    <FormShell<V>
      validate={validate}
      onSubmit={onSubmit}
      onSuccess={onSent}
      initialValues={initialValues}
      labelledBy={labelledBy}
      fieldOrder={order}
      submitLabel={submitLabel}
      onAttempt={() => setFailure('none')}
      onFailure={() => setFailure('failed')}
      renderAlert={renderAlert}
    >
      {fields.map((spec) => (
        <ContactField key={spec.name} spec={spec} labelHidden={labelsHidden} />
      ))}
      {children}
    </FormShell>
  )
}
