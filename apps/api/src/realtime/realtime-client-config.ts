import type { PusherServerUrl } from '../config/pusher-url.js'
import { REALTIME_WS_PATH } from './socket-hub.js'

/** The route pusher-js asks to sign a subscription (POST, with the user's bearer token). */
export const PUSHER_AUTH_ENDPOINT = '/api/v3/pusher/auth'

/** pusher-js's options, as the browser gets them in the site configuration's `realtime`. */
export interface RealtimeClientConfig {
  key: string
  /** pusher-js requires one; unused when wsHost is given. */
  cluster: string
  wsHost: string
  wsPort: number
  wssPort: number
  wsPath: string
  forceTLS: boolean
  enabledTransports: ('ws' | 'wss')[]
  authEndpoint: string
}

/**
 * What the browser connects to: the embedded endpoint on the origin it reached the site at
 * (`origin`, e.g. `https://homes.example.com`), or IDX_PUSHER_URL's server.
 */
export function realtimeClientConfig(
  key: string,
  origin: string,
  hosted: PusherServerUrl | undefined,
): RealtimeClientConfig {
  const shared = {
    key,
    cluster: 'idx',
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    authEndpoint: PUSHER_AUTH_ENDPOINT,
  }
  if (hosted) {
    const tls = hosted.scheme === 'https'
    const port = hosted.wsHost === hosted.host ? hosted.port : tls ? 443 : 80
    return { ...shared, wsHost: hosted.wsHost, wsPort: port, wssPort: port, wsPath: '', forceTLS: tls }
  }
  const url = new URL(origin)
  const tls = url.protocol === 'https:'
  const port = url.port ? Number(url.port) : tls ? 443 : 80
  return { ...shared, wsHost: url.hostname, wsPort: port, wssPort: port, wsPath: REALTIME_WS_PATH, forceTLS: tls }
}
