import { describe, expect, it } from 'vitest'
import { INQUIRY_CONSENT_TEXT } from '@idx/domain'
import { listingInquirySubmission, type ListingInquiryValues } from './listing-inquiry-submission.js'

const values: ListingInquiryValues = {
  first_name: 'Jane',
  last_name: 'Buyer',
  email: 'jane@example.com',
  phone_number: '512 555 0134',
  message: 'Is it still available?',
  property_address: '1 Test St, Austin, TX 78704',
  mls_number: 'MLS000001',
  opt_in: true,
  current_agent: null,
  consent_text: 'By submitting this form, you agree to be contacted by Lone Star Realty by call…',
}

const listing = {
  id: '1',
  mls_number: 'MLS000001',
  title: '1 Test St',
  subtitle: 'Austin, TX 78704',
  slug: '1-test-st',
  purchase_type: 'Purchase',
  url: 'https://lonestar.example/app/listing/1-test-st/1',
}

describe('listingInquirySubmission', () => {
  it('builds the lead of the spec: form, property, lead type, tag, consent and the visitor', () => {
    expect(
      listingInquirySubmission({
        values,
        listing,
        vid: 'vid-1',
        marketId: 1,
        remoteActorId: 9,
        sourceUrl: listing.url,
      }),
    ).toEqual({
      form_name: 'listing-inquiry',
      form: {
        first_name: 'Jane',
        last_name: 'Buyer',
        email: 'jane@example.com',
        phone_number: '512 555 0134',
        message: 'Is it still available?',
        property_address: '1 Test St, Austin, TX 78704',
        mls_number: 'MLS000001',
        opt_in: true,
        current_agent: null,
        website: '',
      },
      property: {
        id: '1',
        mls_number: 'MLS000001',
        title: '1 Test St',
        subtitle: 'Austin, TX 78704',
        slug: '1-test-st',
        url: listing.url,
      },
      remote_actor_id: 9,
      market_id: 1,
      form_attributes: { lead_type: 'buyer' },
      tags: ['listing-inquiry'],
      current_agent_id: null,
      cyclum_vid: 'vid-1',
      consent_text: values.consent_text,
      source_url: listing.url,
    })
  })

  it('takes the opt-in variant’s send as the consent, with the default consent text', () => {
    const { opt_in: _dropped, consent_text: _text, ...withoutCheckbox } = values
    const lead = listingInquirySubmission({ values: withoutCheckbox, variant: 'opt-in', listing, vid: 'vid-1' })

    expect(lead.form.opt_in).toBe(true)
    expect(lead.consent_text).toBe(INQUIRY_CONSENT_TEXT)
  })

  it('sends an unticked standard form as not consented and without consent text (the server refuses it)', () => {
    const lead = listingInquirySubmission({ values: { ...values, opt_in: false }, listing, vid: 'vid-1' })

    expect([lead.form.opt_in, lead.consent_text]).toEqual([false, null])
  })

  it('sends the honeypot as typed', () => {
    const lead = listingInquirySubmission({ values: { ...values, website: 'http://spam.example' }, listing, vid: 'v' })

    expect(lead.form.website).toBe('http://spam.example')
  })

  it('derives the lead type from the purchase type: rental for a lease, Unknown otherwise', () => {
    const leadType = (purchase_type: string | null) =>
      listingInquirySubmission({ values, listing: { ...listing, purchase_type }, vid: 'v' }).form_attributes?.lead_type

    expect([leadType('Lease'), leadType('Purchase'), leadType(null)]).toEqual(['rental', 'buyer', 'Unknown'])
  })

  it('uses the chosen agent as current_agent_id only when it is an id', () => {
    const agentOf = (current_agent: string | number | null, currentAgentId?: number) =>
      listingInquirySubmission({ values: { ...values, current_agent }, listing, vid: 'v', currentAgentId })
        .current_agent_id

    expect([agentOf('12'), agentOf(7), agentOf('Ezra Roberts'), agentOf(null, 3)]).toEqual(['12', 7, null, 3])
  })
})
