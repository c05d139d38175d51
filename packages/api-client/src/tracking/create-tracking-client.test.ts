import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, jsonResponse, type Answer } from '../http/fake-fetch.js'
import { createTrackingClient, type TrackingClientOptions } from './create-tracking-client.js'
import type { LeadSubmission } from './types.js'

const BASE = 'https://api.example.com'
const RECEIPT = { status: 'accepted', cyclum_submission_id: 'sub-1', received_at: '2026-01-01T00:00:00.000Z' }

function setup(
  answer: Answer = () => jsonResponse(202, { status: 'accepted' }, 'application/json'),
  extra: Partial<TrackingClientOptions> = {},
) {
  const { fetch, calls } = fakeFetch(answer)
  const log = vi.fn()
  const tracking = createTrackingClient({ baseUrl: BASE, getToken: () => 'site-token', fetch, log, ...extra })
  return { tracking, calls, log }
}

const lead: LeadSubmission = {
  form_name: 'listing-inquiry',
  form: { first_name: 'Jane', last_name: 'Buyer', email: 'jane@example.com', opt_in: true, website: '' },
  cyclum_vid: 'vid-1',
  consent_text: 'By submitting this form…',
}

describe('createTrackingClient in a browser', () => {
  beforeEach(() => vi.stubGlobal('window', {}))
  afterEach(() => vi.unstubAllGlobals())

  it('posts identify, events and the assignment to the tracking paths under /api with the site token', async () => {
    const { tracking, calls } = setup()

    expect(
      await tracking.identify({
        vid: 'vid-1',
        remote_actor_id: 12,
        user: { email: 'jane@example.com' },
        source: 'idx',
      }),
    ).toBe('sent')
    expect(await tracking.event('vid-1', 'viewedProperty', { id: '7' })).toBe('sent')
    expect(await tracking.event('vid-1', 'PageView')).toBe('sent')
    expect(await tracking.assignAgent('vid:1', 12)).toBe('sent')

    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'POST',
        `${BASE}/api/people/identify`,
        { vid: 'vid-1', remote_actor_id: 12, user: { email: 'jane@example.com' }, source: 'idx' },
      ],
      ['POST', `${BASE}/api/events`, { vid: 'vid-1', event: 'viewedProperty', payload: { id: '7' } }],
      ['POST', `${BASE}/api/events`, { vid: 'vid-1', event: 'PageView' }],
      ['PUT', `${BASE}/api/visitors/vid%3A1/assign`, { agent_id: 12 }],
    ])
    expect(calls.every((call) => call.headers['Authorization'] === 'Bearer site-token')).toBe(true)
  })

  it('adds the attribution to every POST, leaving blanks out, but never to the assignment', async () => {
    const { tracking, calls } = setup(undefined, {
      attribution: () => ({ utm_source: 'newsletter', utm_medium: null, _cycagt: '12' }),
    })

    await tracking.event('vid-1', 'PageView', { path: '/app/' })
    await tracking.assignAgent('vid-1', '12')

    expect(calls[0]?.body).toEqual({
      utm_source: 'newsletter',
      _cycagt: '12',
      vid: 'vid-1',
      event: 'PageView',
      payload: { path: '/app/' },
    })
    expect(calls[1]?.body).toEqual({ agent_id: '12' })
  })

  it('sends the visitor’s key with identify, events and the assignment, never with a lead or in a URL', async () => {
    const key = 'k3yOfTheVisitorsBrowser1'
    const { tracking, calls } = setup(undefined, { visitorKey: () => key })

    await tracking.identify({ vid: 'vid-1', source: 'idx' })
    await tracking.event('vid-1', 'PageView')
    await tracking.assignAgent('vid-1', '12')
    await tracking.submitForm(lead)

    expect(calls.map((call) => call.body)).toEqual([
      { vid: 'vid-1', source: 'idx', visitor_key: key },
      { vid: 'vid-1', event: 'PageView', visitor_key: key },
      { agent_id: '12', visitor_key: key },
      expect.not.objectContaining({ visitor_key: expect.anything() }),
    ])
    expect(calls.every((call) => !call.url.includes(key))).toBe(true)
  })

  it('logs answers at debug and failures at warn, and never rejects for a failed metric', async () => {
    const { tracking, log } = setup(() => jsonResponse(429, { errors: [{ status: '429', detail: 'Too many calls' }] }))

    expect(await tracking.event('vid-1', 'searched', { url: '/' })).toBe('failed')
    expect(log).toHaveBeenCalledWith(
      'warn',
      'tracking: event searched failed',
      expect.objectContaining({ status: 429 }),
    )

    const ok = setup()
    await ok.tracking.event('vid-1', 'PageView')
    expect(ok.log).toHaveBeenCalledWith('debug', 'tracking: event PageView answered 202', { status: 'accepted' })
  })

  it('swallows a network failure and a throwing token getter', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    const broken = setup(undefined, {
      getToken: () => {
        throw new Error('token store broken')
      },
    })

    expect(await offline.tracking.identify({ vid: 'vid-1' })).toBe('failed')
    expect(await broken.tracking.event('vid-1', 'PageView')).toBe('failed')
    expect(broken.calls).toHaveLength(0)
  })

  it('sends no metric when the session disables tracking (impersonated, agent, SSO logout)', async () => {
    let enabled = false
    const { tracking, calls, log } = setup(undefined, { enabled: () => enabled })

    expect(await tracking.identify({ vid: 'vid-1' })).toBe('skipped')
    expect(await tracking.event('vid-1', 'PageView')).toBe('skipped')
    expect(await tracking.assignAgent('vid-1', 12)).toBe('skipped')
    expect(calls).toHaveLength(0)
    expect(log).toHaveBeenCalledWith('debug', 'tracking: identify not sent: tracking disabled for this session')

    enabled = true
    expect(await tracking.event('vid-1', 'PageView')).toBe('sent')
  })

  it('sends no metric for a vid the service would refuse', async () => {
    const { tracking, calls } = setup()

    expect(await tracking.event('', 'PageView')).toBe('skipped')
    expect(await tracking.event('a b', 'PageView')).toBe('skipped')
    expect(calls).toHaveLength(0)
  })

  it('submits a lead with a submission id and hands the receipt back', async () => {
    const { tracking, calls } = setup(() => jsonResponse(202, RECEIPT, 'application/json'))

    const result = await tracking.submitForm(lead)

    expect(result).toEqual({ ok: true, status: 202, data: RECEIPT })
    expect(calls[0]?.url).toBe(`${BASE}/api/form_submissions`)
    expect(calls[0]?.body).toEqual({ ...lead, cyclum_submission_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) })
  })

  it('reuses the submission id when the same body is sent again, and makes a new one for a changed body', async () => {
    let answers = 0
    const { tracking, calls } = setup(() =>
      ++answers === 1 ? Promise.reject(new TypeError('network down')) : jsonResponse(202, RECEIPT, 'application/json'),
    )

    const failed = await tracking.submitForm(lead)
    const retried = await tracking.submitForm({ ...lead, form: { ...lead.form } })
    await tracking.submitForm({ ...lead, form: { ...lead.form, first_name: 'Janet' } })

    expect(failed).toMatchObject({ ok: false, status: 'FETCH_ERROR' })
    expect(retried.ok).toBe(true)
    const ids = calls.map((call) => (call.body as { cyclum_submission_id: string }).cyclum_submission_id)
    expect(ids[1]).toBe(ids[0])
    expect(ids[2]).not.toBe(ids[0])
  })

  it('keeps a submission id the host chose', async () => {
    const { tracking, calls } = setup(() => jsonResponse(202, RECEIPT, 'application/json'))

    await tracking.submitForm({ ...lead, cyclum_submission_id: 'chosen-1' })

    expect(calls[0]?.body).toMatchObject({ cyclum_submission_id: 'chosen-1' })
  })

  it('hands a refused lead back as a failure with the server errors, and logs it', async () => {
    const refusal = {
      errors: [{ status: '400', detail: 'You must agree to be contacted', source: { pointer: '/form/opt_in' } }],
    }
    const { tracking, log } = setup(() => jsonResponse(400, refusal))

    const result = await tracking.submitForm({ ...lead, form: { ...lead.form, opt_in: false } })

    expect(result).toMatchObject({ ok: false, status: 400, error: { status: 400, data: refusal } })
    expect(log).toHaveBeenCalledWith(
      'warn',
      'tracking: form listing-inquiry failed',
      expect.objectContaining({ status: 400 }),
    )
  })
})

describe('createTrackingClient on the server renderer', () => {
  it('sends no metric without a window', async () => {
    const { tracking, calls } = setup()

    expect(await tracking.identify({ vid: 'vid-1' })).toBe('skipped')
    expect(await tracking.event('vid-1', 'PageView')).toBe('skipped')
    expect(await tracking.assignAgent('vid-1', 12)).toBe('skipped')
    expect(calls).toHaveLength(0)
  })

  it('still sends a lead the host submits: it is the visitor asking, not a metric', async () => {
    const { tracking, calls } = setup(() => jsonResponse(202, RECEIPT, 'application/json'), { enabled: () => false })

    expect((await tracking.submitForm(lead)).ok).toBe(true)
    expect(calls).toHaveLength(1)
  })
})
