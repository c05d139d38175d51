import type { SessionStatus } from '@idx/domain'

/**
 * What the metrics may do now: `send` them, `wait` (hold them until the session is known) or
 * stay `off` (drop them).
 */
export type TrackingPolicy = 'send' | 'wait' | 'off'

/** What decides the policy; every member is something the app knows about the page and session. */
export interface TrackingPolicyInput {
  /** `typeof window !== 'undefined'`: the server renderer sends nothing (spec §7). */
  readonly browser: boolean
  readonly status: SessionStatus
  /**
   * The signed-in user once loaded (`null` while loading, and for anonymous visitors). Only
   * `as_agent` is read: an agent's session sends nothing.
   */
  readonly user: { readonly as_agent?: unknown } | null
  /**
   * Someone (an admin) is signed in as another user. The app has no impersonation yet: the host
   * passes `false` until a session can say so.
   */
  readonly impersonated: boolean
  /** The page has been through `sso/sign_out` (see `ssoLogoutSeen`). */
  readonly ssoLogout: boolean
}

/**
 * Whether the page's metrics go out (spec §6: impersonated, agent and SSO-logout sessions send no
 * identify or tracking events; §7: nothing from the server renderer). A signed-in session waits
 * for its user: until it has loaded, nobody knows whether it is an agent's.
 *
 * @example
 * trackingPolicy({ browser: true, status: 'anonymous', user: null, impersonated: false, ssoLogout: false }) // 'send'
 * trackingPolicy({ browser: true, status: 'authenticated', user: null, impersonated: false, ssoLogout: false }) // 'wait'
 * trackingPolicy({ browser: true, status: 'authenticated', user: { as_agent: { active_feeds: ['actris'] } }, … }) // 'off'
 */
export function trackingPolicy(input: TrackingPolicyInput): TrackingPolicy {
  if (!input.browser || input.impersonated || input.ssoLogout) return 'off'
  if (input.status === 'anonymous') return 'send'
  if (input.user === null) return 'wait'
  return input.user.as_agent != null ? 'off' : 'send'
}

/** The route that ends a single-sign-on session (spec §2, `sso/sign_out`). */
const SSO_SIGN_OUT_PATH = /\/sso\/sign_out\/?$/

/**
 * Whether this page has been an SSO-logout session: once it opened `sso/sign_out`, it stays one
 * until it reloads (the logout itself ends in a full-page load or a navigation to the index that
 * is the logout's, not a visitor's).
 *
 * @example
 * ssoLogoutSeen(false, '/app/sso/sign_out') // true
 * ssoLogoutSeen(true, '/app/')              // true
 * ssoLogoutSeen(false, '/app/')             // false
 */
export function ssoLogoutSeen(seen: boolean, pathname: string): boolean {
  return seen || SSO_SIGN_OUT_PATH.test(pathname)
}
