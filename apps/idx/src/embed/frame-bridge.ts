// The site's side of the bridge to the page embedding it (the parent's side is /embed.js; the
// messages are @idx/domain's bridge-messages.ts). Loaded only when the site runs in a frame.
import {
  BRIDGE_CHANNEL,
  DELAYS_MS,
  EMBED_FRAME_NAME,
  EMBED_ORIGINS_META_NAME,
  embeddedPageUrl,
  isRegisteredOrigin,
  readParentMessage,
  type BridgeSessionItems,
  type BridgeUser,
  type FrameEvent,
  type FrameRequest,
  type ParentMessageToFrame,
  type ParentRequest,
} from '@idx/domain'
import type { StorageLike } from '@idx/api-client'
import { setParentLocation } from '../shared/parent-location-capture.js'

/**
 * What the session keeps that must outlive a reload, and so lives in the parent when the parent
 * keeps it: the tokens (api-client's DEFAULT_TOKEN_STORE_KEY), the SSO ID token, the referring
 * agent and the viewed-listing counter of the registration gate (app-shell's SSO_ID_TOKEN_KEY,
 * AGENT_TRACKING_KEY and PROPERTY_VIEWS_KEY; frame-bridge.test.ts holds them equal). Spelled here:
 * importing them would split those modules out of the page's first chunk for a frame's sake.
 */
export const SESSION_KEYS: ReadonlySet<string> = new Set([
  'idx-session',
  'idx-sso-id-token',
  'idx-agent-tracking',
  'property-views',
])

/** How long the frame waits for the parent's kept session before it starts without one. */
const SESSION_WAIT_MS = 1500

/** What the bridge reads of the running app, handed over by App.tsx (this module imports none of it). */
export interface AttachedApp {
  session: {
    status(): 'authenticated' | 'anonymous'
    subscribe(listener: () => void): () => void
    signOut(): Promise<void>
  }
  /** The signed-in user as the app's store holds it (undefined while loading). */
  currentUser(): UserFields | null | undefined
  /** Calls back on every change of the app's store. */
  subscribe(listener: () => void): () => void
}

type UserFields = {
  id: string
  full_name?: string | null
  first_name?: string | null
  last_name?: string | null
  email?: string | null
}

/** The user as the parent is told of them. */
export function bridgeUser(user: UserFields | null | undefined): BridgeUser | null {
  if (!user) return null
  const name = user.full_name || [user.first_name, user.last_name].filter(Boolean).join(' ')
  return { id: user.id, name, email: user.email ?? null }
}

/** The sign-in routes below /app/: a visit there from the frame's own controls asks the parent first. */
const SIGN_IN_PATHS = new Set(['login', 'authenticate'])

/** What the frame's own requests come back with: whether the parent took them over. */
export type BusAnswer = { handled: boolean; timedOut?: boolean }

type RequestHandler = (message: ParentRequest) => unknown

export interface FrameBridge {
  /** The origin(s) the parent may have: the one embedding us when the browser says which, else every registered one. */
  readonly parentOrigins: readonly string[]
  /** Whether the parent keeps the visitor's session for the frame (it was made by /embed.js). */
  readonly keepsSession: boolean
  /** The site's client id, which the parent is told with `ready` and `login`. */
  readonly clientId: string
  /** `base` with the session's keys kept in the parent. */
  storage(base: StorageLike): StorageLike
  publish(event: FrameEvent): void
  /** Asks the parent over the bus; resolves `{ handled: false, timedOut: true }` after 2000 ms of silence. */
  request(message: FrameRequest): Promise<BusAnswer>
  /** Answers the parent's requests of one type; returns the handler's removal. */
  handle(type: ParentRequest['type'], handler: RequestHandler): () => void
  /** The parent page's address, as it last said. */
  parentHref(): string | null
  /** The frame's path below /app/, query included. */
  framePath(): string
  /** `path` on the parent's page (its `idx` parameter), or null while the parent's address is unknown. */
  pageUrl(path: string): string | null
  /** Joins the running app: its session and its store's current user (App.tsx, once they exist). */
  attach(app: AttachedApp): void
  /** Places the sticky columns in the parent's window again (after a navigation drew new ones). */
  relayout(): void
  /** Asks the parent to scroll so that this element's top shows, when it is above the window. */
  revealTop(element: Element | null | undefined): void
}

