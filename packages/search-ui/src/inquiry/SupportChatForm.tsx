import { validateAgentInquiry, validateSupportInquiry } from '@idx/domain'
import type { Agent, CallbackValues, SupportInquiryValues } from '@idx/domain'
import { useId, useRef, useState } from 'react'
import { AgentThumb, Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'
import type { ContactFieldSpec } from './ContactField.js'
import { ContactForm } from './ContactForm.js'
import type { ContactAnswer } from './ContactForm.js'
import { SUPPORT_CHAT_LABEL, SUPPORT_SENT_MESSAGE } from './inquiry-messages.js'
import { InquiryStyles } from './InquiryStyles.js'
import { SentMessage } from './SentMessage.js'

/**
 * What the chat form sends: the message, and with `askContact` the visitor's full name and phone
 * (the spec's chat form: full_name, phone_number and message).
 */
export type SupportChatValues = SupportInquiryValues & Partial<Pick<CallbackValues, 'full_name' | 'phone_number'>>

export interface SupportChatFormProps {
  /** Sends the message; resolves with the server's errors, or nothing when sent. Rejects on a network failure. */
  onSubmit: (values: SupportChatValues) => ContactAnswer<keyof SupportChatValues>
  onSent?: (values: SupportChatValues) => void
  /**
   * Asks for a full name and a valid phone number before the message (`validateAgentInquiry`), for
   * a visitor the host cannot name (anonymous); without it only the message (`validateSupportInquiry`).
   */
  askContact?: boolean
  /** Prefills the name and phone when `askContact` asks for them. */
  contact?: Partial<Pick<CallbackValues, 'full_name' | 'phone_number'>>
  /** Who answers: the visitor's agent (thumbnail and name), else the site's assistant. */
  agent?: Agent | null
  /** The opening line (the agent's message or the assistant's text); default ours. */
  greeting?: string
  title?: string
  headingLevel?: HeadingLevel
  className?: string
}

const MESSAGE_FIELD: readonly ContactFieldSpec[] = [
  { name: 'message', label: 'Message', kind: 'textarea', required: true },
]
const CONTACT_FIELDS: readonly ContactFieldSpec[] = [
  { name: 'full_name', label: 'Full name', autoComplete: 'name', required: true },
  { name: 'phone_number', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  ...MESSAGE_FIELD,
]

/**
 * The support chat's inquiry (for markets where the site enables support chat): a required
 * message (`validateSupportInquiry`), after a full name and phone with `askContact`. Before
 * submission it shows who answers and the form; after, a polite confirmation.
 *
 * @example
 * {site.supportChatMarkets.includes(marketId) ? <SupportChatForm agent={user?.current_agent} onSubmit={sendSupport} /> : null}
 */
export function SupportChatForm({
  onSubmit,
  onSent,
  askContact = false,
  contact,
  agent = null,
  greeting,
  title = SUPPORT_CHAT_LABEL,
  headingLevel = 2,
  className,
}: SupportChatFormProps) {
  const titleId = useId()
  const [sent, setSent] = useState(false)
  // The first render's values: a re-render with a new contact object must not reset what was typed.
  const initialValues = useRef<SupportChatValues>(
    askContact
      ? { full_name: contact?.full_name ?? '', phone_number: contact?.phone_number ?? '', message: '' }
      : { message: '' },
  ).current
  const opening =
    greeting ?? (agent ? `Hi, I'm ${agent.full_name}. How can I help you?` : 'Hi! How can we help you today?')
  return (
    <section
      className={['idx-auth', 'idx-inquiry', 'idx-support-chat', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={sent ? 'sent' : 'open'}
    >
      <InquiryStyles />
      <Heading level={headingLevel} id={titleId} className="idx-auth__title">
        {title}
      </Heading>
      {sent ? (
        <SentMessage>{SUPPORT_SENT_MESSAGE}</SentMessage>
      ) : (
        <>
          <div className="idx-agent-picker__chosen idx-inquiry__about">
            {agent ? <AgentThumb agent={agent} /> : null}
            <p className="idx-inquiry__agent-note">{opening}</p>
          </div>
          <ContactForm<SupportChatValues>
            fields={askContact ? CONTACT_FIELDS : MESSAGE_FIELD}
            validate={askContact ? validateAgentInquiry : validateSupportInquiry}
            onSubmit={onSubmit}
            onSent={(values) => {
              setSent(true)
              onSent?.(values)
            }}
            submitLabel="Send"
            initialValues={initialValues}
            labelledBy={titleId}
          />
        </>
      )}
    </section>
  )
}
