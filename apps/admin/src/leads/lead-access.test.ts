import { describe, expect, it } from 'vitest'
import { leadsRole, leadsTitle } from './lead-access.js'

describe('leadsRole', () => {
  it('makes the admin scope an administrator, an agent user an agent, anyone else nobody', () => {
    expect(leadsRole('read write admin', null)).toBe('admin')
    expect(leadsRole('read write', { as_agent: { active_feeds: ['actris'] } })).toBe('agent')
    expect(leadsRole('read write', { as_agent: null })).toBe('none')
    expect(leadsRole(null, null)).toBe('none')
  })

  it("titles an agent's page My Leads", () => {
    expect(leadsTitle('agent')).toBe('My Leads')
    expect(leadsTitle('admin')).toBe('Leads')
  })
})