/** The origins the server registered for embedding the site (its meta tag), and the site's own. */
export function registeredOrigins(doc: Document = document): string[] {
  const origins = [window.location.origin]
  try {
    const listed: unknown = JSON.parse(
      doc.querySelector(`meta[name="${EMBED_ORIGINS_META_NAME}"]`)?.getAttribute('content') ?? '[]',
    )
    if (Array.isArray(listed)) for (const origin of listed) if (typeof origin === 'string') origins.push(origin)
  } catch {
    // An unreadable list registers nobody else.
  }
  return origins
}

/**
 * Where the parent is: the embedding origin the browser reports (location.ancestorOrigins) when it
 * is registered; every registered origin when the browser does not say (a message posted to a
 * wrong origin is dropped by the browser, so nobody else can read it); null when the reported
 * origin is not registered: then the frame speaks to nobody.
 */
export function parentOriginsOf(ancestor: string | null, registered: readonly string[]): string[] | null {
  if (ancestor === null) return [...registered]
  return isRegisteredOrigin(ancestor, registered) ? [ancestor] : null
}

/** The frame's path below /app/ with its query: what the parent's `idx` parameter holds. */
export function pathBelowApp(pathname: string, search: string): string {
  const below = pathname.startsWith('/app/') ? pathname.slice('/app/'.length) : pathname.replace(/^\/+/, '')
  return below + search
}

/**
 * A storage whose session keys live in `kept` (filled from the parent) and are sent back to the
 * parent on every change; other keys stay in `base`.
 */
export function bridgedStorage(
  base: StorageLike,
  kept: Map<string, string>,
  send: (items: BridgeSessionItems) => void,
): StorageLike {
  return {
    getItem: (key) => (SESSION_KEYS.has(key) ? (kept.get(key) ?? null) : base.getItem(key)),
    setItem(key, value) {
      if (!SESSION_KEYS.has(key)) return base.setItem(key, value)
      if (kept.get(key) === value) return
      kept.set(key, value)
      send({ [key]: value })
    },
    removeItem(key) {
      if (!SESSION_KEYS.has(key)) return base.removeItem(key)
      if (!kept.has(key)) return
      kept.delete(key)
      send({ [key]: null })
    },
  }
}

function ancestorOrigin(): string | null {
  const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  return ancestors && ancestors.length > 0 ? (ancestors.item(0) ?? null) : null
}

/**
 * Connects to the embedding page: says `ready`, waits for the parent's kept session when /embed.js
 * made the frame, then reports the frame's height and follows the parent's window. Null when the
 * site is not framed, or framed by an origin it does not know.
 */
