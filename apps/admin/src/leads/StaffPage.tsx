import type { SiteApi } from '@idx/app-shell'
import type { ReactNode } from 'react'
import { useLeadsRole } from './useLeadsRole.js'
import type { LeadsRole } from './lead-access.js'

/**
 * A page for the site's staff: an administrator or an agent sees `children(role)`; anyone else is
 * sent to the sign-in (or the re-authentication), as the leads pages are. Drawn by the app itself,
 * so the pages it wraps, loaded later, need not import the guard (which the first load holds).
 */
export function StaffPage({
  api,
  children,
}: {
  api: SiteApi
  children: (role: Exclude<LeadsRole, 'none'>) => ReactNode
}) {
  const { role, guard } = useLeadsRole(api)
  if (guard || !role) return guard
  return children(role)
}
