import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '@idx/api-client'
import type { SiteConfig } from '../config/read-config.js'
import { routeAfterSignIn, routerPath } from './after-sign-in.js'
import { createSiteSession } from './site-session.js'

const CONFIG: SiteConfig = {
  api_token: 'site-token',
  client_id: 'client-1',
  market_id: null,
  api_base_url: '',
  map_style: 'default',
  map_tiles: {},
  default_filter: null,
}

function session(serverSavedRoute: string | null = null) {
  return createSiteSession(CONFIG, {
    storage: createMemoryStorage(),
    tabStorage: createMemoryStorage(),
    fetch: () => Promise.reject(new Error('no request expected')),
    reload: () => undefined,
    publishToParent: () => undefined,
    serverSavedRoute,
  })
}

describe('routeAfterSignIn', () => {
  it('goes to the route the server saved into the page when there is no attempted transition, once', () => {
    const current = session('/app/saved-search/7/info?menu=true')
    expect(routeAfterSignIn(current, '?q=austin')).toBe('/saved-search/7/info?menu=true')
    expect(routeAfterSignIn(current, '?q=austin')).toBe('/?q=austin&menu=true')
  })

  it('prefers the attempted transition to the server-saved route', () => {
    const current = session('/app/saved-search/7/info')
    current.setAttemptedTransition({ url: '/app/account', targetName: 'account', queryParams: {} })
    expect(routeAfterSignIn(current, '')).toBe('/account')
  })

  it('goes to the attempted transition, as a router path, and uses it once', () => {
    const current = session()
    current.setAttemptedTransition({
      url: '/app/collection/12/chat?tab=notes',
      targetName: 'collection.chat',
      queryParams: { tab: 'notes' },
    })

    expect(routeAfterSignIn(current, '?q=austin')).toBe('/collection/12/chat?tab=notes')
    expect(current.attemptedTransition()).toBeNull()
    expect(routeAfterSignIn(current, '?q=austin')).toBe('/?q=austin&menu=true')
  })

  it('goes to the index with the menu open, keeping the search', () => {
    expect(routeAfterSignIn(session(), '?q=austin&page=2')).toBe('/?q=austin&page=2&menu=true')
    expect(routeAfterSignIn(session(), '')).toBe('/?menu=true')
    expect(routeAfterSignIn(session(), '?menu=false&q=a')).toBe('/?menu=true&q=a')
  })

  it.each(['//evil.example/', '/\\evil.example/', 'https://evil.example/app/', 'javascript:alert(1)'])(
    'does not follow an attempted transition to another origin (%s), and forgets it',
    (url) => {
      const current = session()
      current.setAttemptedTransition({ url, targetName: 'x', queryParams: {} })

      expect(routeAfterSignIn(current, '')).toBe('/?menu=true')
      expect(current.attemptedTransition()).toBeNull()
    },
  )
})

describe('routerPath', () => {
  it.each([
    ['/app/account?x=1', '/account?x=1'],
    ['/app/', '/'],
    ['/app', '/'],
    ['/app/saved-search/3/edit', '/saved-search/3/edit'],
    ['/application', '/application'],
    ['/other/app/x', '/other/app/x'],
  ])('turns %s into %s', (url, path) => {
    expect(routerPath(url)).toBe(path)
  })
})
