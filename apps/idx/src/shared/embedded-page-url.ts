// Links that leave the frame (share buttons, 'Open in New Window') point at the brokerage's page
// around it when the site is embedded: the parent's address with `?idx=` at that place (what the
// bridge's pageUrl gives). A few bytes on every page; the bridge itself loads only in a frame
// (embed/frame-bridge.ts) and tells its parent's address through setParentLocation.
import { embeddedPageUrl } from '@idx/domain'
import { useSyncExternalStore } from 'react'
import { bridgedParentHref } from './parent-location-capture.js'

// The bridge hears the parent's address in a `message` event, and its listener runs before ours
// (it was added first): reading again after every message costs the first load nothing.
function subscribeMessages(listener: () => void): () => void {
  window.addEventListener('message', listener)
  return () => window.removeEventListener('message', listener)
}

/**
 * The brokerage page's address that opens `path` (below /app/, query included) in its embedded
 * site; null when the site is not framed by a registered page, the parent has not said its
 * address yet, on the server and while hydrating (both render alike). Updates when the parent
 * says its address.
 *
 * @example
 * useEmbeddedPageUrl('listing/12-main-st/12') // 'https://broker.example/homes?idx=listing%2F12-main-st%2F12' in a frame
 */
export function useEmbeddedPageUrl(path: string): string | null {
  return useSyncExternalStore(
    subscribeMessages,
    () => (bridgedParentHref === null ? null : embeddedPageUrl(bridgedParentHref, path)),
    () => null,
  )
}
