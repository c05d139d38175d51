import { formatPhone, phoneHref } from '@idx/domain'
import type { Agent } from '@idx/domain'
import type { HeadingLevel } from '@idx/ui'
import { AgentThumb, VISUALLY_HIDDEN_CLASS } from '@idx/ui'

/**
 * 'Your Agent': the agent's thumbnail (else their initials), full name, e-mail and SMS number
 * (each a link; the number as every phone on the site is written).
 */
export function AgentCard({ agent, headingLevel }: { agent: Agent; headingLevel: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const
  const photo = agent.pictures?.thumb_url ?? agent.pictures?.small_url ?? null
  const dial = phoneHref(agent.sms_number)
  return (
    <section className="idx-sidebar__agent" aria-label="Your Agent">
      <Heading className="idx-sidebar__agent-title">Your Agent</Heading>
      <div className="idx-sidebar__agent-body">
        {photo ? (
          // The name is right beside it, so the photo adds nothing for screen readers.
          <img className="idx-sidebar__agent-photo" src={photo} alt="" width={64} height={64} />
        ) : (
          <AgentThumb agent={agent} size={64} />
        )}
        <div className="idx-sidebar__agent-facts">
          <p className="idx-sidebar__agent-name">{agent.full_name}</p>
          {agent.email ? (
            <p>
              <span className={VISUALLY_HIDDEN_CLASS}>E-mail: </span>
              <a href={`mailto:${agent.email}`}>{agent.email}</a>
            </p>
          ) : null}
          {dial ? (
            <p>
              <span className={VISUALLY_HIDDEN_CLASS}>Phone: </span>
              <a href={dial}>{formatPhone(agent.sms_number)}</a>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
