import type { IncomingHttpHeaders } from 'node:http'

/** The two layouts the server can render before the browser measures its window. */
export type ViewportHint = 'small' | 'large'

/** Phones' user agents: Android phones say "Mobile", iPhones and iPods name themselves. */
const PHONE_USER_AGENT = /\b(?:Mobile|iPhone|iPod)\b|\bAndroid\b.*\bMobile\b/

/**
 * The layout to render a page in for the request's browser: `small` for a phone (the client hint
 * `Sec-CH-UA-Mobile: ?1`, else a phone's user agent), `large` otherwise. A guess only: the page
 * hydrates in it and then follows the window's real width, so a wrong guess costs a relayout,
 * never a wrong page.
 *
 * @example
 * viewportHint({ 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power) … Mobile Safari/537.36' }) // 'small'
 */
export function viewportHint(headers: IncomingHttpHeaders): ViewportHint {
  const mobileHint = headers['sec-ch-ua-mobile']
  if (mobileHint === '?1') return 'small'
  if (mobileHint === '?0') return 'large'
  return PHONE_USER_AGENT.test(headers['user-agent'] ?? '') ? 'small' : 'large'
}
