import { useId } from 'react'
import type { ReactNode } from 'react'
import { WORKING_WITH_AGENT_QUESTION } from './inquiry-messages.js'
import type { AgentAnswer } from './inquiry-values.js'

/** 'Are you working with an Agent?' as two radios; `children` (the agent choice) follows a 'Yes'. */
export function AgentQuestion({
  answer,
  onAnswer,
  children,
}: {
  answer: AgentAnswer
  onAnswer: (answer: AgentAnswer) => void
  children?: ReactNode
}) {
  const name = useId()
  return (
    <fieldset className="idx-inquiry__question">
      <legend>{WORKING_WITH_AGENT_QUESTION}</legend>
      <div className="idx-inquiry__answers">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={name} value={value} checked={answer === value} onChange={() => onAnswer(value)} />
            {value === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  )
}
