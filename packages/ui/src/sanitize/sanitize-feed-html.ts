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
 * A feed's HTML (an MLS disclaimer, under the map or a listing) made safe to put into the page:
 * DOMPurify with its HTML profile (no scripts, event handlers, `javascript:` URLs), and no styles,
 * forms or frames either, so a feed can neither run code nor restyle or overlay the page. Links
 * keep `target` (a feed's terms should not replace the search) and those opening a new tab get
 * `rel="noopener noreferrer"`. Without a DOM (server rendering) it returns '': sanitise after
 * mount and the HTML fills in on hydration.
 *
 * @example
 * sanitizeFeedHtml('<p onclick="x()">© MLS<script>alert(1)</script></p>') // '<p>© MLS</p>'
 */
export function sanitizeFeedHtml(html: string): string {
  if (typeof window === 'undefined') return ''
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'class', 'id'],
  })
}
