import { validateAgentInquiry, validateCallback } from '@idx/domain'
import type { Agent, CallbackValues } from '@idx/domain'
import { useId, useRef, useState } from 'react'
import { AgentThumb, Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'
import type { ContactFieldSpec } from './ContactField.js'
import { ContactForm } from './ContactForm.js'
import type { ContactAnswer } from './ContactForm.js'
import { CALLBACK_SENT_MESSAGE } from './inquiry-messages.js'
import { InquiryStyles } from './InquiryStyles.js'
import { SentMessage } from './SentMessage.js'

/** `callback`: call me back (message optional); `agent-inquiry`: a message to the agent (message required). */
export type CallbackKind = 'callback' | 'agent-inquiry'

export interface AgentCallbackFormProps {
  kind?: CallbackKind
  /** The agent who calls back, shown with thumbnail and name. */
  agent?: Agent | null
  /** A signed-in user's name and phone, to prefill. */
  contact?: Partial<CallbackValues>
  /** Sends the request; resolves with the server's errors, or nothing when sent. Rejects on a network failure. */
  onSubmit: (values: CallbackValues) => ContactAnswer<keyof CallbackValues>
  onSent?: (values: CallbackValues) => void
  title?: string
  headingLevel?: HeadingLevel
  className?: string
}

function fieldsFor(kind: CallbackKind): readonly ContactFieldSpec[] {
  return [
    { name: 'full_name', label: 'Full name', autoComplete: 'name', required: true },
    { name: 'phone_number', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
    kind === 'agent-inquiry'
      ? { name: 'message', label: 'Message', kind: 'textarea', required: true }
      : { name: 'message', label: 'Message (optional)', kind: 'textarea' },
  ]
}

/**
 * The agent-callback form (for markets where the site enables it): full name, a valid phone
 * number and a message, required in the agent inquiry (`validateAgentInquiry`) and optional in a
 * plain callback (`validateCallback`).
 *
 * @example
 * <AgentCallbackForm kind="callback" agent={listingAgent} contact={{ full_name: user?.full_name ?? '' }}
 *   onSubmit={requestCallback} />
 */
export function AgentCallbackForm({
  kind = 'callback',
  agent = null,
  contact,
  onSubmit,
  onSent,
  title,
  headingLevel = 2,
  className,
}: AgentCallbackFormProps) {
  const titleId = useId()
  const [sent, setSent] = useState(false)
  const initialValues = useRef<CallbackValues>({
    full_name: contact?.full_name ?? '',
    phone_number: contact?.phone_number ?? '',
    message: contact?.message ?? '',
  }).current
  const heading = title ?? (kind === 'agent-inquiry' ? 'Message an agent' : 'Request a call back')
  return (
    <section
      className={['idx-auth', 'idx-inquiry', 'idx-callback', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-kind={kind}
    >
      <InquiryStyles />
      <Heading level={headingLevel} id={titleId} className="idx-auth__title">
        {heading}
      </Heading>
      {sent ? (
        <SentMessage>{CALLBACK_SENT_MESSAGE}</SentMessage>
      ) : (
        <>
          {agent ? (
            <div className="idx-agent-picker__chosen idx-inquiry__about">
              <AgentThumb agent={agent} />
              <span className="idx-agent-picker__name">{agent.full_name}</span>
            </div>
          ) : null}
          <ContactForm<CallbackValues>
            fields={fieldsFor(kind)}
            validate={kind === 'agent-inquiry' ? validateAgentInquiry : validateCallback}
            onSubmit={onSubmit}
            onSent={(values) => {
              setSent(true)
              onSent?.(values)
            }}
            submitLabel={kind === 'agent-inquiry' ? 'Send' : 'Call me back'}
            initialValues={initialValues}
            labelledBy={titleId}
          />
        </>
      )}
    </section>
  )
}
