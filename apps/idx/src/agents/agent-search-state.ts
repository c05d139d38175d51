import { normalizeCached, type TypedDocument } from '@idx/api-client/react'
import type { Agent } from '@idx/domain'
import type { AgentSearchRequestState } from '@idx/search-ui'

/**
 * How the slice's agent search stands, as the agent picker reads it: `idle` before a name was
 * asked for, `loading` while the name's answer is on its way, then `error` or `ready`.
 *
 * @example
 * agentSearchRequestState({ name: 'ana', isFetching: true, isError: false }) // 'loading'
 */
export function agentSearchRequestState({
  name,
  isFetching,
  isError,
}: {
  /** The name last asked for ('' before any). */
  name: string
  isFetching: boolean
  isError: boolean
}): AgentSearchRequestState {
  if (name === '') return 'idle'
  if (isFetching) return 'loading'
  return isError ? 'error' : 'ready'
}

const NO_AGENTS: readonly Agent[] = []

/** The agents of an agent-search answer (none without one), as the picker lists them. */
export function agentsOf(document: TypedDocument<Agent[]> | undefined): readonly Agent[] {
  if (!document) return NO_AGENTS
  const data = normalizeCached(document).data
  return Array.isArray(data) ? data : NO_AGENTS
}

/** The one agent of a `GET agents/{id}` answer, or null. */
export function agentOf(document: TypedDocument<Agent | null> | undefined): Agent | null {
  if (!document) return null
  const data = normalizeCached(document).data
  return data && !Array.isArray(data) ? data : null
}
