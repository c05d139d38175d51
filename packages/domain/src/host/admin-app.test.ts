import { describe, expect, it } from 'vitest'
import { ADMIN_SIGN_IN_SCOPE, hasAdminScope } from './admin-app.js'

describe('hasAdminScope', () => {
  it('finds the admin scope among the scopes a token carries', () => {
    expect(hasAdminScope(ADMIN_SIGN_IN_SCOPE)).toBe(true)
    expect(hasAdminScope('admin read')).toBe(true)
  })

  it('is false without it, for a look-alike, and for no scope at all', () => {
    for (const scope of ['read write', 'read write administrator', '', null, undefined]) {
      expect(hasAdminScope(scope)).toBe(false)
    }
  })
})
