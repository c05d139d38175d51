import type { Agent } from '@idx/domain'

/**
 * An agent's thumbnail, or their initials on a disc; decorative, as the name is always beside it.
 * Unstyled but for its size: `idx-agent-thumb` (and `--letters` for the initials) are styled by
 * the widget that shows it (an agent card, a picker).
 *
 * @example
 * <AgentThumb agent={agent} size={64} />
 */
export function AgentThumb({ agent, size = 40 }: { agent: Agent; size?: number }) {
  const photo = agent.pictures?.thumb_url ?? agent.pictures?.small_url ?? null
  if (photo) return <img className="idx-agent-thumb" src={photo} alt="" width={size} height={size} />
  const initials = agent.full_name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
  return (
    <span className="idx-agent-thumb idx-agent-thumb--letters" aria-hidden="true" style={{ width: size, height: size }}>
      {initials}
    </span>
  )
}
