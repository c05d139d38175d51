import { describe, expect, it } from 'vitest'
import { viewportHint } from './viewport-hint.js'

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36'

describe('the layout a page is rendered in before the browser measures its window', () => {
  it('is small for phones, by client hint or user agent', () => {
    expect(viewportHint({ 'sec-ch-ua-mobile': '?1' })).toBe('small')
    expect(viewportHint({ 'user-agent': ANDROID_PHONE })).toBe('small')
    expect(viewportHint({ 'user-agent': IPHONE })).toBe('small')
  })

  it('is large for tablets, desktops and browsers that say nothing', () => {
    expect(viewportHint({ 'user-agent': ANDROID_TABLET })).toBe('large')
    expect(viewportHint({ 'user-agent': DESKTOP })).toBe('large')
    expect(viewportHint({})).toBe('large')
  })

  it('trusts the client hint over the user agent (a desktop site request on a phone says ?0)', () => {
    expect(viewportHint({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_PHONE })).toBe('large')
    expect(viewportHint({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe('small')
  })
})
