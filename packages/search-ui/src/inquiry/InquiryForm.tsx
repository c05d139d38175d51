import { INQUIRY_OPT_IN_PLACEHOLDERS, validateOptInInquiry, validatePropertyInquiry } from '@idx/domain'
import type { Agent } from '@idx/domain'
import { useId, useRef, useState } from 'react'
import { Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'
import { AgentPicker } from './AgentPicker.js'
import type { AgentPickerProps } from './AgentPicker.js'
import { AgentQuestion } from './AgentQuestion.js'
import { CheckboxField } from './ContactField.js'
import type { ContactFieldSpec } from './ContactField.js'
import { ContactForm } from './ContactForm.js'
import type { ContactAnswer } from './ContactForm.js'
import { inquiryConsentText } from './inquiry-consent.js'
import { INQUIRY_SUCCESS_MESSAGE, INQUIRY_TITLE } from './inquiry-messages.js'
import { InquiryStyles } from './InquiryStyles.js'
import { agentChoiceState, inquiryInitialValues, inquirySubmission, propertyAddress } from './inquiry-values.js'
import type {
  AgentAnswer,
  InquiryContact,
  InquiryFormValues,
  InquiryListing,
  InquirySubmission,
  InquiryVariant,
} from './inquiry-values.js'
import { SentMessage } from './SentMessage.js'

/** The agent search the inquiry's agent question offers: the picker's props but its value. */
export type InquiryAgentSearch = Pick<AgentPickerProps, 'dataSourceName' | 'agents' | 'state' | 'onSearch'>

export interface InquiryFormProps {
  /** The listing asked about: its title and subtitle (the address) and MLS number are sent, hidden. */
  listing: InquiryListing
  /** `standard` (labels and the consent checkbox) or the site's `opt-in` variant (placeholders, no checkbox). */
  variant?: InquiryVariant
  /** A signed-in user's details, to prefill the form. */
  contact?: InquiryContact
  /** Who will make contact (the site's or the agent's name), named in the consent text. */
  contactName?: string | null
  /** Sends the inquiry; resolves with the server's errors, or nothing when received. Rejects on a network failure. */
  onSubmit: (values: InquirySubmission) => ContactAnswer<keyof InquirySubmission>
  /** After the inquiry was received (the form then shows the spec's thank-you). */
  onSent?: (values: InquirySubmission) => void
  /** The visitor's agent (a signed-in user's `current_agent`): the agent state is `assigned`, no question is asked. */
  currentAgent?: Agent | null
  /** Asks 'Are you working with an Agent?' (the host decides, e.g. from the site's agent-assignment features). */
  askAboutAgent?: boolean
  /** The agent search behind a 'Yes'; without it a 'Yes' is only recorded. */
  agentSearch?: InquiryAgentSearch
  /** The id of a heading that names the form (an `InquiryModal`'s); without it the form shows 'Ask a Question'. */
  labelledBy?: string
  headingLevel?: HeadingLevel
  className?: string
}

const STANDARD_FIELDS: readonly ContactFieldSpec[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone_number', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'message', label: 'Message (optional)', kind: 'textarea' },
]

/** The opt-in variant: the spec's placeholders, the labels kept for screen readers. */
const OPT_IN_FIELDS: readonly ContactFieldSpec[] = STANDARD_FIELDS.map((spec) => ({
  ...spec,
  label: spec.name === 'message' ? 'Message' : spec.label,
  placeholder: INQUIRY_OPT_IN_PLACEHOLDERS[spec.name as keyof typeof INQUIRY_OPT_IN_PLACEHOLDERS],
}))

/**
 * 'Ask a Question' about a listing. The standard form has labelled fields and a consent
 * checkbox; the opt-in variant has the spec's placeholders and states the consent above the
 * button. Nothing is validated before a submit (`@idx/domain`'s `validatePropertyInquiry` /
 * `validateOptInInquiry` then); a refused submit focuses the first invalid field. The listing's
 * address and MLS number are hidden, disabled fields. Sent: 'We've received your inquiry, thank
 * you!'; failed: 'Whoops, something went wrong...' / 'Please try again.'.
 *
 * @example
 * <InquiryForm listing={listing} variant={site.features?.opt_in ? 'opt-in' : 'standard'} contact={user ?? undefined}
 *   contactName={site.name} currentAgent={user?.current_agent} askAboutAgent={!user?.current_agent}
 *   agentSearch={{ dataSourceName: listing.data_source_name, agents, state, onSearch: setAgentName }}
 *   onSubmit={(values) => sendInquiry(values).then(toSubmissionErrors)} />
 */
export function InquiryForm({
  listing,
  variant = 'standard',
  contact,
  contactName,
  onSubmit,
  onSent,
  currentAgent = null,
  askAboutAgent = false,
  agentSearch,
  labelledBy,
  headingLevel = 2,
  className,
}: InquiryFormProps) {
  const ownTitleId = useId()
  const titleId = labelledBy ?? ownTitleId
  const [answer, setAnswer] = useState<AgentAnswer>('unanswered')
  const [picked, setPicked] = useState<Agent | null>(null)
  const [sent, setSent] = useState(false)
  // The first render's values: a re-render with a new contact object must not reset what was typed.
  const initialValues = useRef(inquiryInitialValues(listing, contact)).current
  const consentText = inquiryConsentText(contactName)
  const agent = currentAgent ?? (answer === 'yes' ? picked : null)
  const agentState = agentChoiceState({ answer: currentAgent ? 'yes' : answer, agent })
  const address = propertyAddress(listing)

  function submit(values: InquiryFormValues) {
    return onSubmit(inquirySubmission(values, listing, agent, consentText))
  }

  return (
    <section
      className={['idx-auth', 'idx-inquiry', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-variant={variant}
      data-agent-state={agentState}
    >
      <InquiryStyles />
      {labelledBy ? null : (
        <Heading level={headingLevel} id={ownTitleId} className="idx-auth__title">
          {INQUIRY_TITLE}
        </Heading>
      )}
      {sent ? (
        <SentMessage>{INQUIRY_SUCCESS_MESSAGE}</SentMessage>
      ) : (
        <>
          {address || listing.mls_number ? (
            <p className="idx-inquiry__about">
              {address ? <strong>{address}</strong> : null}
              {address && listing.mls_number ? ' · ' : null}
              {listing.mls_number ? `MLS# ${listing.mls_number}` : null}
            </p>
          ) : null}
          <ContactForm<InquiryFormValues>
            fields={variant === 'opt-in' ? OPT_IN_FIELDS : STANDARD_FIELDS}
            extraFields={variant === 'opt-in' ? [] : ['opt_in']}
            validate={variant === 'opt-in' ? validateOptInInquiry : validatePropertyInquiry}
            onSubmit={submit}
            onSent={(values) => {
              setSent(true)
              onSent?.(inquirySubmission(values, listing, agent, consentText))
            }}
            submitLabel="Send"
            initialValues={initialValues}
            labelledBy={titleId}
            labelsHidden={variant === 'opt-in'}
          >
            {/* Hidden, disabled and required (spec §5): they travel with the inquiry, nobody edits them. */}
            <input type="hidden" name="property_address" value={address} disabled />
            <input type="hidden" name="mls_number" value={listing.mls_number ?? ''} disabled />
            {currentAgent ? (
              <p className="idx-inquiry__agent-note">
                Your agent, <strong>{currentAgent.full_name}</strong>, will receive your question.
              </p>
            ) : askAboutAgent ? (
              <AgentQuestion answer={answer} onAnswer={setAnswer}>
                {answer === 'yes' && agentSearch ? (
                  <AgentPicker {...agentSearch} value={picked} onChange={setPicked} label="Your agent (optional)" />
                ) : null}
              </AgentQuestion>
            ) : null}
            {variant === 'opt-in' ? (
              <p className="idx-inquiry__consent">{consentText}</p>
            ) : (
              <CheckboxField name="opt_in" label={consentText} />
            )}
          </ContactForm>
        </>
      )}
    </section>
  )
}
