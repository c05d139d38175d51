// Loaded with the page (main.tsx), so no message of the embedding page is missed; kept to a few
// lines because every route pays for it. What the message means is read when a lead is sent
// (lead-page-url.ts, loaded with the forms). The embed bridge (embed/frame-bridge.ts) sets it too,
// from its `parent.location` messages.

/** The last `idx:parent-location` message the embedding page posted, as received. */
export let parentLocationMessage: { data: unknown; origin: string } | null = null

/** Keeps the embedding page's address messages; nothing when not framed. */
export function captureParentLocation(): void {
  if (window.parent === window) return
  window.addEventListener('message', (event) => {
    if (event.source === window.parent && (event.data as { type?: unknown } | null)?.type === 'idx:parent-location')
      parentLocationMessage = { data: event.data, origin: event.origin }
  })
}

/** The embedding page's address as the bridge last received it; null when not embedded or not said yet. */
export let bridgedParentHref: string | null = null

/** The embedding page's address as the bridge received it (already checked: its origin is registered). */
export function setParentLocation(href: string, origin: string): void {
  parentLocationMessage = { data: { type: 'idx:parent-location', href }, origin }
  bridgedParentHref = href
}
