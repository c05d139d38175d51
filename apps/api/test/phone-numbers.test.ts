import { INQUIRY_CONSENT_TEXT } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { runDueJobs } from '../src/jobs/run-due-jobs.js'
import { enqueueJob } from '../src/jobs/enqueue-job.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import { listOutbox } from '../src/mail/outbox.repository.js'
import { notificationJobHandlers } from '../src/notifications/notification-jobs.js'
import { NOTIFICATION_JOB, type NotificationPayload } from '../src/notifications/notify-collaborators.js'
import { createSmsSender } from '../src/sms/create-sms-sender.js'
import { findUserByEmail, findUserById } from '../src/users/users.repository.js'
import { apiCall, signedInPerson } from './helpers/collection-people.js'
import { insertBasics, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { oauthCall } from './helpers/registration-requests.js'
import { withTestApp } from './helpers/test-app.js'

// Phone numbers are kept and sent in E.164, read in the country of the site's default market (the
// fixtures' market is in TX): at registration, on the account form, in contact forms, and by the
// SMS sender, which also writes numbers stored before in E.164. What is not a number is a 422 at
// the field.

const t = withTestApp({ seed: insertBasics })

let count = 0
function person(overrides: Record<string, unknown> = {}) {
  count += 1
  return {
    email: `phone${count}@example.com`,
    password: 'a walk by the river',
    password_confirmation: 'a walk by the river',
    first_name: 'Pat',
    last_name: 'Phone',
    ...overrides,
  }
}

const register = (oauth: Record<string, unknown>) => oauthCall(t.app, '/oauth/session.json', { body: { oauth } })

describe('registration', () => {
  it("stores '512-555-0142' as '+15125550142', in both numbers, and answers it so", async () => {
    const sent = person({ phone_number: '512-555-0142' })
    const res = await register(sent)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().user).toMatchObject({ phone_number: '+15125550142', sms_number: '+15125550142' })
    const stored = await findUserByEmail(t.db, SITE_ID, sent.email)
    expect(stored).toMatchObject({ phone_number: '+15125550142', sms_number: '+15125550142' })
  })

  it("refuses 'call me' with the field's message, and stores nobody", async () => {
    const sent = person({ sms_number: 'call me' })
    const res = await register(sent)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      success: false,
      errors: { sms_number: ['is not a number we can call or text: include the area code, e.g. 512-555-0142'] },
    })
    expect(await findUserByEmail(t.db, SITE_ID, sent.email)).toBeUndefined()
  })
})

describe('PATCH /user', () => {
  it('stores the number in E.164 and refuses one that is not a number at its member', async () => {
    const pat = await signedInPerson(t.db, 'Pat', 'profile')
    const ok = await apiCall(t.app, 'PATCH', '/user', pat.auth, {
      data: { type: 'users', attributes: { phone_number: '(512) 555-0199', sms_number: '+1 512 555 0198' } },
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(await findUserById(t.db, Number(pat.id))).toMatchObject({
      phone_number: '+15125550199',
      sms_number: '+15125550198',
    })

    const refused = await apiCall(t.app, 'PATCH', '/user', pat.auth, {
      data: { type: 'users', attributes: { sms_number: 'call me' } },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual([
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: 'Enter a valid phone number',
        source: { pointer: '/data/attributes/sms_number' },
      },
    ])
    expect(await findUserById(t.db, Number(pat.id))).toMatchObject({ sms_number: '+15125550198' })
  })
})

describe('POST /api/form_submissions', () => {
  const chat = (phone: string) => ({
    form_name: 'support-chat',
    form: { full_name: 'Pat Phone', phone_number: phone, message: 'Call me about Zilker' },
    cyclum_submission_id: `chat-${(count += 1)}-${Date.now()}`,
    consent_text: null,
  })

  it("stores a contact form's number in E.164, in the row and in the form kept", async () => {
    const body = chat('512.555.0142')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/form_submissions',
      payload: body,
      headers: siteAuthorization,
    })
    expect(res.statusCode, res.body).toBe(202)
    const lead = await t.db
      .selectFrom('leads')
      .select(['phone_number', 'form'])
      .where('submission_id', '=', body.cyclum_submission_id)
      .executeTakeFirstOrThrow()
    expect(lead.phone_number).toBe('+15125550142')
    expect(lead.form).toMatchObject({ phone_number: '+15125550142', full_name: 'Pat Phone' })
  })

  it('refuses a number that is not one with a 422 at /form/phone_number, for any form', async () => {
    const listingInquiry = {
      ...chat('call me'),
      form_name: 'listing-inquiry',
      form: {
        first_name: 'Pat',
        last_name: 'Phone',
        email: 'pat@example.com',
        phone_number: 'call me',
        property_address: '1 Test St',
        mls_number: 'MLS1',
        opt_in: true,
      },
      consent_text: INQUIRY_CONSENT_TEXT,
    }
    for (const body of [chat('call me'), listingInquiry]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/form_submissions',
        payload: body,
        headers: siteAuthorization,
      })
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors).toEqual([
        {
          status: '422',
          title: 'Unprocessable Entity',
          detail: 'Enter a valid phone number',
          source: { pointer: '/form/phone_number' },
        },
      ])
    }
  })
})

describe('the SMS notification job', () => {
  const log = { warn: () => undefined, error: () => undefined }
  const pass = { workerId: 'test', limit: 10, leaseMs: 60_000, backoff: { baseMs: 60_000, maxMs: 600_000 }, log }

  it('sends to a number stored as typed before numbers were normalised in E.164', async () => {
    const member = await signedInPerson(t.db, 'Sue', 'texted')
    // As registration stored it before: the digits as typed.
    await t.db.updateTable('users').set({ phone_number: '5125550142' }).where('id', '=', Number(member.id)).execute()
    const { id: collectionId } = await t.db
      .insertInto('collections')
      .values({ site_id: SITE_ID, user_id: Number(member.id), name: 'Texted' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('collection_members')
      .values({ collection_id: collectionId, user_id: Number(member.id), role: 'owner' })
      .execute()
    const payload: NotificationPayload = {
      site_id: SITE_ID,
      collection_id: collectionId,
      user_id: Number(member.id),
      channel: 'sms',
      event: 'comment',
      subject: 'New comment on Texted',
      text: 'Sam commented on Texted',
      path: `/app/collection/${collectionId}/chat`,
    }
    await enqueueJob(t.db, NOTIFICATION_JOB, payload)
    const handlers = notificationJobHandlers({
      db: t.db,
      mailer: outboxMailer(t.db),
      sms: createSmsSender({ smsUrl: undefined }, t.db),
      publicOrigin: 'https://homes.example',
    })
    expect(await runDueJobs(t.db, handlers, pass)).toBe(1)
    const [sms, ...more] = await listOutbox(t.db, { to: '+15125550142', limit: 5 })
    expect(more).toEqual([])
    expect(sms).toMatchObject({ kind: 'sms', text: expect.stringContaining('Sam commented on Texted') })
    expect(await listOutbox(t.db, { to: '5125550142', limit: 5 })).toEqual([])
  })

  it('throws, naming the number, when it is not one, so the job records why nothing went', async () => {
    const sms = createSmsSender({ smsUrl: undefined }, t.db)
    await expect(sms.send({ siteId: SITE_ID, to: 'call me', text: 'x', idempotencyKey: 'job-e164' })).rejects.toThrow(
      'not a phone number a text can be sent to: "call me"',
    )
  })
})
