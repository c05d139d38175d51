import { SOMETHING_WENT_WRONG_MESSAGE } from '@idx/api-client'
import { useEffect, useRef } from 'react'
import { Navigate, useLocation, useNavigate, useOutletContext, useParams } from 'react-router'
import { useCurrentUser, useSessionStatus, useSiteSession } from '@idx/app-shell'
import { useFlash } from '@idx/ui'
import { withMenu } from '../app/SiteHeader.js'
import { getStartedAction } from './agent-assignment.js'
import { authRequiredRedirect } from './auth-required.js'
import type { WorkWithAgentContext } from './WorkWithAgentPage.js'

/**
 * `work-with-agent/{agent_id}/get-started` (collaboration spec): needs a session. An anonymous
 * visitor goes through the authentication-required path (`auth`, or `authenticate` on sites with
 * their own login) and comes back here after sign-in; a signed-in user goes to the index with the
 * menu open, after their chosen agent is assigned when that did not happen yet (a visitor who
 * signed in to an existing account on the way; a sign-up already carried the agent).
 */
export default function GetStarted() {
  const { api, site, siteSettled } = useOutletContext<WorkWithAgentContext>()
  const { agentId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const flash = useFlash()
  const session = useSiteSession()
  const status = useSessionStatus()
  const { user } = useCurrentUser(api)
  const [setCurrentAgent] = api.useSetCurrentAgentMutation()
  const action = getStartedAction({
    signedIn: status === 'authenticated',
    routeAgentId: agentId,
    chosenAgentId: session.agentTracking(),
    currentAgentId: user ? (user.current_agent?.id ?? null) : undefined,
  })
  const indexPath = `/${withMenu(location.search, true)}`
  const started = useRef(false)

  useEffect(() => {
    if (action !== 'assign' || started.current) return
    started.current = true
    void (async () => {
      const result = await setCurrentAgent(agentId)
      if ('error' in result) flash(SOMETHING_WENT_WRONG_MESSAGE, 'warning')
      void navigate(indexPath, { replace: true })
    })()
  }, [action, agentId, setCurrentAgent, navigate, indexPath, flash])

  if (action === 'index') return <Navigate to={indexPath} replace />
  if (action === 'assign') return <p role="status">Setting up your agent…</p>
  // Which sign-in route depends on the site: wait for it.
  if (!siteSettled) return null
  return <SignInFirst idxLogin={site?.features?.idx_login} />
}

/** Remembers get-started as the attempted transition, then goes to the auth route. */
function SignInFirst({ idxLogin }: { idxLogin: boolean | null | undefined }) {
  const session = useSiteSession()
  const location = useLocation()
  // No target name: the auth screen then reads 'Get Started', what the visitor just pressed.
  const { to, transition } = authRequiredRedirect({
    idxLogin,
    pathname: location.pathname,
    search: location.search,
    targetName: '',
  })
  if (session.attemptedTransition()?.url !== transition.url) session.setAttemptedTransition(transition)
  return <Navigate to={to} replace />
}
