import { SOMETHING_WENT_WRONG_MESSAGE } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import { agentPageTitle, type Site } from '@idx/domain'
import { WorkWithAgent } from '@idx/search-ui'
import { useEffect, useRef, useState } from 'react'
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router'
import { SiteHeader } from '../app/SiteHeader.js'
import { type SiteApi, type SiteConfig, usePageTitle, useSessionStatus } from '@idx/app-shell'
import { agentOf } from './agent-search-state.js'
import { useAgentAssignment } from './useAgentAssignment.js'

/** Ours: the spec names no text for an agent link that names no agent of the site. */
export const AGENT_NOT_FOUND_TITLE = 'Agent Not Found.'
export const AGENT_NOT_FOUND_TEXT = 'Sorry, but the agent you are looking for is not available.'
export const AGENT_NOT_FOUND_LINK = 'Go to the search'

export type WorkWithAgentPageProps = { api: SiteApi; config: SiteConfig }

/** What the page's outlet hands the get-started child. */
export type WorkWithAgentContext = { api: SiteApi; site: Site | null; siteSettled: boolean }

/** How the agent's request stands, for the page. */
type AgentLoad = 'loading' | 'error' | 'not-found' | 'ready'

/**
 * `work-with-agent/{agent_id}` (collaboration spec): the agent's full name and 'Get Started',
 * which assigns the agent ("set the chosen agent id for the site, report it to tracking, reload
 * the current user after 2.5 s (log out if that fails), then go to get-started"). An id that names
 * no agent of the site shows 'Agent Not Found.'. Its child `get-started` renders in the outlet.
 */
export default function WorkWithAgentPage({ api, config }: WorkWithAgentPageProps) {
  const { agentId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const status = useSessionStatus()
  const assign = useAgentAssignment(api, config)
  const siteQuery = api.useGetSiteQuery()
  const site = siteQuery.data ? normalizeCached(siteQuery.data).data : null
  const agentQuery = api.useGetAgentQuery(agentId)
  const agent = agentOf(agentQuery.currentData)
  const [assigning, setAssigning] = useState(false)
  const [failed, setFailed] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const error = agentQuery.error as { status?: unknown } | undefined
  const load: AgentLoad = agent
    ? 'ready'
    : agentQuery.isError
      ? error?.status === 404
        ? 'not-found'
        : 'error'
      : 'loading'
  usePageTitle(
    api,
    load === 'not-found' ? AGENT_NOT_FOUND_TITLE : load === 'ready' ? agentPageTitle(agent?.full_name) : null,
  )

  async function getStarted(chosen: { id: string }) {
    setAssigning(true)
    setFailed(false)
    const id = String(chosen.id)
    const outcome = await assign(id, { signedIn: status === 'authenticated' })
    if (!mounted.current) return
    setAssigning(false)
    if (outcome === 'assigned') {
      // The agent's own id ('5' for a link's '05'): get-started compares it with the one remembered.
      void navigate({ pathname: `/work-with-agent/${encodeURIComponent(id)}/get-started`, search: location.search })
    } else if (outcome === 'not-saved') {
      setFailed(true)
    }
    // 'signed-out': the session's sign-out reloads the app at /app/.
  }

  return (
    <>
      <SiteHeader api={api} site={site} />
      <main className="message-page work-with-agent-page">
        {load === 'not-found' ? (
          <>
            <h1>{AGENT_NOT_FOUND_TITLE}</h1>
            <p>{AGENT_NOT_FOUND_TEXT}</p>
            <p>
              <Link to="/">{AGENT_NOT_FOUND_LINK}</Link>
            </p>
          </>
        ) : load === 'error' ? (
          <div role="alert">
            <p>{SOMETHING_WENT_WRONG_MESSAGE}</p>
            <button type="button" onClick={() => void agentQuery.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <WorkWithAgent agent={agent} assigning={assigning} onGetStarted={(chosen) => void getStarted(chosen)} />
            {assigning ? (
              <p role="status" className="work-with-agent-page__status">
                Connecting you with {agent?.full_name}…
              </p>
            ) : null}
            {failed ? <p role="alert">{SOMETHING_WENT_WRONG_MESSAGE}</p> : null}
          </>
        )}
        <Outlet
          context={{ api, site, siteSettled: site !== null || siteQuery.isError } satisfies WorkWithAgentContext}
        />
      </main>
    </>
  )
}
