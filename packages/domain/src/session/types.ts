/** Whether requests carry the user's access token or the site API token. */
export type SessionStatus = 'authenticated' | 'anonymous'

/** A route visit interrupted by sign-in, retried afterwards. */
export type AttemptedTransition = {
  url: string
  /** Route name, e.g. `collection.chat`. */
  targetName: string
  queryParams: Record<string, string>
}

/** The client session. */
export type Session = {
  status: SessionStatus
  attemptedTransition: AttemptedTransition | null
  /** Agent id from the `_cycagt` query parameter. */
  agentTracking: string | null
}
