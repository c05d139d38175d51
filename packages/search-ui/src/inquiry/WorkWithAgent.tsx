import type { Agent } from '@idx/domain'
import { useId } from 'react'
import { AgentThumb, Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'
import { GET_STARTED_LABEL } from './inquiry-messages.js'
import { InquiryStyles } from './InquiryStyles.js'

export interface WorkWithAgentProps {
  /** The agent of `work-with-agent/{agent_id}`; `null` while it loads. */
  agent: Agent | null
  /** 'Get Started': the host assigns the agent (and signs the visitor in first if needed). */
  onGetStarted: (agent: Agent) => void
  /** While the assignment runs: the button is `aria-disabled` and a second press does nothing. */
  assigning?: boolean
  headingLevel?: HeadingLevel
  className?: string
}

/**
 * The body of `work-with-agent/{agent_id}`: the agent's full name (with photo and brokerage)
 * and a 'Get Started' button that calls `onGetStarted(agent)`.
 *
 * @example
 * <WorkWithAgent agent={agent ?? null} assigning={assign.isLoading} onGetStarted={(a) => assignAgent(a.id)} />
 */
export function WorkWithAgent({
  agent,
  onGetStarted,
  assigning = false,
  headingLevel = 1,
  className,
}: WorkWithAgentProps) {
  const titleId = useId()
  return (
    <section
      className={['idx-auth', 'idx-inquiry', 'idx-work-with-agent', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={agent === null || assigning || undefined}
    >
      <InquiryStyles />
      {agent === null ? (
        <p id={titleId} className="idx-auth__intro">
          Loading…
        </p>
      ) : (
        <>
          <div className="idx-work-with-agent__agent">
            <AgentThumb agent={agent} size={64} />
            <div>
              <Heading level={headingLevel} id={titleId} className="idx-auth__title">
                {agent.full_name}
              </Heading>
              {agent.broker_name ? <p className="idx-work-with-agent__broker">{agent.broker_name}</p> : null}
            </div>
          </div>
          <button
            type="button"
            className="idx-auth__button"
            aria-disabled={assigning || undefined}
            onClick={() => {
              if (!assigning) onGetStarted(agent)
            }}
          >
            {GET_STARTED_LABEL}
          </button>
        </>
      )}
    </section>
  )
}
