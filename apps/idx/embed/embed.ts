// /embed.js: the script a brokerage pastes on its own page to show the site there (apps/idx
// README, "Embedding"). It defines <idx-search>, <idx-listing> and <idx-saved-homes>, each one
// frame of the site at /app/, and speaks the bridge (@idx/domain's bridge-messages.ts) with them:
// it fits each frame's height, keeps the visitor's session in the page's storage, mirrors the
// URL-owning frame's path into the page's `?idx=` parameter, and gives the page `window.idx`.
// Built on its own (vite.embed.config.ts) into dist/embed.js: one small script, no React.
import {
  BRIDGE_CHANNEL,
  EMBED_FRAME_NAME,
  embeddedPageUrl,
  framePathOf,
  readFrameMessage,
  type BridgeUser,
  type FrameMessage,
  type ParentEvent,
  type ParentRequest,
} from '@idx/domain'
import {
  EMBED_ELEMENTS,
  EMBED_SELECTOR,
  elementPath,
  mergeSessionItems,
  readStoredSession,
  sessionKey,
  urlOwner,
  type EmbedTag,
} from './embed-model.js'

type Listener = (value?: unknown) => unknown
type Frame = { element: HTMLElement; iframe: HTMLIFrameElement; ready: boolean; path: string }
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void }

/** The page API: `window.idx`. */
export type IdxApi = {
  login(): Promise<unknown>
  logout(): Promise<unknown>
  navigate(path: string): Promise<unknown>
  getURL(): Promise<unknown>
  on(event: string, listener: Listener): () => void
  off(event: string, listener: Listener): void
  user: BridgeUser | null
}

declare global {
  interface Window {
    idx?: IdxApi
  }
}

/** How long a request to a frame waits for its reply. */
const REPLY_TIMEOUT_MS = 5000
/** A frame's height until it tells its own. */
const START_HEIGHT = '720px'

// Included twice, the script keeps the first copy's API and elements.
if (!window.idx) start()

