import type { ApiResult } from '../http/api-result.js'
import { createHttpClient, type FetchFunction } from '../http/create-http-client.js'
import type { TokenGetter } from '../http/create-token-getter.js'
import { createSubmissionIds } from './submission-ids.js'
import type {
  Attribution,
  Identification,
  LeadReceipt,
  LeadSubmission,
  TrackingId,
  TrackingLog,
  TrackingOutcome,
} from './types.js'
import { VISITOR_ID_PATTERN } from './visitor-id.js'
import { pageVisitorKey } from './visitor-key.js'

export interface TrackingClientOptions {
  /** The tracking service's host (the API host; `''` for the page's own origin). */
  readonly baseUrl: string
  /** The Bearer of every call: the site token (spec section 7), or a user's access token. */
  readonly getToken: TokenGetter
  /** Defaults to the global `fetch`, looked up per request. */
  readonly fetch?: FetchFunction
  /**
   * Read before each identify, event and assignment: false for impersonated, agent and
   * SSO-logout sessions, which send none (spec section 6). Default: always enabled.
   */
  readonly enabled?: () => boolean
  /** Visitor attribution (utm values, `_cycagt`) added to every POST. Default: none. */
  readonly attribution?: () => Attribution | null | undefined
  /** Where answers (`debug`) and failures (`warn`) are written. Default: the console. */
  readonly log?: TrackingLog
  /**
   * The visitor's key, sent with identify, events and the assignment (never in a URL): the service
   * binds the visitor to the first key it sees and lets only that key choose the visitor's agent.
   * Default: `pageVisitorKey`, kept in the page's localStorage; null sends none.
   */
  readonly visitorKey?: () => string | null
}

export interface TrackingClient {
  /** `POST /api/people/identify`. Never rejects; the answer is only logged. */
  identify(identification: Identification): Promise<TrackingOutcome>
  /** `POST /api/events` (`viewedProperty`, `searched`, `PageView`, `PropertyView`, …). Never rejects. */
  event(vid: string, event: string, payload?: Readonly<Record<string, unknown>> | null): Promise<TrackingOutcome>
  /**
   * `POST /api/form_submissions`: a lead. Resolves with the result, since the inquiry form says
   * whether it was received. Sent even where `enabled()` is false: it is the visitor's own
   * request, not a metric. A body without `cyclum_submission_id` gets one, the same one for
   * every retry of the same body.
   */
  submitForm(submission: LeadSubmission): Promise<ApiResult<LeadReceipt>>
  /** `PUT /api/visitors/{vid}/assign`: the agent the visitor chose. Never rejects. */
  assignAgent(vid: string, agentId: TrackingId): Promise<TrackingOutcome>
}

/** The tracking service lives under `/api`, beside `/api/v3`. */
const PATHS = {
  identify: '/api/people/identify',
  events: '/api/events',
  formSubmissions: '/api/form_submissions',
  assign: (vid: string) => `/api/visitors/${encodeURIComponent(vid)}/assign`,
} as const

/**
 * The client of the tracking service (spec section 7). Metrics calls are fire and forget: their
 * answers are logged at `debug`, their failures at `warn`, and nothing is sent on the server
 * renderer (no `window`), when `enabled()` is false, or without a valid visitor id. Only
 * `submitForm` hands its result back.
 *
 * @example
 * const tracking = createTrackingClient({ baseUrl: '', getToken: () => siteToken, enabled: () => !session.impersonated })
 * const vid = visitorId(localStorage)
 * void tracking.event(vid, 'PageView', { path: location.pathname })
 * const result = await tracking.submitForm(listingInquirySubmission({ ... }))
 * showFlash(result.ok ? "We've received your inquiry, thank you!" : 'Please try again.')
 */
export function createTrackingClient(options: TrackingClientOptions): TrackingClient {
  const client = createHttpClient({ baseUrl: options.baseUrl, getToken: options.getToken, fetch: options.fetch })
  const log: TrackingLog = options.log ?? consoleLog
  const submissionIds = createSubmissionIds()

  function withAttribution<T extends object>(body: T): T {
    const attribution = options.attribution?.()
    return attribution ? { ...withoutBlanks(attribution), ...body } : body
  }

  /** The body with the visitor's key, read at send time (not at all when the call is skipped). */
  function withVisitorKey<T extends object>(body: T): T {
    const key = (options.visitorKey ?? pageVisitorKey)()
    return key === null ? body : { ...body, visitor_key: key }
  }

  /** Why a metrics call is not sent, or null when it may be. */
  function skipReason(vid: string): string | null {
    if (typeof window === 'undefined') return 'no window (server renderer)'
    if (options.enabled && !options.enabled()) return 'tracking disabled for this session'
    if (!VISITOR_ID_PATTERN.test(vid)) return `not a visitor id: '${vid}'`
    return null
  }

  async function fireAndForget(vid: string, what: string, send: () => Promise<ApiResult<unknown>>) {
    const reason = skipReason(vid)
    if (reason !== null) {
      log('debug', `tracking: ${what} not sent: ${reason}`)
      return 'skipped'
    }
    let result: ApiResult<unknown>
    try {
      result = await send()
    } catch (cause) {
      // Only a throwing token getter gets here; tracking must not take the page down with it.
      log('warn', `tracking: ${what} failed`, cause)
      return 'failed'
    }
    if (result.ok) {
      log('debug', `tracking: ${what} answered ${result.status}`, result.data)
      return 'sent'
    }
    log('warn', `tracking: ${what} failed`, result.error)
    return 'failed'
  }

  return {
    identify(identification) {
      return fireAndForget(identification.vid, 'identify', () =>
        client.post(PATHS.identify, withVisitorKey(withAttribution(identification))),
      )
    },

    event(vid, event, payload) {
      const body = payload == null ? { vid, event } : { vid, event, payload }
      return fireAndForget(vid, `event ${event}`, () =>
        client.post(PATHS.events, withVisitorKey(withAttribution(body))),
      )
    },

    async submitForm(submission) {
      const body = withAttribution(submission)
      const cyclum_submission_id = body.cyclum_submission_id ?? submissionIds.idFor(body)
      const result = await client.post<LeadReceipt>(PATHS.formSubmissions, { ...body, cyclum_submission_id })
      if (result.ok) log('debug', `tracking: form ${submission.form_name} answered ${result.status}`, result.data)
      else log('warn', `tracking: form ${submission.form_name} failed`, result.error)
      return result
    },

    assignAgent(vid, agentId) {
      return fireAndForget(vid, 'assign agent', () =>
        client.put(PATHS.assign(vid), withVisitorKey({ agent_id: agentId })),
      )
    },
  }
}

function withoutBlanks(attribution: Attribution): Attribution {
  return Object.fromEntries(Object.entries(attribution).filter(([, value]) => value != null && value !== ''))
}

function consoleLog(level: 'debug' | 'warn', message: string, details?: unknown): void {
  if (details === undefined) console[level](message)
  else console[level](message, details)
}
