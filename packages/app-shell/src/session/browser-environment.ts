import { createMemoryStorage, type StorageLike } from '@idx/api-client'
import { readSavedRoute, SAVED_ROUTE_ELEMENT_ID } from '@idx/domain'
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
 * Posts to the embedding page only: to the origin that embedded us (the referrer's), or, when
 * that is unknown, to any origin without the identity provider's token.
 */
function publishToParent(message: ParentMessage): void {
  if (window.parent === window) return
  let origin = '*'
  try {
    if (document.referrer) origin = new URL(document.referrer).origin
  } catch {
    origin = '*'
  }
  window.parent.postMessage(origin === '*' ? { ...message, idpLogoutToken: null } : message, origin)
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
