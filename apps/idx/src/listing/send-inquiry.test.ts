import { describe, expect, it } from 'vitest'
import { createInquirySender, inquiryLead } from './send-inquiry'

const values = {
  first_name: 'Jane',
  last_name: 'Buyer',
  email: 'jane@example.com',
  phone_number: '512 555 0134',
  message: 'Is it still available?',
  property_address: '1 Test St, Austin, TX 78704',
  mls_number: 'MLS000001',
  opt_in: true as const,
  current_agent: null,
  consent_text: 'By submitting this form, you agree to be contacted.',
}
const context = {
  listing: {
    id: '1',
    mls_number: 'MLS000001',
    title: '1 Test St',
    subtitle: 'Austin, TX 78704',
    slug: '1-test-st',
    purchase_type: 'Lease',
  },
  marketId: '1',
  userId: null,
  vid: null,
  sourceUrl: 'https://idx.example/app/listing/1',
}

describe('inquiryLead', () => {
  it('sends the form with an empty honeypot, the consent text shown and the lead type of the listing', () => {
    const lead = inquiryLead(values, context, 'submission-1')
    expect(lead.form_name).toBe('listing-inquiry')
    expect(lead.form).toMatchObject({ first_name: 'Jane', opt_in: true, website: '' })
    expect(lead.form).not.toHaveProperty('consent_text')
    expect(lead.consent_text).toBe(values.consent_text)
    expect(lead.form_attributes).toEqual({ lead_type: 'rental' })
    expect(lead.cyclum_submission_id).toBe('submission-1')
    expect(lead).not.toHaveProperty('cyclum_vid')
  })
})

describe('createInquirySender', () => {
  const sender = (status: number, body: unknown) =>
    createInquirySender({
      baseUrl: '',
      getToken: () => 'site-token',
      fetch: async () => new Response(JSON.stringify(body), { status }),
    })

  it('resolves with nothing once the lead is received', async () => {
    await expect(sender(202, { status: 'accepted' })(values, context)).resolves.toBeUndefined()
  })

  it('resolves with the messages of the fields the server refused', async () => {
    const refusal = { errors: [{ status: '400', detail: 'Email is invalid', source: { pointer: '/form/email' } }] }
    await expect(sender(400, refusal)(values, context)).resolves.toEqual({ email: 'Email is invalid' })
  })

  it('rejects any other failure, so the form says Whoops', async () => {
    await expect(sender(500, {})(values, context)).rejects.toThrow('500')
  })
})
