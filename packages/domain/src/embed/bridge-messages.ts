/**
 * The messages between the site in its frame and the brokerage's page around it (`/embed.js`,
 * or any page that speaks them), spec §4 and §7: the frame asks the parent to log in with the
 * client id, publishes `user.updated`, answers `location.getURL`, and asks over its bus for `login`
 * and `forms.support.inquiry`; the parent keeps the visitor's session (a frame on another
 * registrable domain may get no storage of its own), mirrors the frame's address into its own URL
 * and fits the frame's height.
 *
 * Every message is a plain object `{ channel: 'idx', type, … }` sent with `postMessage` to one named
 * origin (never `*`): the frame only to the site's registered embedding origins, the parent only to
 * the site's origin. A request carries an `id`; its answer is `{ type: 'reply', replyTo: id, … }`.
 * Anything else (another channel, an unknown type, a field of the wrong type) reads as null and is
 * ignored by whoever receives it.
 */

/** The `channel` of every bridge message: what tells them from other widgets' messages on a page. */
export const BRIDGE_CHANNEL = 'idx'

/** The parent page's query parameter that holds the frame's path (below /app/): `?idx=listing/…`. */
export const EMBED_PATH_PARAM = 'idx'

/** The frame's `name` starts with this when /embed.js made it: the site lays itself out to be fitted. */
export const EMBED_FRAME_NAME = 'idx-embed'

/** The longest path or address a message may carry. */
const MAX_URL = 2048
/** The largest stored session item (tokens are a few kB). */
const MAX_ITEM = 16_384
/** The keys of the session items a frame may keep in its parent (see SESSION_ITEM_KEYS in app-shell). */
const MAX_ITEMS = 8

/** The signed-in user as the parent is told of them; null when signed out. */
export type BridgeUser = { id: string; name: string; email: string | null }

/** What the support chat's inquiry hands to the parent's own chat when embedded. */
export type BridgeSupportInquiry = {
  message: string
  full_name: string | null
  phone_number: string | null
  listing_id: string | null
}

/** Session items (token store, SSO id token, agent tracking) by key; null removes one. */
export type BridgeSessionItems = Record<string, string | null>

/** What the frame posts to the page embedding it. */
export type FrameEvent =
  /** The frame has loaded and listens; the parent answers with `session`. */
  | { type: 'ready'; clientId: string; path: string }
  /** The frame's content height in CSS pixels: the parent sizes the frame to it. */
  | { type: 'resize'; height: number }
  /**
   * The frame's path below /app/ (query included) and title, after every navigation; `push` when
   * the visitor went somewhere new (the parent adds a history entry: a frame made by /embed.js
   * leaves its history to the parent, so a reload keeps Back and Forward), not when the address
   * was only corrected or followed Back.
   */
  | { type: 'location.changed'; path: string; title: string; push?: boolean }
  /** The visitor signed in, out, or their profile changed. */
  | { type: 'user.updated'; user: BridgeUser | null }
  /** The session ended (spec §4), with the identity provider's logout token (null when none). */
  | { type: 'logout-complete'; clientId: string; idpLogoutToken: string | null }
  /** Session items to keep (or drop) in the parent's storage, for the next load. */
  | { type: 'session.store'; items: BridgeSessionItems }
  /** Bring this vertical offset of the frame to the top of the parent's window (a new page of results). */
  | { type: 'scroll.to'; top: number }

/** What the frame asks the parent, over its bus; each is answered by a `reply` or times out. */
export type FrameRequest =
  /** The visitor wants to sign in: the parent may run its own login (handled) or leave it to the frame. */
  | { type: 'login'; clientId: string }
  /** The support chat's inquiry: the parent's own chat takes it (handled) or the frame sends it as a lead. */
  | { type: 'forms.support.inquiry'; inquiry: BridgeSupportInquiry }

/** What the parent posts to the frame. */
export type ParentEvent =
  /** The answer to `ready`: the session items the parent kept for this site (empty when none). */
  | { type: 'session'; items: Record<string, string> }
  /** The parent page's address (a lead records it as its source). */
  | { type: 'parent.location'; href: string }
  /** Where the parent's window shows the frame: its top edge's offset in the frame (>= 0 once scrolled past), and the window's height. */
  | { type: 'viewport'; top: number; height: number }

