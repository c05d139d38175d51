import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html.js'

describe('escapeHtml', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    [`Tom & Jerry's "Place"`, 'Tom &amp; Jerry&#39;s &quot;Place&quot;'],
    ['$450K', '$450K'],
  ])('escapes %j', (text, html) => {
    expect(escapeHtml(text)).toBe(html)
  })
})
