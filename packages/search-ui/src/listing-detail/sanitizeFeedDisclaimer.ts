import DOMPurify from 'dompurify'
import type { DOMPurify as Purifier } from 'dompurify'

let purifier: Purifier | undefined

// An instance of our own, so the link hook below never touches a host's DOMPurify settings.
function instance(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window)
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
  }
  return purifier
}

/**
 * A feed's disclaimer HTML made safe for the listing page, with the same rule as the map's
 * disclaimers (map-ui `sanitizeDisclaimerHtml`; search-ui may not import map-ui): DOMPurify's
 * HTML profile, and no styles, forms or frames, so an MLS feed can neither run code nor restyle
 * or overlay the page. Links keep `target`; those opening a new tab get `rel="noopener noreferrer"`.
 * Without a DOM (server rendering) it returns '' and the disclaimer fills in on hydration.
 *
 * @example
 * sanitizeFeedDisclaimer('<p onclick="x()">© MLS<script>alert(1)</script></p>') // '<p>© MLS</p>'
 */
export function sanitizeFeedDisclaimer(html: string): string {
  if (typeof window === 'undefined') return ''
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'class', 'id'],
  })
}
