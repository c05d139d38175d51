import { describe, expect, it } from 'vitest'
import { validateAgentInquiry, validateCallback } from './callback.js'
import { validateSupportInquiry } from './support-inquiry.js'

describe('validateSupportInquiry', () => {
  it('requires a message', () => {
    expect(validateSupportInquiry({})).toEqual({ message: 'Message is required' })
    expect(validateSupportInquiry({ message: '\n ' })).toEqual({ message: 'Message is required' })
    expect(validateSupportInquiry({ message: 'Is the pool heated?' })).toEqual({})
  })
})

describe('validateCallback', () => {
  it('requires a full name and a valid phone number, not a message', () => {
    expect(validateCallback({ full_name: 'Jane Doe', phone_number: '512 555 0134' })).toEqual({})
    expect(validateCallback({})).toEqual({
      full_name: 'Full name is required',
      phone_number: 'Phone number is required',
    })
    expect(validateCallback({ full_name: 'Jane', phone_number: '555' })).toEqual({
      phone_number: 'Enter a valid phone number',
    })
  })
})

describe('validateAgentInquiry', () => {
  it('also requires a message', () => {
    expect(validateAgentInquiry({ full_name: 'Jane Doe', phone_number: '512 555 0134' })).toEqual({
      message: 'Message is required',
    })
    expect(validateAgentInquiry({ full_name: 'Jane Doe', phone_number: '512 555 0134', message: 'Call me' })).toEqual(
      {},
    )
  })
})
