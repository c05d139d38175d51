import { describe, expect, it } from 'vitest'
import {
  assignChosenAgent,
  getStartedAction,
  inquiryAgentToAssign,
  type AgentAssignmentSteps,
} from './agent-assignment.js'

/** Steps that record what ran, in order; each answer can be set per test. */
function fakeSteps(answers: { saved?: boolean; reloaded?: boolean } = {}) {
  const log: string[] = []
  const steps: AgentAssignmentSteps = {
    rememberAgent: (id) => void log.push(`remember ${id}`),
    reportToTracking: async (id) => void log.push(`tracking ${id}`),
    setCurrentAgent: async (id) => {
      log.push(`current_agent ${id}`)
      return answers.saved ?? true
    },
    reloadUser: async () => {
      log.push('reload user')
      return answers.reloaded ?? true
    },
    signOut: () => void log.push('sign out'),
    wait: async (ms) => void log.push(`wait ${ms}`),
  }
  return { steps, log }
}

describe('assignChosenAgent', () => {
  it("remembers the agent, reports it, sets the user's agent, waits 2.5 s and reloads the user", async () => {
    const { steps, log } = fakeSteps()
    expect(await assignChosenAgent('12', { signedIn: true }, steps)).toBe('assigned')
    expect(log).toEqual(['remember 12', 'tracking 12', 'current_agent 12', 'wait 2500', 'reload user'])
  })

  it('logs out when the user cannot be reloaded', async () => {
    const { steps, log } = fakeSteps({ reloaded: false })
    expect(await assignChosenAgent('12', { signedIn: true }, steps)).toBe('signed-out')
    expect(log.slice(-2)).toEqual(['reload user', 'sign out'])
  })

  it('stops, without a reload or a logout, when the server refuses the agent', async () => {
    const { steps, log } = fakeSteps({ saved: false })
    expect(await assignChosenAgent('12', { signedIn: true }, steps)).toBe('not-saved')
    expect(log).toEqual(['remember 12', 'tracking 12', 'current_agent 12'])
  })

  it('for an anonymous visitor only remembers and reports the agent: there is no user yet', async () => {
    const { steps, log } = fakeSteps()
    expect(await assignChosenAgent('12', { signedIn: false }, steps)).toBe('assigned')
    expect(log).toEqual(['remember 12', 'tracking 12'])
  })

  it('skips the delayed reload when asked (the slice refetches the user itself)', async () => {
    const { steps, log } = fakeSteps()
    expect(await assignChosenAgent('12', { signedIn: true, reloadAfterMs: null }, steps)).toBe('assigned')
    expect(log).toEqual(['remember 12', 'tracking 12', 'current_agent 12'])
  })
})

describe('inquiryAgentToAssign', () => {
  it('assigns the picked agent when the site assigns agents at any form', () => {
    expect(inquiryAgentToAssign({ feature: true, pickedAgentId: '12', currentAgentId: null })).toBe('12')
    expect(inquiryAgentToAssign({ feature: true, pickedAgentId: 12, currentAgentId: '1' })).toBe('12')
  })

  it('assigns nothing when the feature is off, nobody was picked, or the agent is already theirs', () => {
    expect(inquiryAgentToAssign({ feature: false, pickedAgentId: '12', currentAgentId: null })).toBeNull()
    expect(inquiryAgentToAssign({ feature: undefined, pickedAgentId: '12', currentAgentId: null })).toBeNull()
    expect(inquiryAgentToAssign({ feature: true, pickedAgentId: null, currentAgentId: null })).toBeNull()
    expect(inquiryAgentToAssign({ feature: true, pickedAgentId: ' ', currentAgentId: null })).toBeNull()
    expect(inquiryAgentToAssign({ feature: true, pickedAgentId: '12', currentAgentId: 12 })).toBeNull()
  })
})

describe('getStartedAction', () => {
  it('sends an anonymous visitor to sign in first', () => {
    expect(getStartedAction({ signedIn: false, routeAgentId: '12', chosenAgentId: '12', currentAgentId: null })).toBe(
      'sign-in',
    )
  })

  it('assigns the agent a user chose before signing in, when it is not theirs yet', () => {
    expect(getStartedAction({ signedIn: true, routeAgentId: '12', chosenAgentId: '12', currentAgentId: '1' })).toBe(
      'assign',
    )
    expect(
      getStartedAction({ signedIn: true, routeAgentId: '12', chosenAgentId: '12', currentAgentId: undefined }),
    ).toBe('assign')
  })

  it('sends a signed-in user straight to the index otherwise', () => {
    expect(getStartedAction({ signedIn: true, routeAgentId: '12', chosenAgentId: '12', currentAgentId: '12' })).toBe(
      'index',
    )
    // A link naming another agent assigns nobody.
    expect(getStartedAction({ signedIn: true, routeAgentId: '12', chosenAgentId: '5', currentAgentId: '1' })).toBe(
      'index',
    )
    expect(getStartedAction({ signedIn: true, routeAgentId: '12', chosenAgentId: null, currentAgentId: '1' })).toBe(
      'index',
    )
  })
})
