import { describe, expect, it } from 'vitest'
import { INQUIRY_CONSENT_TEXT, INQUIRY_OPT_IN_PLACEHOLDERS } from './property-inquiry-texts.js'
import { validateOptInInquiry, validatePropertyInquiry } from './property-inquiry.js'

const filledIn = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone_number: '512-555-0134',
  message: '',
  property_address: '123 Main St, Austin, TX 78701',
  mls_number: '1234567',
  opt_in: true,
}

describe('validatePropertyInquiry (standard form)', () => {
  it('accepts a filled-in form with an empty message', () => {
    expect(validatePropertyInquiry(filledIn)).toEqual({})
  })

  it('requires the consent checkbox to be ticked', () => {
    expect(validatePropertyInquiry({ ...filledIn, opt_in: false })).toEqual({
      opt_in: 'You must agree to be contacted',
    })
    const { opt_in: _omitted, ...unticked } = filledIn
    expect(validatePropertyInquiry(unticked)).toEqual({ opt_in: 'You must agree to be contacted' })
  })

  it.each([
    ['first_name', '', 'First name is required'],
    ['last_name', ' ', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'jane.example.com', 'Enter a valid email address'],
    ['phone_number', '', 'Phone number is required'],
    ['phone_number', '12345', 'Enter a valid phone number'],
    ['property_address', '', 'Property address is required'],
    ['mls_number', '', 'MLS number is required'],
  ] as const)('rejects %s = %j with %j', (field, value, message) => {
    expect(validatePropertyInquiry({ ...filledIn, [field]: value })).toEqual({ [field]: message })
  })
})

describe('validateOptInInquiry (no checkbox)', () => {
  it('accepts the form without opt_in', () => {
    const { opt_in: _omitted, ...withoutCheckbox } = filledIn
    expect(validateOptInInquiry(withoutCheckbox)).toEqual({})
  })

  it('applies the same contact rules as the standard form', () => {
    expect(validateOptInInquiry({ ...filledIn, email: 'jane' })).toEqual({ email: 'Enter a valid email address' })
  })
})

describe('opt-in variant texts', () => {
  it('uses the placeholders of the spec, to the letter', () => {
    expect(INQUIRY_OPT_IN_PLACEHOLDERS).toEqual({
      first_name: 'First name *',
      last_name: 'Last name *',
      email: 'Email *',
      phone_number: 'Phone *',
      message: 'Message (optional)',
    })
  })

  it.each([/call, email and text/, /Reply 'stop' to opt out/, /Message and data rates may apply/])(
    'says in the consent text %s',
    (pattern) => {
      expect(INQUIRY_CONSENT_TEXT).toMatch(pattern)
    },
  )
})
