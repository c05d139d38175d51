import { formatPhone, listingAgentCard, phoneHref } from '@idx/domain'
import type { Agent, Listing } from '@idx/domain'
import { useId } from 'react'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import type { SectionHeadingLevel } from './ListingSections.js'
import { LISTING_AGENT_TITLE, contactAgentLabel, CONTACT_US } from './messages.js'
import { AgentThumb } from '@idx/ui'

/** The agent size on the card (spec: letter avatar size 60 for cards). */
const PHOTO_SIZE = 60

/**
 * The 'Listing Agent' card: the visitor's connected agent, the listing agent of a broker
 * listing, or 'Quickly Find Out More' / 'We are here to help you.' (see `listingAgentCard`). An
 * agent shows with their photo (else their initials), brokerage, phone (one format site-wide) and
 * e-mail, each a link; `onContact` adds a button that opens the listing's inquiry.
 */
export function AgentCardSection({
  listing,
  connectedAgent,
  onContact,
  level,
}: {
  listing: Listing
  connectedAgent?: Agent | null
  /** Opens 'Ask a Question' (offered for for-sale listings only). */
  onContact?: () => void
  level: SectionHeadingLevel
}) {
  const titleId = useId()
  const Heading = `h${level}` as const
  const card = listingAgentCard(listing, connectedAgent)
  const agent: Agent | null =
    card.kind === 'connected-agent'
      ? card.agent
      : card.kind === 'listing-agent'
        ? (card.agent ?? { id: '', full_name: card.fullName, pictures: card.pictures })
        : null
  const firstName = agent ? ((agent.first_name?.trim() || agent.full_name.trim().split(/\s+/)[0]) ?? '') : ''
  const phone = formatPhone(agent?.sms_number)
  const dial = phoneHref(agent?.sms_number)
  const email = agent?.email?.trim()
  return (
    <section className="idx-detail__section" aria-labelledby={titleId}>
      <Heading id={titleId} className="idx-detail__section-title">
        {LISTING_AGENT_TITLE}
      </Heading>
      <div className="idx-detail__agent">
        {agent ? (
          <>
            {agent.pictures?.small_url || agent.pictures?.thumb_url ? (
              // The name is right beside it, so the photo adds nothing for screen readers.
              <img
                className="idx-detail__agent-photo"
                src={agent.pictures.small_url ?? agent.pictures.thumb_url ?? ''}
                alt=""
                width={PHOTO_SIZE}
                height={PHOTO_SIZE}
              />
            ) : (
              <AgentThumb agent={agent} size={PHOTO_SIZE} />
            )}
            <div className="idx-detail__agent-facts">
              <p className="idx-detail__agent-name">{agent.full_name}</p>
              {agent.broker_name ? <p className="idx-detail__meta">{agent.broker_name}</p> : null}
              {phone && dial ? (
                <p className="idx-detail__meta">
                  <span className={VISUALLY_HIDDEN_CLASS}>Phone: </span>
                  <a className="idx-detail__link" href={dial}>
                    {phone}
                  </a>
                </p>
              ) : null}
              {email ? (
                <p className="idx-detail__meta">
                  <span className={VISUALLY_HIDDEN_CLASS}>E-mail: </span>
                  <a className="idx-detail__link" href={`mailto:${email}`}>
                    {email}
                  </a>
                </p>
              ) : null}
            </div>
          </>
        ) : card.kind === 'invitation' ? (
          <div className="idx-detail__agent-facts">
            <p className="idx-detail__agent-name">{card.title}</p>
            <p className="idx-detail__meta">{card.text}</p>
          </div>
        ) : null}
        {onContact ? (
          <button type="button" className="idx-detail__button idx-detail__agent-contact" onClick={onContact}>
            {firstName ? contactAgentLabel(firstName) : CONTACT_US}
          </button>
        ) : null}
      </div>
    </section>
  )
}
