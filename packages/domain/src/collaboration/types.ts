import type { IsoDateString } from '../json/types.js'
import type { Listing } from '../listing/types.js'
import type { SearchFilter } from '../search/search-query.js'
import type { Market } from '../site/market.js'
import type { User } from '../people/types.js'

/** How often a saved search sends alerts. Default `daily`. */
export type AlertFrequency = 'none' | 'instant' | 'hourly' | 'daily' | 'weekly' | 'monthly'

/** What happened to a collection or saved search. `ran` is for saved searches only. */
export type NotificationEvent = 'add' | 'invite' | 'remove' | 'update' | 'comment' | 'ran'

/** How a collaborator is notified. */
export type NotificationChannel = 'sms' | 'email'

/** A notification flag name, e.g. `notify_comment_sms`. */
export type NotificationFlagName = `notify_${NotificationEvent}_${NotificationChannel}`

/** Every notify_{event}_{channel} flag; missing means off. */
export type NotificationFlags = { [Flag in NotificationFlagName]?: boolean }

/** One collaborator's choice to be notified of one event on one channel. */
export type Subscription = {
  id: string
  user: User | null
  subscription_description?: string | null
  subscription_action: NotificationEvent
  subscription_method: NotificationChannel
}

/** A pending invitation to collaborate. */
export type Invitation = { id?: string | null; email: string }

/** A comment in a collection's chat; it may refer to a listing. */
export type Comment = {
  id: string
  body: string
  title?: string | null
  property_id?: string | null
  property?: Listing | null
  created_at: IsoDateString
  updated_at?: IsoDateString | null
  /** The collection (or saved search) the comment belongs to. */
  commentable?: Collection | null
  /** The author; authorship is decided by matching the user id. */
  user: User | null
  /**
   * True while the comment is on its way to the server (shown at once, not stored yet): it cannot
   * be edited or deleted until the server has given it its id.
   */
  sending?: boolean
}

/** A shared board of saved listings. */
export type Collection = {
  id: string
  modelType?: 'collection'
  name: string
  is_public?: boolean | null
  short_url?: string | null
  property_ids?: string[] | null
  unviewed_property_count?: number | null
  /** Saved Properties count (read from `meta.total`). */
  total_count?: number | null
  /**
   * In an agent's list of their clients' collections: the homes others added since the owner (the
   * client) last viewed it.
   */
  owner_unviewed_property_count?: number | null
  /** The owner. */
  user?: User | null
  created_at?: IsoDateString | null
  updated_at?: IsoDateString | null
  collaborators?: User[] | null
  invitations?: Invitation[] | null
  comments?: Comment[] | null
  subscriptions?: Subscription[] | null
}

/** A stored search that can alert its collaborators. New ones: empty name, `daily`. */
export type SavedSearch = {
  id: string
  name: string
  frequency: AlertFrequency
  /** The filter the search runs (and its alerts re-run): the search query's filter. */
  filter: SearchFilter
  site_market_id?: string | null
  short_url?: string | null
  unviewed_property_count?: number | null
  /** Results count (read from `meta.total`). */
  total_count?: number | null
  created_at?: IsoDateString | null
  updated_at?: IsoDateString | null
  collaborators?: User[] | null
  invitations?: Invitation[] | null
  market?: Market | null
  subscriptions?: Subscription[] | null
  /** The owner. */
  user?: User | null
}

/** The record kinds an invitation can join; any other type goes to the index. */
export type JoinType = 'collection' | 'saved-search'

/**
 * An invitation looked up by record id and invite code (`given`). A 404 makes a
 * local record, so `isNew` is true when the server had none.
 */
export type JoinRecord = { id: string; given: string; isNew: boolean }
