/**
 * `sanitizeFeedHtml`, with DOMPurify loaded when first asked for: a feed's HTML shows after mount
 * anyway (DOMPurify needs a DOM), so it need not weigh on a page's first load.
 *
 * @example
 * const safe = await sanitizeFeedHtmlLater(feed.disclaimer_html) // '<p>© MLS</p>'
 */
export function sanitizeFeedHtmlLater(html: string): Promise<string> {
  return import('./sanitize-feed-html.js').then(({ sanitizeFeedHtml }) => sanitizeFeedHtml(html))
}
