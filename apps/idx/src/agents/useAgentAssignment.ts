import { useCallback } from 'react'
import { useDispatch } from 'react-redux'
import { type AppStore, type SiteApi, type SiteConfig, useSiteSession } from '@idx/app-shell'
import { assignChosenAgent, type AssignmentOptions, type AssignmentOutcome } from './agent-assignment.js'
import { useSiteTracking } from './useSiteTracking.js'

/** `assignChosenAgent` with this site's session, tracking client and api slice as its steps. */
export function useAgentAssignment(
  api: SiteApi,
  config: SiteConfig,
): (agentId: string, options: AssignmentOptions) => Promise<AssignmentOutcome> {
  const session = useSiteSession()
  const { tracking, vid } = useSiteTracking(config)
  const dispatch = useDispatch<AppStore['dispatch']>()
  const [setCurrentAgent] = api.useSetCurrentAgentMutation()
  return useCallback(
    (agentId, options) =>
      assignChosenAgent(agentId, options, {
        rememberAgent: (id) => session.setAgentTracking(id),
        reportToTracking: (id) => tracking.assignAgent(vid(), id),
        setCurrentAgent: async (id) => !('error' in (await setCurrentAgent(id))),
        reloadUser: async () => {
          const reload = api.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true })
          return !(await dispatch(reload)).isError
        },
        signOut: () => session.signOut(),
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      }),
    [api, dispatch, session, setCurrentAgent, tracking, vid],
  )
}
