import type { Agent } from '@idx/domain'
import { createElement, useCallback, useEffect, useState } from 'react'
import { AgentPicker } from './AgentPicker.js'
import type { AgentPickerProps } from './AgentPicker.js'
import type { AgentSearchRequestState } from './agent-search.js'
import type { InquiryListing } from './inquiry-values.js'

/** A letters picture inline, so stories need no network. */
const INLINE_THUMB =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0b5cad"/></svg>',
  )

/** The agent the inquiry widgets show (picked, current, calling back): what they read of one. */
export const storyAgent: Agent = {
  id: '41',
  full_name: 'Ana Diaz',
  broker_name: 'Lone Star Realty',
  pictures: { thumb_url: INLINE_THUMB },
}

/** A listing as the detail page passes it. */
export const storyListing: InquiryListing = {
  title: '1105 W Mary St',
  subtitle: 'Austin, TX 78704',
  mls_number: '5512034',
}

/** Long names and addresses must wrap, never overflow. */
export const longListing: InquiryListing = {
  title: '12345 North Lamar Boulevard Extraordinarily Long Named Private Drive Unit 1204B',
  subtitle: 'Village of Salado-on-the-Brazos Heights, TX 76571',
  mls_number: 'ACTRIS-2026-0000123456789',
}

export const longNameAgent: Agent = {
  id: '99',
  full_name: 'Maximiliana-Josefina Alexandrina Wolfeschlegelsteinhausenbergerdorff',
  broker_name: 'The Extraordinarily Long Named Lone Star Realty Brokerage Group of Central Texas',
}

/** The feed's agents a story's pretend server searches. */
export const storyAgents: Agent[] = [
  storyAgent,
  { id: '42', full_name: 'Anand Patel', broker_name: 'Lone Star Realty' },
  { id: '43', full_name: 'Hannah Brooks', broker_name: 'Hill Country Homes' },
  longNameAgent,
]

/** How a story's pretend server answers an agent search. */
export type StoryAgentServer = 'answers' | 'slow' | 'fails'

/**
 * A host around `AgentPicker`: it keeps the value and answers `onSearch` from `storyAgents`
 * after 50 ms (never when `slow`, with an error when `fails`), as the page's query would.
 */
export function AgentPickerHost({
  server = 'answers',
  onSearch,
  onChange,
  initial = null,
  ...props
}: Omit<AgentPickerProps, 'agents' | 'state' | 'value'> & { server?: StoryAgentServer; initial?: Agent | null }) {
  const [value, setValue] = useState<Agent | null>(initial)
  const search = useAgentServer(server, onSearch)
  // createElement, not JSX: this file stays a .ts, which the package build leaves out.
  return createElement(AgentPicker, {
    ...props,
    agents: search.agents,
    state: search.state,
    onSearch: search.onSearch,
    value,
    onChange: (agent: Agent | null) => {
      setValue(agent)
      onChange(agent)
    },
  })
}

/** The pretend agent search shared by the picker's and the inquiry form's stories. */
export function useAgentServer(server: StoryAgentServer, spy?: (name: string) => void) {
  const [name, setName] = useState('')
  const [answer, setAnswer] = useState<{ agents: Agent[]; state: AgentSearchRequestState }>({
    agents: [],
    state: 'idle',
  })
  useEffect(
    function answerLater() {
      if (!name || server === 'slow') return
      const timer = setTimeout(() => {
        if (server === 'fails') return setAnswer({ agents: [], state: 'error' })
        const needle = name.toLowerCase()
        setAnswer({
          agents: storyAgents.filter((agent) => agent.full_name.toLowerCase().includes(needle)),
          state: 'ready',
        })
      }, 50)
      return () => clearTimeout(timer)
    },
    [name, server],
  )
  const onSearch = useCallback(
    (next: string) => {
      spy?.(next)
      setName(next)
      setAnswer((previous) => ({ ...previous, state: 'loading' }))
    },
    [spy],
  )
  return { ...answer, onSearch }
}
