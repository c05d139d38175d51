import { INQUIRY_CONSENT_TEXT, validatePropertyInquiry } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { agentSearchView } from './agent-search.js'
import { inquiryConsentText } from './inquiry-consent.js'
import { agentChoiceState, inquiryInitialValues, inquirySubmission, propertyAddress } from './inquiry-values.js'

const listing = { title: '1105 W Mary St', subtitle: 'Austin, TX 78704', mls_number: ' 5512034 ' }

describe('inquiryConsentText', () => {
  it('names who will make contact inside the spec sentence', () => {
    expect(inquiryConsentText('Lone Star  Realty ')).toBe(
      "By submitting this form, you agree to be contacted by Lone Star Realty by call, email and text about your inquiry. Reply 'stop' to opt out. Message and data rates may apply.",
    )
  })

  it("is the domain's text when there is no name", () => {
    expect(inquiryConsentText(null)).toBe(INQUIRY_CONSENT_TEXT)
    expect(inquiryConsentText('  ')).toBe(INQUIRY_CONSENT_TEXT)
  })
})

describe('inquiry values', () => {
  it('joins title and subtitle into the hidden address, skipping blanks', () => {
    expect(propertyAddress(listing)).toBe('1105 W Mary St, Austin, TX 78704')
    expect(propertyAddress({ title: '1105 W Mary St', subtitle: ' ' })).toBe('1105 W Mary St')
  })

  it('starts unticked with the hidden fields filled, so only the visitor’s fields are invalid', () => {
    const initial = inquiryInitialValues(listing, { email: 'jane@example.com' })
    expect(initial.opt_in).toBe(false)
    expect(Object.keys(validatePropertyInquiry(initial)).sort()).toEqual([
      'first_name',
      'last_name',
      'opt_in',
      'phone_number',
    ])
  })

  it('sends the listing’s fields, the agent id, consent and the text shown', () => {
    const values = { ...inquiryInitialValues(listing), first_name: ' Jane ', property_address: 'edited' }
    const sent = inquirySubmission(values, listing, { id: '43', full_name: 'Hannah Brooks' }, 'shown text')
    expect(sent).toMatchObject({
      first_name: 'Jane',
      property_address: '1105 W Mary St, Austin, TX 78704',
      mls_number: '5512034',
      current_agent: '43',
      opt_in: true,
      consent_text: 'shown text',
    })
  })
})

describe('agentChoiceState', () => {
  it('is assigned with an agent, selecting after a yes, else waiting', () => {
    const agent = { id: '1', full_name: 'Ana Diaz' }
    expect(agentChoiceState({ answer: 'no', agent })).toBe('assigned')
    expect(agentChoiceState({ answer: 'yes', agent: null })).toBe('selecting')
    expect(agentChoiceState({ answer: 'unanswered', agent: null })).toBe('waiting')
    expect(agentChoiceState({ answer: 'no', agent: null })).toBe('waiting')
  })
})

describe('agentSearchView', () => {
  const base = { dataSourceName: 'ABOR', text: 'ana', searched: 'ana', request: 'ready', count: 2 } as const

  it('never searches without a data source name', () => {
    expect(agentSearchView({ ...base, dataSourceName: ' ' })).toBe('unavailable')
    expect(agentSearchView({ ...base, dataSourceName: undefined })).toBe('unavailable')
  })

  it('is loading while the typed name waits for its debounce or the host', () => {
    expect(agentSearchView({ ...base, searched: 'an' })).toBe('loading')
    expect(agentSearchView({ ...base, request: 'loading' })).toBe('loading')
  })

  it('tells results, no agents, failure and nothing typed apart', () => {
    expect(agentSearchView(base)).toBe('results')
    expect(agentSearchView({ ...base, count: 0 })).toBe('empty')
    expect(agentSearchView({ ...base, request: 'error' })).toBe('error')
    expect(agentSearchView({ ...base, text: '' })).toBe('idle')
  })
})
