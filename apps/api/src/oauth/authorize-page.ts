import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'

// The sign-in popup's pages: self-contained HTML (no script, no external file), so the Content
// Security Policy can forbid everything but this one stylesheet, and nothing can frame the page
// to trick a visitor into typing a password into it.

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.375rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=email],input[type=password]{width:100%;padding:.625rem;font:inherit;border:1px solid #6b6f76;border-radius:4px}
input:focus,button:focus{outline:3px solid #1d5fd6;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#1d5fd6;border:0;border-radius:4px;cursor:pointer}
.error{margin:0 0 1rem;padding:.75rem;color:#8a1c1c;background:#fdecec;border:1px solid #d64545;border-radius:4px}
p{margin:0 0 1rem}
`.trim()

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function document(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="referrer" content="same-origin">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  )
}

/**
 * Where the sign-in form may lead: this server, and the redirect URI it answers with (browsers
 * apply `form-action` to the redirect that follows a form submission too).
 */
function formActionSources(redirectUri: string): string {
  try {
    const url = new URL(redirectUri)
    // An app's custom scheme (com.example.app:/callback) has no origin: allow the scheme.
    const target = url.origin === 'null' ? url.protocol : url.origin
    return `'self' ${target}`
  } catch {
    return "'self'"
  }
}

/**
 * Sends a page with the headers every popup page carries: a CSP allowing only its inline style
 * and, for the sign-in form, posting to this server; no framing (`frame-ancestors 'none'` and
 * `X-Frame-Options: DENY` for older browsers).
 */
export function sendPage(reply: FastifyReply, status: number, html: string, redirectUri?: string) {
  const formAction = redirectUri === undefined ? "'none'" : formActionSources(redirectUri)
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .send(html)
}

export interface SignInPage {
  siteName: string
  /** The validated request's parameters, carried to the POST in hidden fields. */
  carried: Record<string, string>
  /** The e-mail typed before, when the page is shown again. */
  email?: string
  /** Shown above the form and announced by screen readers. */
  error?: string
}

/** The e-mail and password form of the popup. */
export function signInPage(page: SignInPage): string {
  const hidden = Object.entries(page.carried)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  const error = page.error ? `<p id="sign-in-error" class="error" role="alert">${escapeHtml(page.error)}</p>` : ''
  const described = page.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : ''
  const email = page.email ?? ''
  const site = escapeHtml(page.siteName)
  return document(
    `Sign in to ${page.siteName}`,
    `<h1>Sign in to ${site}</h1>${error}` +
      `<form method="post" action="authorize">${hidden}` +
      `<label for="email">Email</label>` +
      `<input id="email" name="email" type="email" autocomplete="username" required maxlength="320"` +
      ` value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>` +
      `<label for="password">Password</label>` +
      `<input id="password" name="password" type="password" autocomplete="current-password" required` +
      ` maxlength="128"${described}${email ? ' autofocus' : ''}>` +
      `<button type="submit">Sign in</button></form>`,
  )
}

/** A page that explains why the popup cannot go on; it links nowhere and redirects nowhere. */
export function errorPage(title: string, message: string, siteName?: string): string {
  const heading = siteName ? `${title} (${siteName})` : title
  return document(
    heading,
    `<h1>${escapeHtml(heading)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>` +
      `<p>Close this window and try again from the site. If this keeps happening, tell the site's owner.</p>`,
  )
}
