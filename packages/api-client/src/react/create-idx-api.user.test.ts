import { describe, expect, it } from 'vitest'
import { fakeFetch, jsonResponse, type Answer } from '../http/fake-fetch.js'
import { createIdxApi } from './create-idx-api.js'
import { createTestStore, nextTick } from './test-store.js'

const BASE = 'http://api.test'

const meDocument = {
  data: {
    type: 'users',
    id: '3',
    attributes: {
      first_name: 'Jane',
      last_name: 'Doe',
      full_name: 'Jane Doe',
      email: 'jane@example.com',
      phone_number: null,
      sms_number: '512-555-0135',
      share_token: 'share-1',
      sso: false,
      admin: true,
      current_agent: { id: '12', full_name: 'Ann Lee', active_feeds: ['actris'] },
      as_agent: null,
    },
  },
}

function setup(answer: Answer = () => jsonResponse(200, meDocument)) {
  const { fetch, calls } = fakeFetch(answer)
  const api = createIdxApi({ baseUrl: BASE, getToken: () => 'idx_at_user', fetch })
  return { api, store: createTestStore(api), calls }
}

describe('user endpoints', () => {
  it('loads the current user from GET user?me=true with the user token and maps it to the domain user', async () => {
    const { api, store, calls } = setup()
    const result = await store.dispatch(api.endpoints.getCurrentUser.initiate())
    expect(calls.map((call) => `${call.method} ${call.url} ${call.headers['Authorization']}`)).toEqual([
      'GET http://api.test/api/v3/user?me=true Bearer idx_at_user',
    ])
    expect(result.data).toEqual({
      id: '3',
      first_name: 'Jane',
      last_name: 'Doe',
      full_name: 'Jane Doe',
      email: 'jane@example.com',
      phone_number: null,
      sms_number: '512-555-0135',
      share_token: 'share-1',
      sso: false,
      admin: true,
      current_agent: {
        id: '12',
        full_name: 'Ann Lee',
        first_name: null,
        last_name: null,
        email: null,
        sms_number: null,
        broker_name: null,
        bio: null,
        pictures: null,
        share_token: null,
        active_feeds: ['actris'],
      },
      as_agent: null,
    })
  })

  it('fails the current-user load with the HTTP error, so the host can end the session', async () => {
    const body = { errors: [{ status: '401', title: 'Unauthorized' }] }
    const { api, store } = setup(() => jsonResponse(401, body))
    const result = await store.dispatch(api.endpoints.getCurrentUser.initiate())
    expect(result.error).toEqual({ status: 401, data: body })
  })

  it('fails the current-user load when the answer holds no user', async () => {
    const { api, store } = setup(() => jsonResponse(200, { data: { type: 'sites', id: '1' } }))
    const result = await store.dispatch(api.endpoints.getCurrentUser.initiate())
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 })
  })

  it('sends the profile, password change and current agent with their methods, paths and bodies', async () => {
    const { api, store, calls } = setup(() => jsonResponse(200, { data: null }))
    const e = api.endpoints
    await store.dispatch(e.updateUser.initiate({ first_name: 'Jo', phone_number: '512-555-0199' }))
    await store.dispatch(
      e.changePassword.initiate({
        current_password: 'old-pass',
        password: 'new-pass',
        password_confirmation: 'new-pass',
      }),
    )
    await store.dispatch(e.setCurrentAgent.initiate('12'))
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'PATCH',
        'http://api.test/api/v3/user',
        { data: { type: 'users', attributes: { first_name: 'Jo', phone_number: '512-555-0199' } } },
      ],
      [
        'PUT',
        'http://api.test/api/v3/user/password',
        { current_password: 'old-pass', password: 'new-pass', password_confirmation: 'new-pass' },
      ],
      ['PUT', 'http://api.test/api/v3/user/current_agent', { agent_id: '12' }],
    ])
  })

  it('reloads the current user after a profile update and a new current agent, but not after a password change', async () => {
    const { api, store, calls } = setup((call) =>
      call.method === 'GET' ? jsonResponse(200, meDocument) : jsonResponse(200, { data: null }),
    )
    const e = api.endpoints
    const subscription = store.dispatch(e.getCurrentUser.initiate())
    await subscription
    const loads = () => calls.filter((call) => call.method === 'GET').length

    await store.dispatch(e.updateUser.initiate({ last_name: 'Roe' }))
    await nextTick()
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
    expect(loads()).toBe(2)

    await store.dispatch(e.setCurrentAgent.initiate(7))
    await nextTick()
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
    expect(loads()).toBe(3)

    await store.dispatch(
      e.changePassword.initiate({ current_password: 'a', password: 'bbbb', password_confirmation: 'bbbb' }),
    )
    await nextTick()
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
    expect(loads()).toBe(3)
    subscription.unsubscribe()
  })
})
