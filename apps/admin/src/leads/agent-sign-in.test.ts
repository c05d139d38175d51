import type { TokenResponse } from '@idx/api-client'
import { describe, expect, it } from 'vitest'
import { agentSignIn, isAdminScopeRefusal } from './agent-sign-in.js'

const tokens = { access_token: 'idx_at_1', refresh_token: 'r', expires_in: 3600, scope: 'read write' } as TokenResponse

function fakeAuth() {
  const revoked: string[] = []
  return {
    revoked,
    client: {
      passwordGrant: async () => ({ ok: true as const, status: 200, data: tokens }),
      revoke: async (token: string) => {
        revoked.push(token)
        return { ok: true as const, status: 200, data: null }
      },
    },
  }
}

describe('agentSignIn', () => {
  it('keeps the session of a user the leads API lets read', async () => {
    const auth = fakeAuth()
    const urls: string[] = []
    const result = await agentSignIn(auth.client, '', { email: 'a@x', password: 'p' }, async (url) => {
      urls.push(url)
      return new Response('{}', { status: 200 })
    })
    expect(result).toBe(tokens)
    expect(urls).toEqual(['/api/v3/leads?page%5Bsize%5D=1'])
    expect(auth.revoked).toEqual([])
  })

  it('revokes the session of anyone else', async () => {
    const auth = fakeAuth()
    const result = await agentSignIn(
      auth.client,
      '',
      { email: 'a@x', password: 'p' },
      async () => new Response('{}', { status: 403 }),
    )
    expect(result).toBeNull()
    expect(auth.revoked).toEqual(['idx_at_1'])
  })
})

describe('isAdminScopeRefusal', () => {
  it('tells the admin scope refused from a wrong password', () => {
    expect(isAdminScopeRefusal({ status: 400, data: { error: 'invalid_scope' } })).toBe(true)
    expect(isAdminScopeRefusal({ status: 400, data: { error: 'invalid_grant' } })).toBe(false)
    expect(isAdminScopeRefusal({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false)
  })
})
