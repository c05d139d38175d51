import type { Agent } from '@idx/domain'
import type { HeadingLevel } from '../auth/Heading'
import { telHref } from './sidebarCards'

/** 'Your Agent': the agent's thumbnail, full name, e-mail and SMS number (each a link). */
export function AgentCard({ agent, headingLevel }: { agent: Agent; headingLevel: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const
  const photo = agent.pictures?.thumb_url ?? agent.pictures?.small_url ?? null
  return (
    <section className="idx-sidebar__agent" aria-label="Your Agent">
      <Heading className="idx-sidebar__agent-title">Your Agent</Heading>
      <div className="idx-sidebar__agent-body">
        {photo ? (
          // The name is right beside it, so the photo adds nothing for screen readers.
          <img className="idx-sidebar__agent-photo" src={photo} alt="" width={64} height={64} />
        ) : null}
        <div className="idx-sidebar__agent-facts">
          <p className="idx-sidebar__agent-name">{agent.full_name}</p>
          {agent.email ? (
            <p>
              <a href={`mailto:${agent.email}`}>{agent.email}</a>
            </p>
          ) : null}
          {agent.sms_number ? (
            <p>
              <a href={telHref(agent.sms_number)}>{agent.sms_number}</a>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