/** What the parent asks the frame (the parent-page API `idx.navigate/login/logout`, and `location.getURL`). */
export type ParentRequest =
  | { type: 'location.getURL' }
  /** Go to `path`; `replace` when the parent followed its own Back or Forward (no new entry). */
  | { type: 'navigate'; path: string; replace?: boolean }
  | { type: 'login' }
  | { type: 'logout' }

/** The answer to a request: `ok` with its result, or not with a reason. */
export type BridgeReply = { type: 'reply'; replyTo: string; ok: boolean; result?: unknown; error?: string }

/** A message as sent: its channel, and an `id` when it is a request. */
export type Sent<M> = M & { channel: typeof BRIDGE_CHANNEL; id?: string }

/** Every message the frame sends. */
export type FrameMessage = Sent<FrameEvent | FrameRequest | BridgeReply>
/** Every message the parent sends. */
export type ParentMessageToFrame = Sent<ParentEvent | ParentRequest | BridgeReply>

type Fields = Record<string, unknown>

const isString = (value: unknown, max = MAX_URL): value is string => typeof value === 'string' && value.length <= max
const isNullableString = (value: unknown, max = MAX_URL): value is string | null =>
  value === null || isString(value, max)
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 10_000_000
const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 10_000_000
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64

/** A path below /app/ (no scheme, no host, no `..` escape): what `navigate` and the parent's URL carry. */
export function isFramePath(value: unknown): value is string {
  if (!isString(value) || value.startsWith('/') || value.includes('\\')) return false
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return false
  const path = value.split(/[?#]/, 1)[0] ?? ''
  return !path.split('/').some((segment) => segment === '..' || segment === '.')
}

function isUser(value: unknown): value is BridgeUser | null {
  if (value === null) return true
  if (typeof value !== 'object') return false
  const user = value as Fields
  return isId(user.id) && isString(user.name, 512) && isNullableString(user.email, 512)
}

function isSessionItems(value: unknown, nullable: boolean): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const entries = Object.entries(value as Fields)
  return (
    entries.length <= MAX_ITEMS &&
    entries.every(
      ([key, item]) => isId(key) && (nullable ? isNullableString(item, MAX_ITEM) : isString(item, MAX_ITEM)),
    )
  )
}

function isInquiry(value: unknown): value is BridgeSupportInquiry {
  if (typeof value !== 'object' || value === null) return false
  const inquiry = value as Fields
  return (
    isString(inquiry.message, 10_000) &&
    isNullableString(inquiry.full_name, 512) &&
    isNullableString(inquiry.phone_number, 64) &&
    isNullableString(inquiry.listing_id, 128)
  )
}

function isReply(message: Fields): boolean {
  return (
    isId(message.replyTo) &&
    typeof message.ok === 'boolean' &&
    (message.error === undefined || isString(message.error, 1024))
  )
}

/** Each type the frame sends, and whether a message of it is well formed (requests need an `id`). */
const FRAME_MESSAGES: Record<string, (message: Fields) => boolean> = {
  ready: (m) => isString(m.clientId, 256) && isFramePath(m.path),
  resize: (m) => isCount(m.height),
  'location.changed': (m) =>
    isFramePath(m.path) && isString(m.title, 512) && (m.push === undefined || typeof m.push === 'boolean'),
  'user.updated': (m) => isUser(m.user),
  'logout-complete': (m) => isString(m.clientId, 256) && isNullableString(m.idpLogoutToken, MAX_ITEM),
  'session.store': (m) => isSessionItems(m.items, true),
  'scroll.to': (m) => isOffset(m.top),
  login: (m) => isId(m.id) && isString(m.clientId, 256),
  'forms.support.inquiry': (m) => isId(m.id) && isInquiry(m.inquiry),
  reply: isReply,
}

/** Each type the parent sends, and whether a message of it is well formed. */
const PARENT_MESSAGES: Record<string, (message: Fields) => boolean> = {
  session: (m) => isSessionItems(m.items, false),
  'parent.location': (m) => isString(m.href) && /^https?:\/\//i.test(m.href as string),
  viewport: (m) => isOffset(m.top) && isCount(m.height),
  'location.getURL': (m) => isId(m.id),
  navigate: (m) => isId(m.id) && isFramePath(m.path) && (m.replace === undefined || typeof m.replace === 'boolean'),
  login: (m) => isId(m.id),
  logout: (m) => isId(m.id),
  reply: isReply,
}

function read<M>(data: unknown, known: Record<string, (message: Fields) => boolean>): M | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as Fields
  if (message.channel !== BRIDGE_CHANNEL || typeof message.type !== 'string') return null
  const check = Object.hasOwn(known, message.type) ? known[message.type] : undefined
  if (message.id !== undefined && !isId(message.id)) return null
  return check?.(message) ? (message as M) : null
}

