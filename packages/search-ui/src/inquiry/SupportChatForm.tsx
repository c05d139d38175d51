import { validateSupportInquiry } from '@idx/domain'
import type { Agent, SupportInquiryValues } from '@idx/domain'
import { useId, useState } from 'react'
import { Heading } from '../auth/Heading'
import type { HeadingLevel } from '../auth/Heading'
import { AgentThumb } from './AgentThumb'
import { ContactForm } from './ContactForm'
import type { ContactAnswer } from './ContactForm'
import { SUPPORT_SENT_MESSAGE } from './inquiryMessages'
import { InquiryStyles } from './InquiryStyles'
import { SentMessage } from './SentMessage'

export interface SupportChatFormProps {
  /** Sends the message; resolves with the server's errors, or nothing when sent. Rejects on a network failure. */
  onSubmit: (values: SupportInquiryValues) => ContactAnswer<keyof SupportInquiryValues>
  onSent?: (values: SupportInquiryValues) => void
  /** Who answers: the visitor's agent (thumbnail and name), else the site's assistant. */
  agent?: Agent | null
  /** The opening line (the agent's message or the assistant's text); default ours. */
  greeting?: string
  title?: string
  headingLevel?: HeadingLevel
  className?: string
}

const MESSAGE_FIELD = [{ name: 'message', label: 'Message', kind: 'textarea', required: true }] as const

/**
 * The support chat's inquiry (for markets where the site enables support chat): a required
 * message (`validateSupportInquiry`). Before submission it shows who answers and the form;
 * after, a polite confirmation.
 *
 * @example
 * {site.supportChatMarkets.includes(marketId) ? <SupportChatForm agent={user?.current_agent} onSubmit={sendSupport} /> : null}
 */
export function SupportChatForm({
  onSubmit,
  onSent,
  agent = null,
  greeting,
  title = 'Chat with us',
  headingLevel = 2,
  className,
}: SupportChatFormProps) {
  const titleId = useId()
  const [sent, setSent] = useState(false)
  const opening =
    greeting ?? (agent ? `Hi, I'm ${agent.full_name}. How can I help you?` : 'Hi! How can we help you today?')
  return (
    <section
      className={['idx-auth', 'idx-inquiry', 'idx-support-chat', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={sent ? 'sent' : 'open'}
    >
      <InquiryStyles />
      <Heading level={headingLevel} id={titleId}>
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
          <ContactForm<SupportInquiryValues>
            fields={MESSAGE_FIELD}
            validate={validateSupportInquiry}
            onSubmit={onSubmit}
            onSent={(values) => {
              setSent(true)
              onSent?.(values)
            }}
            submitLabel="Send"
            initialValues={{ message: '' }}
            labelledBy={titleId}
          />
        </>
      )}
    </section>
  )
}
