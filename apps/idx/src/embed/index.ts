// The embed bridge's public entry for the rest of the app: the bridge once connected (null when
// the site is not framed by a registered page). The bridge's code (frame-bridge.ts) stays out of
// the first load: main.tsx imports it dynamically, in a frame only.
export { frameBridge, setFrameBridge } from './embed-state.js'
export type { BusAnswer, FrameBridge } from './frame-bridge.js'
