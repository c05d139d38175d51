import { DELAYS_MS, listboxMove } from '@idx/domain'
import type { Agent } from '@idx/domain'
import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { useActiveOption } from '../search-form/useActiveOption.js'
import { AgentThumb, useDebouncedValue } from '@idx/ui'
import { agentSearchView } from './agent-search.js'
import type { AgentSearchRequestState } from './agent-search.js'
import {
  AGENT_SEARCH_EMPTY,
  AGENT_SEARCH_HINT,
  AGENT_SEARCH_LOADING,
  AGENT_SEARCH_UNAVAILABLE,
  ASYNC_FAILURE_MESSAGE,
} from './inquiry-messages.js'
import { InquiryStyles } from './InquiryStyles.js'

export interface AgentPickerProps {
  /**
   * The listing's feed (`data_source_name`). The agent search requires it: without one the
   * picker runs no search and says why.
   */
  dataSourceName: string | null | undefined
  /** The host's answer for the last `onSearch` name (its first page: `AGENT_SEARCH_PAGE_SIZE`, 20). */
  agents: readonly Agent[]
  /** How the host's request stands. */
  state: AgentSearchRequestState
  /** A name typed, `DELAYS_MS.agentSearch` (500 ms) after the last keystroke; the host fetches. */
  onSearch: (name: string) => void
  /** The chosen agent, shown with thumbnail and name; `null` shows the search box. */
  value: Agent | null
  onChange: (agent: Agent | null) => void
  /** The box's label. Default 'Find your agent'. */
  label?: string
  className?: string
}

/**
 * Agent search for the inquiry and chat forms: an APG combobox (type a name; Down / Up move
 * through the agents, Enter picks, Escape closes the list, then clears the text) with the
 * spec's 'Loading...', 'No agents found' and "Can't find your agent ? Keep typing to refine
 * the search." The chosen agent replaces the box, with a button to change it.
 *
 * @example
 * const [name, setName] = useState('')
 * const found = useSearchAgentsQuery(name ? { name_search: name, data_source_name, page: { size: 20 } } : skipToken)
 * <AgentPicker dataSourceName={listing.data_source_name} agents={found.data ?? []}
 *   state={found.isError ? 'error' : found.isFetching ? 'loading' : name ? 'ready' : 'idle'}
 *   onSearch={setName} value={agent} onChange={setAgent} />
 */
export function AgentPicker({
  dataSourceName,
  agents,
  state,
  onSearch,
  value,
  onChange,
  label = 'Find your agent',
  className,
}: AgentPickerProps) {
  const id = useId()
  const listboxId = `${id}-agents`
  const statusId = `${id}-status`
  const changeRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [open, setOpen] = useState(true)
  const [searched, setSearched] = useState('')
  const available = Boolean(dataSourceName?.trim())
  const typed = text.trim()
  const settled = useDebouncedValue(typed, DELAYS_MS.agentSearch)
  const { active, setActive, move } = useActiveOption(agents)
  const view = agentSearchView({ dataSourceName, text: typed, searched, request: state, count: agents.length })
  const expanded = open && view === 'results'
  const picked = useRef(false)

  useEffect(
    function searchSettledName() {
      if (!available || settled === '' || settled === searched) return
      setSearched(settled)
      onSearch(settled)
    },
    [available, settled, searched, onSearch],
  )

  useEffect(
    function focusAfterPickOrChange() {
      if (!picked.current) return
      picked.current = false
      ;(value ? changeRef.current : inputRef.current)?.focus()
    },
    [value],
  )

  function pick(agent: Agent) {
    picked.current = true
    setText('')
    setSearched('')
    onChange(agent)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const direction = listboxMove(event.key)
    if (direction && view === 'results') {
      event.preventDefault()
      setOpen(true)
      move(direction)
      return
    }
    if (event.key === 'Enter' && expanded && active !== null) {
      event.preventDefault()
      pick(agents[active]!)
      return
    }
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        event.stopPropagation() // a modal around the picker stays open
        setOpen(false)
        setActive(null)
      } else if (text !== '') {
        event.preventDefault()
        event.stopPropagation()
        setText('')
      }
    }
  }

  const root = ['idx-auth', 'idx-inquiry', 'idx-agent-picker', className].filter(Boolean).join(' ')

  if (value) {
    return (
      <div className={root}>
        <InquiryStyles />
        <p className="idx-auth__label">{label}</p>
        <div className="idx-agent-picker__chosen">
          <AgentThumb agent={value} />
          <span className="idx-agent-picker__name">{value.full_name}</span>
          <button
            ref={changeRef}
            type="button"
            className="idx-auth__link"
            aria-label={`Change agent ${value.full_name}`}
            onClick={() => {
              picked.current = true
              onChange(null)
            }}
          >
            Change
          </button>
        </div>
      </div>
    )
  }

  return (
    <div className={root}>
      <InquiryStyles />
      <label className="idx-auth__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="idx-auth__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active !== null ? `${id}-agent-${active}` : undefined}
        aria-describedby={statusId}
        readOnly={!available}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
      />
      <ul id={listboxId} role="listbox" aria-label="Agents" className="idx-agent-picker__list" hidden={!expanded}>
        {expanded
          ? agents.map((agent, index) => (
              <li
                key={agent.id}
                id={`${id}-agent-${index}`}
                role="option"
                aria-selected={active === index}
                className="idx-agent-picker__option"
                // Keeps focus in the box, so a click picks without a blur in between.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(agent)}
                onMouseMove={() => setActive(index)}
              >
                <AgentThumb agent={agent} />
                <span className="idx-agent-picker__name">
                  {agent.full_name}
                  {agent.broker_name ? ' ' : null}
                  {agent.broker_name ? <span className="idx-agent-picker__broker">{agent.broker_name}</span> : null}
                </span>
              </li>
            ))
          : null}
      </ul>
      <p id={statusId} className="idx-agent-picker__status" role="status">
        {statusText(view)}
      </p>
    </div>
  )
}

function statusText(view: ReturnType<typeof agentSearchView>): string {
  switch (view) {
    case 'unavailable':
      return AGENT_SEARCH_UNAVAILABLE
    case 'loading':
      return AGENT_SEARCH_LOADING
    case 'empty':
      return AGENT_SEARCH_EMPTY
    case 'results':
      return AGENT_SEARCH_HINT
    case 'error':
      return ASYNC_FAILURE_MESSAGE
    case 'idle':
      return ''
  }
}
