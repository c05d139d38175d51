import type { Site } from '@idx/domain'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSessionStatus, useSiteSession } from '../session/SessionProvider.js'

/**
 * Authentication-required routes (spec §2): a visitor is sent to index.authenticate on sites with
 * their own login, otherwise to auth, and the visit is remembered to retry after sign-in.
 */
export function useRequireSession(targetName: string, site: Site | null): ReactNode {
  const session = useSiteSession()
  const status = useSessionStatus()
  const location = useLocation()
  if (status === 'authenticated') return null
  const url = `/app${location.pathname}${location.search}`
  if (session.attemptedTransition()?.url !== url) {
    session.setAttemptedTransition({
      url,
      targetName,
      queryParams: Object.fromEntries(new URLSearchParams(location.search)),
    })
  }
  const query = new URLSearchParams(location.search)
  return <Navigate to={`${site?.features?.idx_login ? '/authenticate' : '/auth'}?${query}`} replace />
}
