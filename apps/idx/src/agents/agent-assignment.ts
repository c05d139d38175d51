import { DELAYS_MS } from '@idx/domain'

/** The side effects of assigning an agent, handed in by the host (and by tests, as fakes). */
export interface AgentAssignmentSteps {
  /** Keeps the chosen agent as the site's agent (the session's agent-tracking value). */
  rememberAgent(agentId: string): void
  /** `PUT /api/visitors/{vid}/assign`: fire and forget, never rejects. */
  reportToTracking(agentId: string): Promise<unknown>
  /** `PUT user/current_agent`: resolves whether the server took it. */
  setCurrentAgent(agentId: string): Promise<boolean>
  /** Loads the current user afresh: resolves whether it loaded. */
  reloadUser(): Promise<boolean>
  signOut(): Promise<void> | void
  wait(ms: number): Promise<void>
}

/**
 * How an assignment ended: `assigned`; `not-saved` when the server refused the user's new agent
 * (nothing else changed for the user); `signed-out` when the user could not be reloaded afterwards.
 */
export type AssignmentOutcome = 'assigned' | 'not-saved' | 'signed-out'

export interface AssignmentOptions {
  /** Whether a user is signed in: only a user has a current agent to set and reload. */
  signedIn: boolean
  /**
   * Wait this long, then reload the current user (logging out if that fails); null: no reload
   * (the slice refetches the user on its own after `setCurrentAgent`). Default
   * `DELAYS_MS.agentAssignReload` (2500 ms), the spec's delay for work-with-agent.
   */
  reloadAfterMs?: number | null
}

/**
 * Assigns the agent a visitor chose (collaboration spec §4, "Assigning an agent"): set the chosen
 * agent id for the site, report it to tracking, and for a signed-in user make it their current
 * agent, then reload the user after 2.5 s and log out if that fails. An anonymous visitor has no
 * user yet: the remembered agent travels with their sign-up (`current_agent_id`) instead.
 *
 * @example
 * const outcome = await assignChosenAgent('12', { signedIn: true }, steps)
 * if (outcome === 'assigned') navigate('get-started')
 */
export async function assignChosenAgent(
  agentId: string,
  { signedIn, reloadAfterMs = DELAYS_MS.agentAssignReload }: AssignmentOptions,
  steps: AgentAssignmentSteps,
): Promise<AssignmentOutcome> {
  steps.rememberAgent(agentId)
  await steps.reportToTracking(agentId)
  if (!signedIn) return 'assigned'
  if (!(await steps.setCurrentAgent(agentId))) return 'not-saved'
  if (reloadAfterMs === null) return 'assigned'
  await steps.wait(reloadAfterMs)
  if (await steps.reloadUser()) return 'assigned'
  await steps.signOut()
  return 'signed-out'
}

/**
 * The agent an inquiry's answer assigns (spec: with the site's `assign_agent_at_any_form`, the
 * agent a visitor names in any form becomes theirs): the agent picked, when the feature is on and
 * the agent is not already the user's; else null.
 *
 * @example
 * inquiryAgentToAssign({ feature: true, pickedAgentId: '12', currentAgentId: '1' }) // '12'
 */
export function inquiryAgentToAssign({
  feature,
  pickedAgentId,
  currentAgentId,
}: {
  feature: boolean | null | undefined
  pickedAgentId: string | number | null | undefined
  currentAgentId: string | number | null | undefined
}): string | null {
  if (feature !== true || pickedAgentId == null || String(pickedAgentId).trim() === '') return null
  const picked = String(pickedAgentId).trim()
  return currentAgentId != null && String(currentAgentId) === picked ? null : picked
}

/** What `work-with-agent/{agent_id}/get-started` does for the visitor in front of it. */
export type GetStartedAction =
  /** Anonymous: through the authentication-required path, back here after sign-in. */
  | 'sign-in'
  /** Signed in after choosing this agent, who is not yet theirs: assign, then the index. */
  | 'assign'
  /** Signed in: the index with the menu (spec). */
  | 'index'

/**
 * The get-started child's decision. A user signed in is sent to the index with the menu; when they
 * chose this agent on the parent page (`chosenAgentId`, the remembered agent) before signing in to
 * an existing account, the agent is assigned first. An agent merely named in a link is never
 * assigned: only the visitor's own Get Started press records a choice.
 *
 * @example
 * getStartedAction({ signedIn: true, routeAgentId: '12', chosenAgentId: '12', currentAgentId: '1' }) // 'assign'
 */
export function getStartedAction({
  signedIn,
  routeAgentId,
  chosenAgentId,
  currentAgentId,
}: {
  signedIn: boolean
  routeAgentId: string
  chosenAgentId: string | null | undefined
  /** The user's current agent; undefined while the user loads (an assignment then is harmless). */
  currentAgentId: string | null | undefined
}): GetStartedAction {
  if (!signedIn) return 'sign-in'
  const chosen = chosenAgentId != null && chosenAgentId === routeAgentId
  return chosen && currentAgentId !== routeAgentId ? 'assign' : 'index'
}
