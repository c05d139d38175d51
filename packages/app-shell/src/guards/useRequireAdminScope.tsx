import { hasAdminScope } from '@idx/domain'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSessionScope } from '../session/SessionProvider.js'

/** The query parameter that carries where to return after signing in (spec: admin's `return_to`). */
export const RETURN_TO_PARAM = 'return_to'

/**
 * The admin routes' guard: a session without the admin scope (anonymous, or a visitor's) is sent
 * to the re-authentication screen, which remembers the route it came from in `return_to`.
 *
 * @example
 * const guard = useRequireAdminScope('/reauthenticate')
 * if (guard) return guard
 */
export function useRequireAdminScope(reauthenticatePath: string): ReactNode {
  const scope = useSessionScope()
  const location = useLocation()
  if (hasAdminScope(scope)) return null
  const query = new URLSearchParams({ [RETURN_TO_PARAM]: `${location.pathname}${location.search}` })
  return <Navigate to={`${reauthenticatePath}?${query}`} replace />
}

/**
 * A `return_to` value as a path of this router (`/ui?x=1`), or `fallback` for anything else: a
 * value from the address bar must never lead to another origin (`//evil`, `/\evil`, `https:`).
 *
 * @example
 * routerReturnTo('/ui?marketId=2', '/ui') // '/ui?marketId=2'
 * routerReturnTo('//evil.example/', '/ui') // '/ui'
 */
export function routerReturnTo(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || /^\/[/\\]/.test(value) || /[\s\\]/.test(value)) return fallback
  return value
}
