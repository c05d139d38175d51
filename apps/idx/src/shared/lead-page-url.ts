import { leadSourceUrl, readParentLocation } from '@idx/domain'

/** The embedding page's address as it last posted it (null until it does, or when not framed). */
let parentHref: string | null = null

function framed(): boolean {
  return window.parent !== window
}

/**
 * Keeps the embedding page's address as it posts it (`idx:parent-location`, from the referrer's
 * origin when known), so leads name the brokerage's page. Call once at start; nothing when not framed.
 */
export function listenForParentLocation(): void {
  if (!framed()) return
  let parentOrigin: string | null = null
  try {
    if (document.referrer) parentOrigin = new URL(document.referrer).origin
  } catch {
    parentOrigin = null
  }
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return
    const href = readParentLocation(event.data, event.origin, parentOrigin)
    if (href) parentHref = href
  })
}

/** The page a lead sent now came from: the embedding page when framed, else this one. */
export function leadPageUrl(): string {
  return leadSourceUrl({ framed: framed(), frameHref: window.location.href, parentHref, referrer: document.referrer })
}
