import { RETURN_TO_PARAM, useCurrentUser, useSessionScope, useSessionStatus, type SiteApi } from '@idx/app-shell'
import { ADMIN_ROUTE_PATHS } from '@idx/domain'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { leadsRole, type LeadsRole } from './lead-access.js'

/**
 * The leads pages' guard: an administrator's session (the admin scope) or an agent's passes with
 * its role; anyone else goes to the admin sign-in, which comes back here (`return_to`). While the
 * user is loading, `role` is null and `guard` a spinner.
 *
 * @example
 * const { role, guard } = useLeadsRole(api)
 * if (guard) return guard
 */
export function useLeadsRole(api: SiteApi): { role: Exclude<LeadsRole, 'none'> | null; guard: ReactNode } {
  const scope = useSessionScope()
  const status = useSessionStatus()
  const { user, loading } = useCurrentUser(api)
  const location = useLocation()
  const role = leadsRole(scope, user)
  if (role !== 'none') return { role, guard: null }
  if (status === 'authenticated' && (loading || !user)) {
    return {
      role: null,
      guard: (
        <main className="admin-page">
          <div className="async-state async-state--running" role="status" aria-label="Loading">
            <span className="async-state__spinner" aria-hidden="true" />
          </div>
        </main>
      ),
    }
  }
  const query = new URLSearchParams({ [RETURN_TO_PARAM]: `${location.pathname}${location.search}` })
  const target = status === 'authenticated' ? ADMIN_ROUTE_PATHS['admin-reauthenticate'] : ADMIN_ROUTE_PATHS.admin
  return { role: null, guard: <Navigate to={`${target}?${query}`} replace /> }
}
