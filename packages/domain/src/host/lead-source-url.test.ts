import { describe, expect, it } from 'vitest'
import { leadSourceUrl, PARENT_LOCATION_MESSAGE_TYPE, readParentLocation } from './lead-source-url.js'

const frameHref = 'https://idx.example/app/listing/austin/1'

describe('leadSourceUrl', () => {
  it('is the page itself when not framed, whatever the referrer', () => {
    expect(leadSourceUrl({ framed: false, frameHref, parentHref: null, referrer: 'https://google.com/' })).toBe(
      frameHref,
    )
  })

  it("is the embedding page's posted address when framed", () => {
    const parentHref = 'https://broker.example/homes/?idx=%2Flisting%2F1'
    expect(leadSourceUrl({ framed: true, frameHref, parentHref, referrer: 'https://broker.example/' })).toBe(parentHref)
  })

  it('falls back to the referrer, then the frame', () => {
    expect(leadSourceUrl({ framed: true, frameHref, parentHref: null, referrer: 'https://broker.example/' })).toBe(
      'https://broker.example/',
    )
    expect(leadSourceUrl({ framed: true, frameHref, parentHref: 'javascript:alert(1)', referrer: '' })).toBe(frameHref)
  })
})

describe('readParentLocation', () => {
  const message = { type: PARENT_LOCATION_MESSAGE_TYPE, href: 'https://broker.example/search' }

  it('takes the address from the embedding origin only', () => {
    expect(readParentLocation(message, 'https://broker.example', 'https://broker.example')).toBe(
      'https://broker.example/search',
    )
    expect(readParentLocation(message, 'https://evil.example', 'https://broker.example')).toBeNull()
    expect(readParentLocation(message, 'https://broker.example', null)).toBe('https://broker.example/search')
  })

  it('ignores other messages and non-http addresses', () => {
    expect(readParentLocation({ type: 'other', href: 'https://x.example/' }, 'https://x.example', null)).toBeNull()
    expect(readParentLocation({ ...message, href: 'data:text/html,hi' }, 'https://broker.example', null)).toBeNull()
    expect(readParentLocation('idx:parent-location', 'https://broker.example', null)).toBeNull()
  })
})
