import { describe, expect, it } from 'vitest'
import { ADMIN_SIGN_IN_SCOPE, hasAdminScope, isAdminRoute } from './admin-app.js'

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

describe('isAdminRoute', () => {
  it("knows the admin app's routes, with or without one trailing slash", () => {
    for (const path of [
      '/admin/',
      '/admin/reauthenticate',
      '/admin/ui',
      '/admin/ui/',
      '/admin/leads',
      '/admin/leads/42',
    ]) {
      expect(isAdminRoute(path), path).toBe(true)
    }
  })

  it('refuses any other path under the admin root, and paths outside it', () => {
    for (const path of [
      '/admin/no-such-page',
      '/admin/ui/extra',
      '/admin//ui',
      '/admin',
      '/app/ui',
      '/ui',
      '/admin/leads/42/x',
    ]) {
      expect(isAdminRoute(path), path).toBe(false)
    }
  })
})
