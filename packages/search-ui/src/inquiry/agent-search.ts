/** How the host's agent request stands (it fetches; the picker only shows). */
export type AgentSearchRequestState = 'idle' | 'loading' | 'ready' | 'error'

/**
 * What the agent picker shows under its box: `unavailable` without a data source name (no
 * search is run), `idle` before anything is typed, `loading` while the typed name waits for
 * its debounce or the host's answer, then `empty`, `results` or `error`.
 */
export type AgentSearchView = 'unavailable' | 'idle' | 'loading' | 'empty' | 'results' | 'error'

/**
 * @example
 * agentSearchView({ dataSourceName: 'ABOR', text: 'ana', searched: 'ana', request: 'ready', count: 0 }) // 'empty'
 * agentSearchView({ dataSourceName: null, text: 'ana', searched: '', request: 'idle', count: 0 }) // 'unavailable'
 */
export function agentSearchView({
  dataSourceName,
  text,
  searched,
  request,
  count,
}: {
  dataSourceName: string | null | undefined
  /** What the visitor typed, trimmed. */
  text: string
  /** The name last handed to `onSearch`. */
  searched: string
  request: AgentSearchRequestState
  /** How many agents the host passed. */
  count: number
}): AgentSearchView {
  if (!dataSourceName?.trim()) return 'unavailable'
  if (text === '') return 'idle'
  if (text !== searched || request === 'loading' || request === 'idle') return 'loading'
  if (request === 'error') return 'error'
  return count === 0 ? 'empty' : 'results'
}
