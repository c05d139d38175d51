import { describe, expect, it } from 'vitest'
import { authRequiredRedirect } from './auth-required.js'

describe('authRequiredRedirect', () => {
  it("sends a visitor to auth on sites without their own login, remembering the route's URL", () => {
    expect(
      authRequiredRedirect({
        idxLogin: false,
        pathname: '/work-with-agent/12/get-started',
        search: '',
        targetName: '',
      }),
    ).toEqual({
      to: '/auth',
      transition: { url: '/app/work-with-agent/12/get-started', targetName: '', queryParams: {} },
    })
  })

  it('sends a visitor to authenticate on sites with their own login, keeping the query both ways', () => {
    expect(
      authRequiredRedirect({ idxLogin: true, pathname: '/account', search: '?_vid=abc&x=1', targetName: 'account' }),
    ).toEqual({
      to: '/authenticate?_vid=abc&x=1',
      transition: { url: '/app/account?_vid=abc&x=1', targetName: 'account', queryParams: { _vid: 'abc', x: '1' } },
    })
  })
})
