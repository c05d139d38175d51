import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { BridgeUser } from '@idx/domain'
import { normalizeCached } from '@idx/api-client/react'
import { type SiteApi, useCurrentUser, useSessionStatus, useSiteSession } from '@idx/app-shell'
import type { FrameBridge } from './frame-bridge.js'
import { signInLocation, withMenu } from '../app/SiteHeader.js'

/** The user as the parent is told of them. */
export function bridgeUser(
  user:
    | {
        id: string
        full_name?: string | null
        first_name?: string | null
        last_name?: string | null
        email?: string | null
      }
    | null
    | undefined,
): BridgeUser | null {
  if (!user) return null
  const name = user.full_name ?? [user.first_name, user.last_name].filter(Boolean).join(' ')
  return { id: user.id, name, email: user.email ?? null }
}

/**
 * The bridge's part inside the app: tells the parent where the visitor is (after every navigation,
 * with the page's title) and who they are, and carries out what the parent asks (`navigate`,
 * `login`, `logout`). Login from the parent opens the sign-in over the search, then the sidebar
 * once signed in (spec §4).
 */
export default function EmbedBridge({ bridge, api }: { bridge: FrameBridge; api: SiteApi }) {
  const site = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data }) => ({ site: data ? normalizeCached(data).data : null }),
  }).site
  const location = useLocation()
  const navigate = useNavigate()
  const session = useSiteSession()
  const status = useSessionStatus()
  const { user, loading } = useCurrentUser(api)
  const openMenuAfterSignIn = useRef(false)

  useEffect(() => {
    // After this render's effects: the route's title is written by then.
    const timer = setTimeout(() => {
      bridge.publish({ type: 'location.changed', path: bridge.framePath(), title: document.title })
      bridge.relayout()
    })
    return () => clearTimeout(timer)
  }, [bridge, location.pathname, location.search])

  const told = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (status === 'authenticated' && (loading || !user)) return
    const value = status === 'authenticated' ? bridgeUser(user) : null
    const text = JSON.stringify(value)
    if (told.current === text) return
    told.current = text
    bridge.publish({ type: 'user.updated', user: value })
  }, [bridge, status, user, loading])

  useEffect(() => {
    if (status !== 'authenticated' || !openMenuAfterSignIn.current) return
    openMenuAfterSignIn.current = false
    void navigate({ pathname: '/', search: withMenu(window.location.search, true) })
  }, [status, navigate])

  useEffect(() => {
    const removals = [
      bridge.handle('navigate', (message) => {
        if (message.type !== 'navigate') return null
        if (bridge.framePath() !== message.path) void navigate(`/${message.path}`)
        return { path: message.path }
      }),
      bridge.handle('login', () => {
        if (session.status() === 'authenticated') {
          void navigate({ pathname: '/', search: withMenu(window.location.search, true) })
          return { signedIn: true }
        }
        openMenuAfterSignIn.current = true
        void navigate(signInLocation(site, window.location.search))
        return { signedIn: false }
      }),
      bridge.handle('logout', async () => {
        if (session.status() === 'authenticated') await session.signOut()
        return { signedIn: false }
      }),
    ]
    return () => removals.forEach((remove) => remove())
  }, [bridge, navigate, session, site])
  return null
}
