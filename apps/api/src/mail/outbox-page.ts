import { escapeHtml } from './escape-html.js'
import type { OutboxEntry } from './outbox.repository.js'

// http(s) URLs in a plain-text body; stops at whitespace and at characters that end a sentence.
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g

/** Plain text as HTML with its http(s) URLs as links; everything escaped. */
export function linkifiedText(text: string): string {
  let html = ''
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index
    html += escapeHtml(text.slice(last, start))
    const url = escapeHtml(match[0])
    html += `<a href="${url}">${url}</a>`
    last = start + match[0].length
  }
  return html + escapeHtml(text.slice(last))
}

/**
 * The development outbox as one HTML page: each message with its recipient, time and text, its
 * links clickable, newest first. Nothing from a message is trusted: every part is escaped, and
 * the HTML body is not rendered (it says the same as the text).
 */
export function outboxPage(entries: readonly OutboxEntry[], to: string | undefined): string {
  const heading = to ? `Outbox: mail to ${escapeHtml(to)}` : 'Outbox'
  const items = entries
    .map(
      (entry) => `<li>
<article aria-labelledby="message-${entry.id}">
<h2 id="message-${entry.id}">${escapeHtml(entry.subject)}</h2>
<p class="meta">${entry.kind === 'sms' ? '<span class="kind">SMS</span> ' : ''}To <strong>${escapeHtml(entry.to)}</strong>, <time datetime="${escapeHtml(entry.created_at)}">${escapeHtml(entry.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></p>
<pre>${linkifiedText(entry.text)}</pre>
</article>
</li>`,
    )
    .join('\n')
  const body =
    entries.length === 0
      ? '<p>No mail yet. Sign-in links and password resets sent by this server appear here.</p>'
      : `<ol class="messages">\n${items}\n</ol>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} (development)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem; color: #1f2933; }
.messages { list-style: none; padding: 0; }
article { border: 1px solid #cbd2d9; border-radius: 6px; padding: 0.5rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.15rem; margin: 0.5rem 0; }
.meta { color: #3e4c59; margin: 0; }
.kind { background: #1f2933; color: #fff; border-radius: 3px; padding: 0 0.3rem; font-weight: 600; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
a { color: #1a56db; }
a:focus { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>Mail this development server would have sent (no SMTP_URL is set), newest first. JSON: <a href="outbox.json">outbox.json</a>.</p>
${body}
</main>
</body>
</html>
`
}
