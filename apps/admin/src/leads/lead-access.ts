import { hasAdminScope } from '@idx/domain'

/** Who is looking at the leads: an administrator (every lead of the site) or an agent (their own). */
export type LeadsRole = 'admin' | 'agent' | 'none'

/**
 * The role a session has on the leads pages: the admin scope makes an administrator; else a user
 * who is one of the site's agents (the user document's `as_agent`) sees their own leads.
 *
 * @example
 * leadsRole('read write admin', null) // 'admin'
 * leadsRole('read write', { as_agent: { active_feeds: ['actris'] } }) // 'agent'
 */
export function leadsRole(scope: string | null, user: { as_agent?: unknown } | null): LeadsRole {
  if (hasAdminScope(scope)) return 'admin'
  return user?.as_agent ? 'agent' : 'none'
}

/** The leads page's title for the role: an agent's are 'My Leads'. */
export function leadsTitle(role: LeadsRole): string {
  return role === 'agent' ? 'My Leads' : 'Leads'
}
