// Loaded with every page (a few bytes): whether the page talks to an embedding page, and the
// bridge when it does. The bridge itself (frame-bridge.ts) loads only in a frame.
import type { FrameBridge } from './frame-bridge.js'

/** The bridge to the embedding page, once connected; null when the site is not framed by a registered page. */
export let frameBridge: FrameBridge | null = null

export function setFrameBridge(bridge: FrameBridge | null): void {
  frameBridge = bridge
}
