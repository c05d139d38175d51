import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { type SiteApi, type SiteConfig, useCurrentUser, useSiteSession } from '@idx/app-shell'

/**
 * Live updates (spec §7): while a user is signed in, one connection for the session to their
 * `presence-User-{id}` channel (the page's `realtime` configuration), so a collaborator's change
 * refetches what shows it; signing out (or in as someone else) closes it. Browser only (an
 * effect); nothing without a `realtime` configuration. The connection's code (the Pusher client
 * glue and its tag rules) loads once someone is signed in, never with a visitor's first page.
 */
export function LiveUpdates({ api, config }: { api: SiteApi; config: SiteConfig }) {
  const session = useSiteSession()
  const { user } = useCurrentUser(api)
  const dispatch = useDispatch()
  const userId = user?.id ?? null
  const realtime = config.realtime ?? null
  const baseUrl = config.api_base_url
  useEffect(
    function connectWhileSignedIn() {
      if (userId === null || realtime === null) return
      let disconnect: (() => void) | null = null
      let closed = false
      void import('./live-connection.js').then(({ connectRealtime }) => {
        if (closed) return
        disconnect = connectRealtime({ config: realtime, getToken: session.getToken, baseUrl, userId, api, dispatch })
      })
      return () => {
        closed = true
        disconnect?.()
      }
    },
    [userId, realtime, baseUrl, session, api, dispatch],
  )
  return null
}
