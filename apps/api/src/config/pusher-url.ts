/** A Pusher Channels app: the id the events API names, the public key and the signing secret. */
export interface RealtimeApp {
  appId: string
  key: string
  secret: string
}

/** IDX_PUSHER_URL read: a hosted Pusher app or a soketi server that events go through. */
export interface PusherServerUrl extends RealtimeApp {
  /** Where the events API is (`http(s)://host:port`). */
  scheme: 'http' | 'https'
  host: string
  port: number
  /** The host browsers open their WebSocket to (IDX_PUSHER_WS_HOST; default the URL's host). */
  wsHost: string
}

/**
 * Reads IDX_PUSHER_URL, `http(s)://key:secret@host:port/apps/appId` (the form the `pusher`
 * package's `Pusher.forURL` takes). Unset or blank: undefined (the embedded endpoint).
 */
export function readPusherUrl(text: string | undefined, wsHost: string | undefined): PusherServerUrl | undefined {
  if (!text || text.trim() === '') return undefined
  const problem = 'IDX_PUSHER_URL must read http(s)://key:secret@host:port/apps/appId'
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new Error(problem)
  }
  const appId = /^\/apps\/([\w-]+)\/?$/.exec(url.pathname)?.[1]
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.username || !url.password || !appId) {
    throw new Error(problem)
  }
  const scheme = url.protocol === 'https:' ? 'https' : 'http'
  return {
    appId,
    key: decodeURIComponent(url.username),
    secret: decodeURIComponent(url.password),
    scheme,
    host: url.hostname,
    port: url.port ? Number(url.port) : scheme === 'https' ? 443 : 80,
    wsHost: wsHost || url.hostname,
  }
}
