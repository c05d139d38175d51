import { createMemoryStorage, type StorageLike } from '@idx/api-client'
import { BRIDGE_CHANNEL, readSavedRoute, SAVED_ROUTE_ELEMENT_ID } from '@idx/domain'
import type { ParentMessage, SiteSessionEnvironment } from './site-session.js'

/**
 * Web Storage when the browser allows it, else memory: an embedded app in a third-party iframe
 * may be refused storage, and must still work (signed in for as long as the page lives).
 */
function usableStorage(get: () => Storage): StorageLike {
  try {
    const storage = get()
    const probe = 'idx-storage-probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return createMemoryStorage()
  }
}

/**
 * Posts to the embedding page only, on the bridge's channel: to the origin that embedded us (the
 * referrer's), never to any origin (`*`); when that origin is unknown nothing is posted. A host
 * that knows its registered embedding origins (apps/idx's embed bridge) replaces this.
 */
function publishToParent(message: ParentMessage): void {
  if (window.parent === window || !document.referrer) return
  let origin: string
  try {
    origin = new URL(document.referrer).origin
  } catch {
    return
  }
  if (origin === 'null') return
  window.parent.postMessage({ channel: BRIDGE_CHANNEL, ...message }, origin)
}

export function browserSessionEnvironment(): SiteSessionEnvironment {
  return {
    serverSavedRoute: readSavedRoute(document.getElementById(SAVED_ROUTE_ELEMENT_ID)?.textContent),
    storage: usableStorage(() => window.localStorage),
    tabStorage: usableStorage(() => window.sessionStorage),
    reload: (url) => window.location.assign(url),
    publishToParent,
  }
}
