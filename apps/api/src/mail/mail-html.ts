import { escapeHtml } from './escape-html.js'

/**
 * The HTML part of a site e-mail: the one plain page every mail of the site is, titled with its
 * subject, its paragraphs (already HTML) and the site's name last. Callers escape what they put
 * in the paragraphs.
 *
 * @example
 * mailHtml("You're invited", ['<p>Hello,</p>', `<p>${escapeHtml(text)}</p>`], 'Test Realty')
 * // '<!doctype html>\n<html lang="en">…<p>Hello,</p>…<p>Test Realty</p>\n</body>\n</html>\n'
 */
export function mailHtml(subject: string, paragraphs: readonly string[], siteName: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5">
${paragraphs.join('\n')}
<p>${escapeHtml(siteName)}</p>
</body>
</html>
`
}

/**
 * The text part of a site e-mail: its paragraphs and the site's name last, a blank line between.
 *
 * @example
 * mailText(['Hello,', 'Open this link to join:', link], 'Test Realty') // 'Hello,\n\nOpen this link to join:\n\n…\n\nTest Realty\n'
 */
export function mailText(paragraphs: readonly string[], siteName: string): string {
  return `${[...paragraphs, siteName].join('\n\n')}\n`
}
