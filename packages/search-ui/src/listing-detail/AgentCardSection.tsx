import { listingAgentCard } from '@idx/domain'
import type { Agent, Listing } from '@idx/domain'
import type { SectionHeadingLevel } from './ListingSections'
import { useId } from 'react'
import { LISTING_AGENT_TITLE } from './messages'

/**
 * The 'Listing Agent' card: the visitor's connected agent, the listing agent of a broker
 * listing, or 'Quickly Find Out More' / 'We are here to help you.' (see `listingAgentCard`).
 */
export function AgentCardSection({
  listing,
  connectedAgent,
  level,
}: {
  listing: Listing
  connectedAgent?: Agent | null
  level: SectionHeadingLevel
}) {
  const titleId = useId()
  const Heading = `h${level}` as const
  const card = listingAgentCard(listing, connectedAgent)
  return (
    <section className="idx-detail__section" aria-labelledby={titleId}>
      <Heading id={titleId} className="idx-detail__section-title">
        {LISTING_AGENT_TITLE}
      </Heading>
      <div className="idx-detail__agent">
        {card.kind === 'invitation' ? (
          <div>
            <p className="idx-detail__agent-name">{card.title}</p>
            <p className="idx-detail__meta">{card.text}</p>
          </div>
        ) : (
          <>
            {(() => {
              const pictures = card.kind === 'connected-agent' ? card.agent.pictures : card.pictures
              const src = pictures?.small_url ?? pictures?.thumb_url ?? null
              return src ? <img className="idx-detail__agent-photo" src={src} alt="" width={60} height={60} /> : null
            })()}
            <div>
              <p className="idx-detail__agent-name">
                {card.kind === 'connected-agent' ? card.agent.full_name : card.fullName}
              </p>
              {card.kind === 'connected-agent' && card.agent.broker_name ? (
                <p className="idx-detail__meta">{card.agent.broker_name}</p>
              ) : null}
              {card.kind === 'connected-agent' && card.agent.email ? (
                <p className="idx-detail__meta">
                  <a className="idx-detail__link" href={`mailto:${card.agent.email}`}>
                    {card.agent.email}
                  </a>
                </p>
              ) : null}
              {card.kind === 'connected-agent' && card.agent.sms_number ? (
                <p className="idx-detail__meta">
                  <a className="idx-detail__link" href={`tel:${card.agent.sms_number}`}>
                    {card.agent.sms_number}
                  </a>
                </p>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  )
}
