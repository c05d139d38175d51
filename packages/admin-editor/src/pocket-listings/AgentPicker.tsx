import { AGENT_SEARCH_PAGE_SIZE, DELAYS_MS, listboxMove } from '@idx/domain'
import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import type { PocketListingAgent } from './pocket-listing-wizard-values.js'

/** The agent search as the host runs it: a feed's agents whose names match `text`, first page. */
export type SearchAgents = (
  dataSourceName: string,
  text: string,
  signal: AbortSignal,
) => Promise<readonly PocketListingAgent[]>

/** The picker's words: the quoted ones are the spec's (collaboration §5), to the letter. */
export const AGENT_PICKER_TEXT = {
  loading: 'Loading...',
  empty: 'No agents found',
  hint: "Can't find your agent ? Keep typing to refine the search.",
  needsFeed: 'Choose an MLS feed first: the agents are searched in that feed.',
  failed: 'Oops, Something went wrong...',
} as const

export interface AgentPickerProps {
  /** The MLS feed searched; blank: the picker is locked and says to choose a feed first. */
  dataSourceName: string
  /** The chosen agents, in the order chosen. */
  value: readonly PocketListingAgent[]
  onChange: (agents: PocketListingAgent[]) => void
  searchAgents: SearchAgents
  label?: string
  /** Shown under the box (e.g. a field error), read with it. */
  error?: string | undefined
}

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; agents: readonly PocketListingAgent[] }
  | { status: 'failed' }

/**
 * Agents chosen by full name (several): an APG combobox over a multi-select listbox. Typing
 * searches the feed's agents `DELAYS_MS.agentSearch` (500 ms) after the last keystroke, first
 * `AGENT_SEARCH_PAGE_SIZE` (20) only, showing 'Loading...', 'No agents found' or the refine
 * hint; Down / Up move, Enter adds or removes the active agent, Escape closes the list, Backspace
 * in an empty box removes the last agent. Each chosen agent shows with a remove button.
 *
 * @example
 * <AgentPicker dataSourceName="actris" value={agents} onChange={setAgents} searchAgents={search} />
 */
export function AgentPicker({
  dataSourceName,
  value,
  onChange,
  searchAgents,
  label = 'Agents',
  error,
}: AgentPickerProps) {
  const id = useId()
  const listboxId = `${id}-listbox`
  const statusId = `${id}-status`
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState<number | null>(null)
  const feed = dataSourceName.trim()
  const search = useAgentSearch(feed, text.trim(), open, searchAgents)
  const found = search.status === 'done' ? search.agents : []
  const expanded = open && found.length > 0
  const chosen = new Set(value.map((agent) => String(agent.id)))

  function toggle(agent: PocketListingAgent) {
    onChange(chosen.has(String(agent.id)) ? value.filter((a) => String(a.id) !== String(agent.id)) : [...value, agent])
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const move = listboxMove(event.key)
    if (move) {
      event.preventDefault()
      setOpen(true)
      if (found.length === 0) return
      setActive((current) =>
        current === null
          ? move === 'next'
            ? 0
            : found.length - 1
          : (current + (move === 'next' ? 1 : -1) + found.length) % found.length,
      )
      return
    }
    if (event.key === 'Enter' && expanded && active !== null && found[active]) {
      event.preventDefault()
      toggle(found[active])
      return
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation() // a dialog around the picker stays open
      setOpen(false)
      setActive(null)
      return
    }
    if (event.key === 'Backspace' && text === '' && value.length > 0) onChange(value.slice(0, -1))
  }

  const status = !feed
    ? AGENT_PICKER_TEXT.needsFeed
    : !open
      ? ''
      : search.status === 'loading'
        ? AGENT_PICKER_TEXT.loading
        : search.status === 'failed'
          ? AGENT_PICKER_TEXT.failed
          : search.status === 'done'
            ? found.length === 0
              ? AGENT_PICKER_TEXT.empty
              : AGENT_PICKER_TEXT.hint
            : ''

  return (
    <div className="idx-plw__field idx-plw__field--wide">
      <label className="idx-plw__label" htmlFor={id}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className="idx-plw__chips" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((agent) => (
            <li key={agent.id} className="idx-plw__chip">
              <span>{agent.full_name}</span>
              <button type="button" aria-label={`Remove ${agent.full_name}`} onClick={() => toggle(agent)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="idx-plw__combo">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={feed ? 'Type an agent’s name' : undefined}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active !== null ? `${id}-option-${active}` : undefined}
          aria-describedby={[statusId, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? 'true' : undefined}
          readOnly={!feed}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setActive(null)
            setOpen(true)
          }}
          onFocus={() => setOpen(Boolean(feed))}
          onBlur={() => {
            setOpen(false)
            setActive(null)
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          className="idx-plw__listbox"
          hidden={!expanded}
        >
          {expanded &&
            found.map((agent, index) => {
              const selected = chosen.has(String(agent.id))
              return (
                <li
                  key={agent.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={selected}
                  data-active={active === index}
                  className="idx-plw__option"
                  // Keeps focus in the box, so a click chooses without a blur closing the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => toggle(agent)}
                  onMouseMove={() => setActive(index)}
                >
                  <span className="idx-plw__option-check" aria-hidden="true">
                    {selected ? '✓' : ''}
                  </span>
                  {agent.full_name}
                </li>
              )
            })}
        </ul>
      </div>
      <p id={statusId} className="idx-plw__hint" role="status">
        {status}
      </p>
      {error && (
        <p id={`${id}-error`} className="idx-plw__error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * Runs the search while the list is open, `DELAYS_MS.agentSearch` after the feed or text last
 * changed, aborting the one before; 'loading' from the change until the answer.
 */
function useAgentSearch(feed: string, text: string, open: boolean, searchAgents: SearchAgents): SearchState {
  const [state, setState] = useState<SearchState & { key: string }>({ status: 'idle', key: '' })
  const latest = useRef(searchAgents)
  useEffect(() => {
    latest.current = searchAgents
  }, [searchAgents])
  const key = open && feed ? `${feed}\n${text}` : ''

  useEffect(
    function searchAfterQuiet() {
      if (!key) return
      const controller = new AbortController()
      const timer = setTimeout(() => {
        latest.current(feed, text, controller.signal).then(
          (agents) => {
            if (!controller.signal.aborted)
              setState({ status: 'done', agents: agents.slice(0, AGENT_SEARCH_PAGE_SIZE), key })
          },
          () => {
            if (!controller.signal.aborted) setState({ status: 'failed', key })
          },
        )
      }, DELAYS_MS.agentSearch)
      return function cancel() {
        clearTimeout(timer)
        controller.abort()
      }
    },
    [key, feed, text],
  )

  // An answer for an older text or feed is not shown: the new one is on its way.
  if (!key) return { status: 'idle' }
  return state.key === key ? state : { status: 'loading' }
}
