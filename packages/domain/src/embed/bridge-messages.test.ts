import { describe, expect, it } from 'vitest'
import {
  embeddedPageUrl,
  framePathOf,
  frontFacingPage,
  frontFacingPageUrl,
  isFramePath,
  isRegisteredOrigin,
  readFrameMessage,
  readParentMessage,
} from './bridge-messages.js'

describe('bridge messages', () => {
  it('reads each well-formed frame message and refuses malformed ones', () => {
    expect(readFrameMessage({ channel: 'idx', type: 'resize', height: 1840 })).toEqual({
      channel: 'idx',
      type: 'resize',
      height: 1840,
    })
    expect(readFrameMessage({ channel: 'idx', type: 'resize', height: -1 })).toBeNull()
    expect(readFrameMessage({ channel: 'other', type: 'resize', height: 1 })).toBeNull()
    expect(readFrameMessage({ channel: 'idx', type: 'toString' })).toBeNull()
    expect(readFrameMessage({ channel: 'idx', type: 'login', clientId: 'c' })).toBeNull() // a request needs an id
    expect(readFrameMessage({ channel: 'idx', type: 'login', id: 'r1', clientId: 'c' })).not.toBeNull()
    expect(
      readFrameMessage({ channel: 'idx', type: 'user.updated', user: { id: '7', name: 'Jane', email: null } }),
    ).not.toBeNull()
    expect(readFrameMessage({ channel: 'idx', type: 'user.updated', user: { id: 7 } })).toBeNull()
    expect(readFrameMessage({ channel: 'idx', type: 'session.store', items: { 'idx-session': null } })).not.toBeNull()
    expect(readFrameMessage({ channel: 'idx', type: 'session.store', items: { 'idx-session': 5 } })).toBeNull()
    expect(readFrameMessage('idx')).toBeNull()
    expect(readFrameMessage(null)).toBeNull()
  })

  it('reads parent messages; a navigate path never leaves the app', () => {
    expect(readParentMessage({ channel: 'idx', type: 'navigate', id: '1', path: 'listing/1?x=2' })).not.toBeNull()
    for (const path of ['https://evil.example/', '//evil.example', '/app/x', 'a/../../b', 'javascript:alert(1)'])
      expect(readParentMessage({ channel: 'idx', type: 'navigate', id: '1', path })).toBeNull()
    expect(readParentMessage({ channel: 'idx', type: 'session', items: { 'idx-session': '{}' } })).not.toBeNull()
    expect(readParentMessage({ channel: 'idx', type: 'session', items: { 'idx-session': null } })).toBeNull()
    expect(readParentMessage({ channel: 'idx', type: 'parent.location', href: 'javascript:x' })).toBeNull()
    expect(
      readParentMessage({ channel: 'idx', type: 'reply', replyTo: 'r1', ok: true, result: { handled: false } }),
    ).not.toBeNull()
  })

  it('checks origins exactly', () => {
    expect(isRegisteredOrigin('https://broker.example', ['https://broker.example'])).toBe(true)
    expect(isRegisteredOrigin('https://broker.example:8443', ['https://broker.example'])).toBe(false)
    expect(isRegisteredOrigin('null', ['null'])).toBe(false)
  })

  it('writes and reads the frame path in the parent address', () => {
    const href = embeddedPageUrl('https://broker.example/homes?ref=ad#top', 'listing/12-main-st?x=1')
    expect(href).toBe('https://broker.example/homes?ref=ad&idx=listing%2F12-main-st%3Fx%3D1')
    expect(framePathOf(href)).toBe('listing/12-main-st?x=1')
    expect(embeddedPageUrl(href, '')).toBe('https://broker.example/homes?ref=ad')
    expect(framePathOf('https://broker.example/?idx=https%3A%2F%2Fevil.example')).toBe('')
    expect(framePathOf('not a url')).toBe('')
    expect(isFramePath('')).toBe(true)
  })
})

describe('links to the brokerage page a site is embedded on', () => {
  it('reads the page from the prefix only when it is an http(s) address', () => {
    expect(frontFacingPage('https://broker.example/homes')).toBe('https://broker.example/homes')
    expect(frontFacingPage(' http://localhost:8080/x ')).toBe('http://localhost:8080/x')
    expect(frontFacingPage('/idx')).toBeNull()
    expect(frontFacingPage('')).toBeNull()
    expect(frontFacingPage(null)).toBeNull()
    expect(frontFacingPage('ftp://broker.example/')).toBeNull()
  })

  it("opens the site's /app/ pages on the brokerage's page, and leaves other paths", () => {
    const page = 'https://broker.example/homes?ref=mail#top'
    expect(frontFacingPageUrl(page, '/app/listing/12-main-st/12')).toBe(
      'https://broker.example/homes?ref=mail&idx=listing%2F12-main-st%2F12',
    )
    expect(frontFacingPageUrl(page, '/app/saved-search/4')).toBe(
      'https://broker.example/homes?ref=mail&idx=saved-search%2F4',
    )
    expect(frontFacingPageUrl(page, '/app/?magic_auth=eyJl%2B')).toBe(
      'https://broker.example/homes?ref=mail&idx=%3Fmagic_auth%3DeyJl%252B',
    )
    expect(framePathOf(frontFacingPageUrl(page, '/app/join/collection/7/q0Zk') ?? '')).toBe('join/collection/7/q0Zk')
    expect(frontFacingPageUrl(page, '/app/')).toBe('https://broker.example/homes?ref=mail')
    expect(frontFacingPageUrl(page, '/app')).toBe('https://broker.example/homes?ref=mail')
    expect(frontFacingPageUrl(page, '/admin/')).toBeNull()
    expect(frontFacingPageUrl(page, '/app/../admin/')).toBeNull()
    expect(frontFacingPageUrl('/idx', '/app/listing/12-main-st/12')).toBeNull()
    expect(frontFacingPageUrl(null, '/app/listing/12-main-st/12')).toBeNull()
  })
})