export async function connectFrameBridge(clientId: string): Promise<FrameBridge | null> {
  if (window.parent === window) return null
  const found = parentOriginsOf(ancestorOrigin(), registeredOrigins())
  if (found === null || found.length === 0) return null
  const parentOrigins: readonly string[] = found
  const keepsSession = window.name.startsWith(EMBED_FRAME_NAME)
  const kept = new Map<string, string>()
  const handlers = new Map<string, RequestHandler>()
  const pending = new Map<string, (answer: BusAnswer) => void>()
  let parentHref: string | null = null
  let sequence = 0
  let sessionArrived: () => void = () => undefined
  const session = new Promise<void>((resolve) => (sessionArrived = resolve))

  const post = (message: object, origins: readonly string[] = parentOrigins) => {
    for (const origin of origins) window.parent.postMessage({ channel: BRIDGE_CHANNEL, ...message }, origin)
  }
  const framePath = () => pathBelowApp(window.location.pathname, window.location.search)

  async function answer(message: ParentRequest & { id?: string }, origin: string) {
    const reply = (fields: object) => post({ type: 'reply', replyTo: message.id, ...fields }, [origin])
    const handler = handlers.get(message.type)
    if (!handler) return reply({ ok: false, error: `the site cannot ${message.type} yet` })
    try {
      reply({ ok: true, result: (await handler(message)) ?? null })
    } catch (error) {
      reply({ ok: false, error: error instanceof Error ? error.message : String(error) })
    }
  }

  function receive(event: MessageEvent) {
    if (event.source !== window.parent) return
    const message: ParentMessageToFrame | null = isRegisteredOrigin(event.origin, parentOrigins)
      ? readParentMessage(event.data)
      : null
    if (message === null) {
      // Another origin, another channel or a malformed message: not ours to act on.
      console.warn(`idx: ignored a message from ${event.origin} that is not the embedding page's bridge`)
      return
    }
    switch (message.type) {
      case 'session':
        for (const [key, value] of Object.entries(message.items)) if (SESSION_KEYS.has(key)) kept.set(key, value)
        sessionArrived()
        return
      case 'parent.location':
        parentHref = message.href
        setParentLocation(message.href, event.origin)
        return
      case 'viewport':
        followViewport(message.top, message.height)
        return
      case 'reply': {
        const settle = pending.get(message.replyTo)
        pending.delete(message.replyTo)
        const result = message.result as { handled?: unknown } | undefined
        settle?.({ handled: message.ok && result?.handled === true })
        return
      }
      default:
        void answer(message, event.origin)
    }
  }
  window.addEventListener('message', receive)

  const bridge: FrameBridge = {
    parentOrigins,
    keepsSession,
    clientId,
    storage: (base) =>
      keepsSession ? bridgedStorage(base, kept, (items) => post({ type: 'session.store', items })) : base,
    publish: (event) => post(event),
    request(message) {
      const id = `frame-${++sequence}`
      return new Promise<BusAnswer>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          resolve({ handled: false, timedOut: true })
        }, DELAYS_MS.busRequestTimeout)
        pending.set(id, (result) => {
          clearTimeout(timer)
          resolve(result)
        })
        post({ ...message, id })
      })
    },
    handle(type, handler) {
      handlers.set(type, handler)
      return () => {
        if (handlers.get(type) === handler) handlers.delete(type)
      }
    },
    parentHref: () => parentHref,
    framePath,
    pageUrl: (path) => (parentHref ? embeddedPageUrl(parentHref, path) : null),
    attach: () => undefined,
    relayout: relayoutInViewport,
    revealTop(element) {
      if (!element) return
      const top = element.getBoundingClientRect().top
      if (top < visibleTop) post({ type: 'scroll.to', top })
    },
  }
  bridge.handle('location.getURL', () => ({ url: window.location.href, page: bridge.pageUrl(framePath()) }))

  // Made by /embed.js, the frame leaves its history to the parent: its pushes become replacements
  // here and entries there (on `location.changed` with `push`), which a reload of the brokerage's
  // page keeps (a frame's own entries go with it), and the parent's Back comes as `navigate`.
  // Every change of address is reported, whoever made it (the app's router, or `navigate`).
  let pushed = false
  let moved: () => void = () => undefined
  const history = window.history
  const replaceState = history.replaceState.bind(history)
  const pushState = history.pushState.bind(history)
  history.replaceState = (...args: Parameters<History['replaceState']>) => {
    replaceState(...args)
    moved()
  }
  history.pushState = (...args: Parameters<History['pushState']>) => {
    pushed = true
    if (keepsSession) replaceState(...args)
    else pushState(...args)
    moved()
  }
  window.addEventListener('popstate', () => moved())
  /** Goes to `path` below /app/ as a link inside the app would (the router follows popstate). */
  const go = (path: string, replace = false) => {
    ;(replace ? history.replaceState : history.pushState)(null, '', `/app/${path}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }

  bridge.attach = (app) => {
    let reported = ''
    let lastPath = framePath()
    let parentAskedLogin = false
    let menuAfterSignIn = false
    const report = () => {
      const path = framePath()
      const text = `${path}\n${document.title}`
      if (text === reported) return
      reported = text
      const push = pushed
      pushed = false
      post({ type: 'location.changed', path, title: document.title, push })
      relayoutInViewport()
      if (path === lastPath) return
      const previous = lastPath
      lastPath = path
      // A new page of results, or a listing opened, starts at its top: the parent scrolls to it.
      bridge.revealTop(document.querySelector('.listing-screen, .search-page__results'))
      // Sign-in opened from the frame's own controls: the parent may run its own login (spec §4,
      // with the client id); when it takes it, the frame goes back to where it was.
      const signIn = SIGN_IN_PATHS.has(path.split(/[?#]/, 1)[0] ?? '')
      if (signIn && !parentAskedLogin)
        void bridge.request({ type: 'login', clientId }).then(({ handled }) => handled && go(previous, true))
      if (!signIn) parentAskedLogin = false
    }
    moved = () => setTimeout(report)
    // Titles are written after the page's data arrives: a new title is reported too.
    const title = document.querySelector('title')
    if (title)
      new MutationObserver(() => report()).observe(title, { childList: true, characterData: true, subtree: true })
    report()

    let told: string | undefined
    const tellUser = () => {
      const status = app.session.status()
      const user = app.currentUser()
      if (status === 'authenticated' && !user) return
      const value = status === 'authenticated' ? bridgeUser(user) : null
      const text = JSON.stringify(value)
      if (text !== told) post({ type: 'user.updated', user: value })
      told = text
    }
    const sessionChanged = () => {
      tellUser()
      if (app.session.status() !== 'authenticated' || !menuAfterSignIn) return
      // Login from the parent: once signed in, the sidebar opens (spec §4).
      menuAfterSignIn = false
      go('?menu=true')
    }
    app.session.subscribe(sessionChanged)
    app.subscribe(tellUser)
    tellUser()

    bridge.handle('navigate', (message) => {
      if (message.type !== 'navigate') return null
      if (framePath() !== message.path) go(message.path, message.replace === true)
      return { path: message.path }
    })
    bridge.handle('login', () => {
      if (app.session.status() === 'authenticated') {
        go('?menu=true')
        return { signedIn: true }
      }
      parentAskedLogin = true
      menuAfterSignIn = true
      go(`login${window.location.search}`)
      return { signedIn: false }
    })
    bridge.handle('logout', async () => {
      if (app.session.status() === 'authenticated') await app.session.signOut()
      return { signedIn: false }
    })
  }

  post({ type: 'ready', clientId, path: framePath() })
  if (keepsSession) await Promise.race([session, new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))])
  reportHeight((height) => post({ type: 'resize', height }))
  return bridge
}

/** What holds the columns that stay in the parent's window as the page scrolls (the map, the split listing detail). */
const STICKY_BODY = '.search-page__body'

/** The part of the frame the parent's window shows, in the frame's coordinates. */
let visibleTop = 0
/** The parent's last word on its window (null until it says). */
let lastViewport: { top: number; height: number } | null = null

/** Lays the sticky columns out again in the parent's window as it last was (a column appeared, the page grew). */
export function relayoutInViewport(): void {
  if (lastViewport) followViewport(lastViewport.top, lastViewport.height)
}

/**
 * Follows the parent's window: the visible part of the frame becomes --idx-viewport-top and
 * --idx-viewport-height (dialogs and the sidebar sit in it), the window's height --idx-window-height
 * (the map is as tall as the window), and the search's map and split detail are moved down with
 * the window as sticky columns would be (the frame never scrolls, so `position: sticky` cannot).
 */
function followViewport(top: number, height: number) {
  lastViewport = { top, height }
  const frameHeight = document.documentElement.getBoundingClientRect().height
  visibleTop = Math.max(0, top)
  const visibleHeight = Math.max(0, Math.min(frameHeight, top + height) - visibleTop)
  const root = document.documentElement.style
  root.setProperty('--idx-viewport-top', `${visibleTop}px`)
  root.setProperty('--idx-viewport-height', `${visibleHeight || height}px`)
  root.setProperty('--idx-window-height', `${height}px`)
  // The columns are the window's height (index.html), so where they go depends on the body alone,
  // which is there from the server's first paint: the shift lives on the root, and a column drawn
  // later (the map's lazy pane, a listing opened) takes it at once.
  const body = document.querySelector(STICKY_BODY)?.getBoundingClientRect()
  if (body) {
    const room = Math.max(0, body.height - height)
    root.setProperty('--idx-sticky-shift', `${Math.min(room, Math.max(0, visibleTop - body.top))}px`)
  }
}

/** Reports the page's height whenever it changes (results load, a listing opens, a panel folds). */
function reportHeight(send: (height: number) => void) {
  const root = document.getElementById('root') ?? document.body
  let last = -1
  const measure = () => {
    const height = Math.ceil(root.getBoundingClientRect().height)
    if (height !== last) send((last = height))
    relayoutInViewport()
  }
  new ResizeObserver(measure).observe(root)
  measure()
}