/**
 * A message the frame sent, as the parent reads it; null for anything else (another channel, an
 * unknown type or a malformed field).
 *
 * @example
 * readFrameMessage({ channel: 'idx', type: 'resize', height: 1840 }) // { channel: 'idx', type: 'resize', height: 1840 }
 * readFrameMessage({ channel: 'idx', type: 'resize', height: 'tall' }) // null
 */
export function readFrameMessage(data: unknown): FrameMessage | null {
  return read<FrameMessage>(data, FRAME_MESSAGES)
}

/**
 * A message the parent sent, as the frame reads it; null for anything else.
 *
 * @example
 * readParentMessage({ channel: 'idx', type: 'navigate', id: '1', path: 'listing/1' }) // the message
 * readParentMessage({ channel: 'idx', type: 'navigate', id: '1', path: 'https://evil.example/' }) // null
 */
export function readParentMessage(data: unknown): ParentMessageToFrame | null {
  return read<ParentMessageToFrame>(data, PARENT_MESSAGES)
}

/**
 * Whether an origin may speak to the site over the bridge: one of the site's registered embedding
 * origins, exactly (scheme, host and port).
 */
export function isRegisteredOrigin(origin: string, registered: readonly string[]): boolean {
  return origin !== 'null' && origin !== '*' && registered.includes(origin)
}

/**
 * The address on the brokerage's page that opens `path` in its embedded site: the parent's address
 * with its `idx` parameter set (or removed for the index). What share links, canonical links and
 * e-mails point at when the site is embedded.
 *
 * @example
 * embeddedPageUrl('https://broker.example/homes?ref=ad', 'listing/12-main-st?x=1')
 * // 'https://broker.example/homes?ref=ad&idx=listing%2F12-main-st%3Fx%3D1'
 */
export function embeddedPageUrl(parentHref: string, path: string): string {
  const url = new URL(parentHref)
  url.hash = ''
  if (path === '' || path === '/') url.searchParams.delete(EMBED_PATH_PARAM)
  else url.searchParams.set(EMBED_PATH_PARAM, path)
  return url.href
}

/**
 * The brokerage's page a site's `front_facing_site_idx_prefix` names: the value when it is an
 * absolute http(s) address, else null (a path such as the default `/idx` names no page).
 *
 * @example
 * frontFacingPage('https://broker.example/homes') // 'https://broker.example/homes'
 * frontFacingPage('/idx') // null
 */
export function frontFacingPage(prefix: string | null | undefined): string | null {
  const value = prefix?.trim() ?? ''
  if (!/^https?:\/\//i.test(value)) return null
  try {
    return new URL(value).href
  } catch {
    return null
  }
}

/**
 * Where a link the server writes (e-mails, texts, a listing page's canonical link) to a page of the
 * site, `/app/…`, points when the site names the brokerage's page it is embedded on: that page
 * opened at the place (embeddedPageUrl). Null when the site names no page or the path is not below
 * /app/: the link stays the site's own `origin + path`.
 *
 * @example
 * frontFacingPageUrl('https://broker.example/homes', '/app/listing/12-main-st/12')
 * // 'https://broker.example/homes?idx=listing%2F12-main-st%2F12'
 * frontFacingPageUrl('/idx', '/app/listing/12-main-st/12') // null
 */
export function frontFacingPageUrl(prefix: string | null | undefined, appPath: string): string | null {
  const page = frontFacingPage(prefix)
  if (page === null) return null
  const path = appPath === '/app' ? '' : appPath.startsWith('/app/') ? appPath.slice('/app/'.length) : null
  if (path === null || (path !== '' && !isFramePath(path))) return null
  return embeddedPageUrl(page, path)
}

/**
 * The frame path a brokerage page's address asks for (its `idx` parameter), or '' for the index
 * when it has none or an unusable one.
 *
 * @example
 * framePathOf('https://broker.example/homes?idx=listing%2F12-main-st') // 'listing/12-main-st'
 */
export function framePathOf(parentHref: string): string {
  let value: string | null
  try {
    value = new URL(parentHref).searchParams.get(EMBED_PATH_PARAM)
  } catch {
    return ''
  }
  return value !== null && isFramePath(value) ? value : ''
}