function start() {
  const script = document.currentScript as HTMLScriptElement | null
  const origin = new URL(script?.src ?? location.href).origin
  const storageKey = sessionKey(origin)
  const frames: Frame[] = []
  const listeners = new Map<string, Set<Listener>>()
  const pending = new Map<string, Pending>()
  /** Requests waiting for their frame to be ready. */
  let waiting: (() => void)[] = []
  let nextId = 0

  const post = (frame: Frame, message: ParentEvent | ParentRequest | Record<string, unknown>) =>
    frame.iframe.contentWindow?.postMessage({ channel: BRIDGE_CHANNEL, ...message }, origin)

  const emit = (event: string, value?: unknown) => {
    const results: unknown[] = []
    for (const listener of listeners.get(event) ?? []) {
      try {
        results.push(listener(value))
      } catch (error) {
        results.push(Promise.reject(error))
      }
    }
    return results
  }

  const readSession = () => {
    try {
      return readStoredSession(localStorage.getItem(storageKey))
    } catch {
      return {}
    }
  }
  const storage = (write: (storage: Storage) => void) => {
    try {
      write(localStorage)
    } catch {
      // Storage is off (a private window, a policy): the visitor signs in again next time.
    }
  }

  const connected = () => frames.filter((frame) => frame.element.isConnected)
  /** The frame of the element that owns the page's URL, among the page's elements in document order. */
  const owner = (): Frame | undefined => {
    const elements = [...document.querySelectorAll(EMBED_SELECTOR)]
    const element = elements[urlOwner(elements.map((e) => ({ tag: e.localName, syncUrl: e.getAttribute('sync-url') })))]
    return frames.find((frame) => frame.element === element)
  }

  const viewport = (frame: Frame) =>
    // The window's top in the frame's coordinates (negative while the frame starts lower down):
    // with the window's height, the frame works out which part of it shows.
    post(frame, { type: 'viewport', top: -frame.iframe.getBoundingClientRect().top, height: innerHeight })

  const reply = (frame: Frame, id: string, ok: boolean, result?: unknown, error?: string) =>
    post(frame, { type: 'reply', replyTo: id, ok, ...(ok ? { result } : { error }) })

  /** A request to the URL-owning frame (the first frame when none owns it), once a frame is ready. */
  const request = (message: ParentRequest) =>
    new Promise<unknown>((resolve, reject) => {
      const send = () => {
        const frame = owner() ?? connected()[0]
        if (!frame?.ready) return void waiting.push(send)
        const id = `p${++nextId}`
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new Error(`idx embed: no reply to ${message.type}`))
        }, REPLY_TIMEOUT_MS)
        const settle =
          <T>(done: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer)
            pending.delete(id)
            done(value)
          }
        pending.set(id, { resolve: settle(resolve), reject: settle(reject) })
        post(frame, { ...message, id })
      }
      send()
    })

  const onMessage = (frame: Frame, message: FrameMessage) => {
    const { element, iframe } = frame
    switch (message.type) {
      case 'ready': {
        frame.ready = true
        frame.path = message.path
        post(frame, { type: 'session', items: readSession() })
        post(frame, { type: 'parent.location', href: location.href })
        viewport(frame)
        const queued = waiting
        waiting = []
        for (const send of queued) send()
        return
      }
      case 'resize':
        iframe.style.height = `${message.height}px`
        return
      case 'location.changed':
        frame.path = message.path
        if (frame === owner()) {
          // The frame leaves its history to this page (its pushes replace its own entry): a new place
          // is a new entry here, so Back and Forward, and a reload of this page, walk its places;
          // anything else (an address corrected, Back followed) replaces the current entry.
          const href = embeddedPageUrl(location.href, message.path)
          if (message.push && href !== location.href) history.pushState(null, '', href)
          else history.replaceState(history.state, '', href)
          post(frame, { type: 'parent.location', href: location.href })
        }
        emit('location.changed', message)
        element.dispatchEvent(new CustomEvent('idx:location-changed', { detail: message }))
        return
      case 'user.updated':
        api.user = message.user
        emit('user.updated', message.user)
        element.dispatchEvent(new CustomEvent('idx:user-updated', { detail: message }))
        return
      case 'session.store':
        storage((local) => local.setItem(storageKey, JSON.stringify(mergeSessionItems(readSession(), message.items))))
        return
      case 'logout-complete':
        storage((local) => local.removeItem(storageKey))
        emit('logout')
        return
      case 'scroll.to': {
        const top = iframe.getBoundingClientRect().top + message.top
        if (top < 0) scrollTo({ top: top + scrollY })
        return
      }
      case 'login':
      case 'forms.support.inquiry': {
        const id = message.id!
        const handlers = emit(
          message.type === 'login' ? 'login' : 'support.inquiry',
          message.type === 'login' ? message : message.inquiry,
        )
        if (handlers.length === 0) return reply(frame, id, true, { handled: false })
        Promise.all(handlers).then(
          () => reply(frame, id, true, { handled: true }),
          (error: unknown) =>
            reply(frame, id, false, undefined, error instanceof Error ? error.message : String(error)),
        )
        return
      }
      case 'reply': {
        const waiter = pending.get(message.replyTo)
        if (message.ok) waiter?.resolve(message.result)
        else waiter?.reject(new Error(message.error ?? 'idx embed: the request failed'))
      }
    }
  }

  addEventListener('message', (event) => {
    const frame = frames.find(({ iframe }) => event.source !== null && iframe.contentWindow === event.source)
    if (!frame) return
    const message = event.origin === origin ? readFrameMessage(event.data) : null
    if (message) onMessage(frame, message)
    else console.warn(`idx embed: ignored a message from ${event.origin} that is no bridge message of ${origin}`)
  })

  // The viewport, at most once a frame, on the page's scroll and resize.
  let scheduled = false
  const onViewport = () => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(() => {
      scheduled = false
      for (const frame of connected()) if (frame.ready) viewport(frame)
    })
  }
  addEventListener('scroll', onViewport, { passive: true })
  addEventListener('resize', onViewport, { passive: true })

  // Back and Forward across the page's own entries: the owning frame follows its `?idx=`.
  addEventListener('popstate', () => {
    const frame = owner()
    const path = framePathOf(location.href)
    if (frame?.ready && path !== frame.path) {
      frame.path = path
      request({ type: 'navigate', path, replace: true }).catch(() => {})
    }
  })

  const on = (event: string, listener: Listener) => {
    let set = listeners.get(event)
    if (!set) listeners.set(event, (set = new Set()))
    set.add(listener)
    return () => off(event, listener)
  }
  const off = (event: string, listener: Listener) => void listeners.get(event)?.delete(listener)

  const api: IdxApi = {
    login: () => request({ type: 'login' }),
    logout: () => request({ type: 'logout' }),
    navigate: (path: string) => request({ type: 'navigate', path: String(path).replace(/^\/+/, '') }),
    getURL: () => request({ type: 'location.getURL' }),
    on,
    off,
    user: null,
  }
  window.idx = api

  class IdxElement extends HTMLElement {
    // No class fields: an ES2020 build would write them with helpers.
    declare frame: Frame | null | undefined
    static get observedAttributes() {
      return ['listing-id', 'path']
    }

    connectedCallback() {
      if (document.readyState === 'loading') {
        // Which element owns the URL depends on the elements after this one: wait for them.
        document.addEventListener('DOMContentLoaded', () => this.isConnected && this.open(), { once: true })
      } else this.open()
    }

    disconnectedCallback() {
      this.close()
    }

    attributeChangedCallback() {
      if (this.frame) {
        this.close()
        this.open()
      }
    }

    open() {
      if (this.frame) return
      const tag = this.localName as EmbedTag
      const iframe = document.createElement('iframe')
      const frame: Frame = { element: this, iframe, ready: false, path: '' }
      frames.push(frame)
      const path =
        (frame === owner() && framePathOf(location.href)) || elementPath(tag, (name) => this.getAttribute(name))
      iframe.src = `${origin}/app/${path}`
      iframe.name = EMBED_FRAME_NAME
      iframe.title = EMBED_ELEMENTS[tag].title
      iframe.allow = 'clipboard-write; geolocation'
      iframe.setAttribute('scrolling', 'no')
      iframe.style.cssText = `display:block;width:100%;border:0;overflow:hidden;height:${START_HEIGHT}`
      this.frame = frame
      this.append(iframe)
    }

    close() {
      const frame = this.frame
      if (!frame) return
      frames.splice(frames.indexOf(frame), 1)
      frame.iframe.remove()
      this.frame = null
    }
  }

  const style = document.createElement('style')
  style.textContent = `${EMBED_SELECTOR}{display:block}`
  document.head.append(style)
  for (const tag of Object.keys(EMBED_ELEMENTS)) {
    if (!customElements.get(tag)) customElements.define(tag, class extends IdxElement {})
  }

  // The one-tag form: a page with none of the elements gets the search right after the script.
  const oneTag = () => {
    if (script?.isConnected && !document.querySelector(EMBED_SELECTOR))
      script.after(document.createElement('idx-search'))
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', oneTag, { once: true })
  else oneTag()
}
