import { leadSourceUrl, readParentLocation } from '@idx/domain'
import { parentLocationMessage } from './parent-location-capture.js'

/** The embedding page's origin, from the referrer (null when unknown). */
function referrerOrigin(): string | null {
  try {
    return document.referrer ? new URL(document.referrer).origin : null
  } catch {
    return null
  }
}

/**
 * The page a lead sent now came from: when framed, the embedding page's address it last posted
 * (from its origin; parent-location-capture.ts keeps it), else its referrer; this page otherwise.
 */
export function leadPageUrl(): string {
  const posted = parentLocationMessage
  const parentHref = posted ? readParentLocation(posted.data, posted.origin, referrerOrigin()) : null
  return leadSourceUrl({
    framed: window.parent !== window,
    frameHref: window.location.href,
    parentHref,
    referrer: document.referrer,
  })
}
