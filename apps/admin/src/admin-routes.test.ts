import { describe, expect, it } from 'vitest'
import { adminSignInHref } from './admin-routes.js'

describe('adminSignInHref', () => {
  it('carries where to return in return_to', () => {
    expect(adminSignInHref('/ui?marketId=2')).toBe('/?return_to=%2Fui%3FmarketId%3D2')
  })

  it('is the bare sign-in without one', () => {
    expect(adminSignInHref(null)).toBe('/')
  })
})
