import { describe, expect, it } from 'vitest'
import { routerReturnTo } from './useRequireAdminScope.js'

describe('routerReturnTo', () => {
  it('keeps a path of the router, with its query', () => {
    expect(routerReturnTo('/ui?marketId=2', '/ui')).toBe('/ui?marketId=2')
    expect(routerReturnTo('/', '/ui')).toBe('/')
  })

  it.each([
    null,
    '',
    'ui',
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tevil',
  ])('falls back for %s, which could lead elsewhere', (value) => {
    expect(routerReturnTo(value, '/ui')).toBe('/ui')
  })
})
