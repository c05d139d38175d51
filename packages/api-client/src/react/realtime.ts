import type { Options } from 'pusher-js'
import type { TokenGetter } from '../http/create-token-getter.js'
import { isObjectUpdatedPayload, OBJECT_UPDATED_EVENT, userChannelName } from '@idx/domain'
import { REALTIME_RECONNECT_TAGS, realtimeTags } from './realtime-tags.js'
import type { IdxTag } from './tags.js'

/** The pusher client config the site settings carry (`realtime`, apps/api/README.md). */
export interface RealtimeConfig {
  readonly key: string
  readonly wsHost: string
  readonly wsPort: number
  /** Default `wsPort`. */
  readonly wssPort?: number
  readonly wsPath?: string
  /** pusher-js requires one; unused with `wsHost`. Default `''`. */
  readonly cluster?: string
  readonly forceTLS: boolean
  readonly enabledTransports?: readonly ('ws' | 'wss')[]
  /** `/api/v3/pusher/auth`, signed with the user's bearer token. */
  readonly authEndpoint: string
}

/** The parts of a pusher-js channel this uses. */
export interface RealtimeChannel {
  bind(event: string, callback: (data: never) => void): unknown
}

/** The parts of a pusher-js client this uses (a fake one in tests). */
export interface RealtimeClient {
  subscribe(channelName: string): RealtimeChannel
  disconnect(): void
  readonly connection: {
    bind(event: 'state_change', callback: (states: { previous: string; current: string }) => void): unknown
  }
}

/** Makes the client: `new Pusher(key, options)` by default, loaded on first use. */
export type RealtimeClientFactory = (key: string, options: Options) => RealtimeClient | Promise<RealtimeClient>

export interface ConnectRealtimeOptions<TAction> {
  readonly config: RealtimeConfig
  /** The signed-in user's token (re-read whenever the socket connects). */
  readonly getToken: TokenGetter
  /** The API host the auth path is on (`createIdxApi`'s `baseUrl`); default `''`, the page's origin. */
  readonly baseUrl?: string
  /** The signed-in user: their channel is `presence-User-{userId}`. */
  readonly userId: string | number
  /** The slice whose tags a change invalidates (`createIdxApi`'s). */
  readonly api: { readonly util: { invalidateTags(tags: IdxTag[]): TAction } }
  readonly dispatch: (action: TAction) => unknown
  /** Default: pusher-js, imported lazily so pages that never sign in do not load it. */
  readonly createClient?: RealtimeClientFactory
  /** Told when the client cannot be made or the channel refuses the user; default `console.warn`. */
  readonly onError?: (error: unknown) => void
}

/**
 * Live updates (spec §7 "Realtime"): subscribes the signed-in user's `presence-User-{id}` channel,
 * authorised at `config.authEndpoint` with their bearer token, and turns each `objectUpdated`
 * event into tag invalidations (`realtimeTags`), so whatever shows the change refetches. After a
 * reconnect (the connection back to `connected` after dropping) every collection tag is
 * invalidated, so changes missed while offline refetch too.
 *
 * Returns `disconnect`, safe to call at once (before pusher-js has loaded) and more than once.
 *
 * @example
 * const disconnect = connectRealtime({ config: site.realtime, getToken, userId: user.id, api: idxApi, dispatch: store.dispatch })
 * // on sign-out: disconnect()
 */
export function connectRealtime<TAction>({
  config,
  getToken,
  userId,
  api,
  dispatch,
  baseUrl = '',
  createClient = createPusherClient,
  onError = warn,
}: ConnectRealtimeOptions<TAction>): () => void {
  let stopped = false
  let client: RealtimeClient | null = null
  let token: string | null | undefined = null
  let wasConnected = false

  const readToken = async () => {
    try {
      token = await getToken()
    } catch (error) {
      onError(error)
    }
  }
  const invalidate = (tags: readonly IdxTag[]) => {
    if (!stopped && tags.length > 0) dispatch(api.util.invalidateTags([...tags]))
  }

  async function start() {
    await readToken()
    if (stopped) return
    const made = await createClient(
      config.key,
      pusherOptions(config, () => token, baseUrl),
    )
    if (stopped) {
      made.disconnect()
      return
    }
    client = made
    made.connection.bind('state_change', ({ current }) => {
      if (current === 'connecting') void readToken()
      if (current !== 'connected') return
      if (wasConnected) invalidate(REALTIME_RECONNECT_TAGS)
      wasConnected = true
    })
    const channel = made.subscribe(userChannelName(userId))
    channel.bind(OBJECT_UPDATED_EVENT, (payload: unknown) => {
      if (isObjectUpdatedPayload(payload)) invalidate(realtimeTags(payload))
    })
    channel.bind('pusher:subscription_error', (error: unknown) => onError(error))
  }

  start().catch(onError)
  return function disconnectRealtime() {
    if (stopped) return
    stopped = true
    client?.disconnect()
    client = null
  }
}

/**
 * The pusher-js options for `config`: our own host, the channel authorised with the bearer token
 * at `authEndpoint` (a path is taken on `baseUrl`, the API host).
 */
export function pusherOptions(config: RealtimeConfig, token: () => string | null | undefined, baseUrl = ''): Options {
  const endpoint = config.authEndpoint.startsWith('/')
    ? `${baseUrl.replace(/\/+$/, '')}${config.authEndpoint}`
    : config.authEndpoint
  return {
    // pusher-js requires a cluster; with wsHost set it is never used.
    cluster: config.cluster ?? '',
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wssPort ?? config.wsPort,
    wsPath: config.wsPath,
    forceTLS: config.forceTLS,
    enabledTransports: [...(config.enabledTransports ?? ['ws', 'wss'])],
    disableStats: true,
    channelAuthorization: {
      endpoint,
      transport: 'ajax',
      headersProvider: () => {
        const value = token()
        return value ? { Authorization: `Bearer ${value}` } : {}
      },
    },
  }
}

async function createPusherClient(key: string, options: Options): Promise<RealtimeClient> {
  const { default: Pusher } = await import('pusher-js')
  return new Pusher(key, options)
}

function warn(error: unknown): void {
  console.warn('Live updates:', error)
}
