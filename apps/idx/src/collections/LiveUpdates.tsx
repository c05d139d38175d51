import { connectRealtime } from '@idx/api-client/react'
import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { type SiteApi, type SiteConfig, useCurrentUser, useSiteSession } from '@idx/app-shell'

/**
 * Live updates (spec §7): while a user is signed in, one connection for the session to their
 * `presence-User-{id}` channel (the page's `realtime` configuration), so a collaborator's change
 * refetches what shows it; signing out (or in as someone else) closes it. Browser only (an
 * effect); nothing without a `realtime` configuration.
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
      return connectRealtime({ config: realtime, getToken: session.getToken, baseUrl, userId, api, dispatch })
    },
    [userId, realtime, baseUrl, session, api, dispatch],
  )
  return null
}
