import { describe, expect, it } from 'vitest'
import { displayedLicense, showsLicense } from './license.js'

describe('showsLicense', () => {
  it.each([
    ['CA', true],
    ['ca', true],
    [' CA ', true],
    ['TX', false],
    ['', false],
    [null, false],
  ] as const)('shows a license only for state CA (%j -> %j)', (state_code, expected) => {
    expect(showsLicense({ state_code })).toBe(expected)
  })
})

describe('displayedLicense', () => {
  const seo = {
    agent: {
      full_name: 'Ana Agent',
      licenses: {
        data: [
          { state: 'NV', license_number: 'NV-1' },
          { state: 'CA', license_number: '01234567' },
        ],
      },
    },
  }

  it("picks the SEO agent's CA license for a CA listing", () => {
    expect(displayedLicense({ state_code: 'CA', seo })).toEqual({ state: 'CA', license_number: '01234567' })
  })

  it('shows no license outside CA or without a CA license', () => {
    expect(displayedLicense({ state_code: 'NV', seo })).toBeNull()
    expect(
      displayedLicense({ state_code: 'CA', seo: { agent: { full_name: 'X', licenses: { data: [] } } } }),
    ).toBeNull()
    expect(displayedLicense({ state_code: 'CA', seo: null })).toBeNull()
  })
})
