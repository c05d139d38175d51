import { describe, expect, it } from 'vitest'
import { safeImageSrc, safeLinkHref } from './safe-url.js'

describe('safeLinkHref', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:agent@example.com', 'mailto:agent@example.com'],
    ['tel:+15125550100', 'tel:+15125550100'],
    ['/app/contact', '/app/contact'],
    ['../listing/7', '../listing/7'],
    ['#map', '#map'],
    ['?page=2', '?page=2'],
    ['//cdn.example/page', '//cdn.example/page'],
    ['  https://example.com  ', 'https://example.com'],
  ])('keeps http(s), mailto, tel and relative links (%j)', (href, expected) => {
    expect(safeLinkHref(href)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
  ])('drops every other scheme, however it is disguised (%j)', (href) => {
    expect(safeLinkHref(href)).toBeNull()
  })

  it.each([[''], ['   '], [null], [undefined], [42], [{ href: '/x' }]])(
    'drops a blank or non-text href (%j)',
    (href) => {
      expect(safeLinkHref(href)).toBeNull()
    },
  )
})

describe('safeImageSrc', () => {
  it.each([
    ['https://cdn.example/meme.jpg', 'https://cdn.example/meme.jpg'],
    ['/api/v3/photos/7/0/1280x720.svg', '/api/v3/photos/7/0/1280x720.svg'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,%3Csvg%3E%3C/svg%3E', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
  ])('keeps http(s), relative and inline image sources (%j)', (src, expected) => {
    expect(safeImageSrc(src)).toBe(expected)
  })

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'data:image/x-icon,AAAA', 'mailto:a@b.c', '', 7])(
    'drops sources that are not images over http(s) (%j)',
    (src) => {
      expect(safeImageSrc(src)).toBeNull()
    },
  )
})
