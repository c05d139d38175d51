import { describe, expect, it } from 'vitest'
import {
  AGENT_CALLBACK_FORM_NAME,
  agentCallbackSubmission,
  splitFullName,
  SUPPORT_INQUIRY_FORM_NAME,
  supportInquirySubmission,
} from './agent-leads.js'

const jane = {
  id: '7',
  first_name: 'Jane',
  last_name: 'Buyer',
  email: 'jane.buyer@example.com',
  phone_number: '5125550142',
}
const listing = {
  id: '42',
  mls_number: 'ACT1042',
  title: '1105 W Mary St',
  subtitle: 'Austin, TX 78704',
  slug: '1105-w-mary-st-austin-tx-78704',
  purchase_type: 'Lease',
}

describe('splitFullName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitFullName('  Mary Ann   Lee ')).toEqual({ first_name: 'Mary', last_name: 'Ann Lee' })
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: null })
    expect(splitFullName('   ')).toEqual({ first_name: null, last_name: null })
  })
})

describe('supportInquirySubmission', () => {
  it("sends an anonymous visitor's message, name and phone as a support-inquiry lead", () => {
    const lead = supportInquirySubmission({
      values: { message: ' Is Saturday free? ', full_name: 'Riley Prospect', phone_number: '512-555-0144' },
      vid: 'vid-1',
      marketId: '1',
      sourceUrl: 'http://127.0.0.1:3000/app/',
    })
    expect(lead).toEqual({
      form_name: SUPPORT_INQUIRY_FORM_NAME,
      form: {
        full_name: 'Riley Prospect',
        first_name: 'Riley',
        last_name: 'Prospect',
        email: null,
        phone_number: '512-555-0144',
        message: 'Is Saturday free?',
        website: '',
      },
      remote_actor_id: null,
      market_id: '1',
      form_attributes: { lead_type: 'Unknown' },
      tags: ['support-inquiry'],
      current_agent_id: null,
      cyclum_vid: 'vid-1',
      source_url: 'http://127.0.0.1:3000/app/',
    })
    // No consent text was shown: the lead claims none.
    expect(lead.form.opt_in).toBeUndefined()
    expect(lead.consent_text).toBeUndefined()
  })

  it("completes a signed-in user's message from their record and names their agent", () => {
    const lead = supportInquirySubmission({ values: { message: 'Hi' }, vid: 'vid-2', user: jane, agent: { id: '5' } })
    expect(lead.form).toEqual({
      full_name: 'Jane Buyer',
      first_name: 'Jane',
      last_name: 'Buyer',
      email: 'jane.buyer@example.com',
      phone_number: '5125550142',
      message: 'Hi',
      website: '',
    })
    expect(lead).toMatchObject({ remote_actor_id: '7', current_agent_id: '5', market_id: null, source_url: null })
  })

  it('leaves out an agent id the tracking service would refuse', () => {
    expect(
      supportInquirySubmission({ values: { message: 'Hi' }, vid: 'v', agent: { id: 'abc' } }).current_agent_id,
    ).toBeNull()
  })
})

describe('agentCallbackSubmission', () => {
  it("sends the visitor's and the agent's names and phones with the listing as an agent-callback lead", () => {
    const lead = agentCallbackSubmission({
      values: { full_name: 'Riley Prospect', phone_number: '512-555-0144', message: '' },
      agent: { id: '12', full_name: 'Ana Diaz', sms_number: '5125550101' },
      listing: { ...listing, url: 'http://127.0.0.1:3000/app/listing/1105-w-mary-st-austin-tx-78704/42' },
      vid: 'vid-3',
      marketId: 1,
    })
    expect(lead).toEqual({
      form_name: AGENT_CALLBACK_FORM_NAME,
      form: {
        full_name: 'Riley Prospect',
        first_name: 'Riley',
        last_name: 'Prospect',
        email: null,
        phone_number: '512-555-0144',
        message: '',
        website: '',
      },
      property: {
        id: '42',
        mls_number: 'ACT1042',
        title: '1105 W Mary St',
        subtitle: 'Austin, TX 78704',
        slug: '1105-w-mary-st-austin-tx-78704',
        url: 'http://127.0.0.1:3000/app/listing/1105-w-mary-st-austin-tx-78704/42',
      },
      remote_actor_id: null,
      market_id: 1,
      form_attributes: { lead_type: 'rental', agent_name: 'Ana Diaz', agent_phone: '5125550101' },
      tags: ['agent-callback'],
      current_agent_id: '12',
      cyclum_vid: 'vid-3',
      source_url: null,
    })
  })

  it('asks the site to call back when no agent is named, with the buyer lead type of a sale', () => {
    const lead = agentCallbackSubmission({
      values: { full_name: 'Jane Buyer', phone_number: '', message: 'After 5pm please' },
      agent: null,
      listing: { id: '43', purchase_type: 'Purchase' },
      vid: 'vid-4',
      user: jane,
    })
    expect(lead.form_attributes).toEqual({ lead_type: 'buyer', agent_name: null, agent_phone: null })
    expect(lead.current_agent_id).toBeNull()
    // A phone left blank falls back to the signed-in user's.
    expect(lead.form).toMatchObject({ phone_number: '5125550142', email: 'jane.buyer@example.com' })
    expect(lead.property).toEqual({ id: '43', mls_number: null, title: null, subtitle: null, slug: null, url: null })
  })
})
