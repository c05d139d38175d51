/** Photo sizes of an agent. */
export type AgentPictures = {
  thumb_url?: string | null
  small_url?: string | null
  medium_url?: string | null
  large_url?: string | null
}

/** A real-estate agent a visitor can work with. */
export type Agent = {
  id: string
  full_name: string
  first_name?: string | null
  last_name?: string | null
  email?: string | null
  sms_number?: string | null
  broker_name?: string | null
  bio?: string | null
  pictures?: AgentPictures | null
  share_token?: string | null
  /** Feeds (data source names) the agent works in. */
  active_feeds?: string[] | null
}

/** Set on users who are agents. */
export type AsAgent = { active_feeds: string[] }

/** A signed-in visitor. `full_name` is first and last name joined by a space. */
export type User = {
  id: string
  first_name: string | null
  last_name: string | null
  full_name: string | null
  email: string | null
  phone_number?: string | null
  sms_number?: string | null
  /** Outgoing only. */
  password?: string | null
  /** Outgoing only. */
  password_confirmation?: string | null
  current_agent?: Agent | null
  share_token?: string | null
  as_agent?: AsAgent | null
  /**
   * The user's comments, as references. A comment itself (body, listing, collection, author) is
   * the collaboration topic's `Comment`, which sits above people: people import nothing of it, so
   * the types collaboration -> listing -> people never lead back.
   */
  comments?: { id: string }[] | null
}
