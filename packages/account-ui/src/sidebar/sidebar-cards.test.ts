import { describe, expect, it } from 'vitest'
import { headerGreeting, sidebarAgent, sidebarCards } from './sidebar-cards.js'

const agent = { id: '1', full_name: 'Ana Diaz' }
const user = {
  id: '7',
  first_name: 'Jane',
  last_name: 'Doe',
  full_name: 'Jane Doe',
  email: 'j@d.io',
  current_agent: agent,
}

describe('sidebarCards', () => {
  it('hides Settings & Notifications from single-sign-on users only', () => {
    const titles = (signedIn: boolean, sso: boolean) => sidebarCards({ signedIn, sso }).map((card) => card.title)
    expect(titles(true, false)).toEqual(['Saved Searches', 'Collections', 'Settings & Notifications'])
    expect(titles(true, true)).toEqual(['Saved Searches', 'Collections'])
    expect(titles(false, false)).toHaveLength(3)
  })
})

describe('sidebarAgent', () => {
  it("shows the user's current agent unless the host names one, or null to hide it", () => {
    expect(sidebarAgent(user, undefined)).toBe(agent)
    expect(sidebarAgent(user, null)).toBeNull()
    expect(sidebarAgent(null, undefined)).toBeNull()
  })
})

describe('headerGreeting', () => {
  it('greets a user by first name and invites a visitor to start', () => {
    expect(headerGreeting({ first_name: ' Jane ' })).toBe('Hi, Jane')
    expect(headerGreeting(null)).toBe('Get Started')
    expect(headerGreeting({ first_name: '' })).toBe('My Account')
  })
})
