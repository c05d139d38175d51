import type { CurrentUser } from '@idx/api-client'
import type { SessionStatus } from '@idx/domain'
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import type { SiteApi } from '../api/site-api.js'
import type { SiteSession } from './site-session.js'

const SessionContext = createContext<SiteSession | null>(null)

export function SessionProvider({ session, children }: { session: SiteSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

/** The site session the app was started with. */
export function useSiteSession(): SiteSession {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSiteSession needs a SessionProvider above it')
  return session
}

// The server renders every page anonymous (the visitor's tokens live in the browser): hydration
// renders it so too, then the visitor's own status.
const serverStatus = (): SessionStatus => 'anonymous'

/** Whether the visitor is signed in; re-renders when that changes. */
export function useSessionStatus(): SessionStatus {
  const session = useSiteSession()
  return useSyncExternalStore(session.subscribe, session.status, serverStatus)
}

const serverScope = (): string => ''

/**
 * The scopes of the signed-in session's token ('read write admin'), '' while anonymous; re-renders
 * when the session changes (a sign-in may add the admin scope).
 */
export function useSessionScope(): string {
  const session = useSiteSession()
  const scope = () => (session.status() === 'authenticated' ? (session.tokenStore.read()?.scope ?? '') : '')
  return useSyncExternalStore(session.subscribe, scope, serverScope)
}

/**
 * The signed-in user (null while anonymous or loading). A current-user load the server refuses
 * ends the session (spec §4: a failed current-user load invalidates it).
 */
export function useCurrentUser(api: SiteApi): { user: CurrentUser | null; loading: boolean } {
  const session = useSiteSession()
  const status = useSessionStatus()
  const result = api.useGetCurrentUserQuery(undefined, { skip: status !== 'authenticated' })
  const failed = result.isError && typeof result.error === 'object' && 'status' in result.error
  const refused = failed && (result.error as { status: unknown }).status === 401
  useEffect(() => {
    if (status === 'authenticated' && refused) session.invalidate()
  }, [status, refused, session])
  const user = status === 'authenticated' ? (result.data ?? null) : null
  return { user, loading: status === 'authenticated' && result.isLoading }
}
