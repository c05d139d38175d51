import { describe, expect, it } from 'vitest'
import {
  addressToPlace,
  firstInvalidStep,
  formValuesOf,
  invalidFields,
  NO_POSITION_MESSAGE,
  payloadOf,
  stepOf,
  wizardErrors,
  type PocketListingWizardValues,
} from './pocket-listing-wizard-values.js'

const BASICS: PocketListingWizardValues = {
  ...formValuesOf(null),
  data_source_name: 'actris',
  type: 'Residential',
  property_type: 'House',
  purchase_type: 'Purchase',
  listing_status: 'Coming Soon',
  price_in_dollars: '450000',
  street: ' 1 Main St ',
  city: 'Austin',
  state_code: 'tx',
  zip: '78704',
  latitude: 30.26,
  longitude: -97.77,
}

describe('formValuesOf', () => {
  it('gives the new form the spec defaults: is_pocket true, require_photos false, all blank', () => {
    const values = formValuesOf(null)
    expect(values.is_pocket).toBe(true)
    expect(values.require_photos).toBe(false)
    expect(values.agents).toEqual([])
    expect(values.photo_urls).toEqual([])
    expect(values.price_in_dollars).toBe('')
    expect(values.latitude).toBeNull()
  })

  it('shows a saved listing with numbers as text and keeps its flags and agents', () => {
    const values = formValuesOf({
      price_in_dollars: 500000,
      bedrooms: 3,
      year_built: null,
      is_pocket: false,
      require_photos: true,
      agents: [{ id: 7, full_name: 'Ezra Roberts' }],
    })
    expect(values).toMatchObject({ price_in_dollars: '500000', bedrooms: '3', year_built: '', is_pocket: false })
    expect(values.require_photos).toBe(true)
    expect(values.agents).toEqual([{ id: 7, full_name: 'Ezra Roberts' }])
  })
})

describe('wizardErrors and steps', () => {
  it('names every required Basics field and the missing position on the new form', () => {
    const errors = wizardErrors(formValuesOf(null))
    expect(errors).toMatchObject({
      data_source_name: 'MLS feed is required',
      type: 'Type is required',
      state_code: 'State is required',
      price_in_dollars: 'Price is required',
      latitude: NO_POSITION_MESSAGE,
    })
    expect(invalidFields(formValuesOf(null), 1)).toEqual([])
    expect(firstInvalidStep(formValuesOf(null), 3)).toBe(0)
  })

  it('checks the Description numbers on step 2 only', () => {
    const values = { ...BASICS, bedrooms: '0', year_built: '98' }
    expect(invalidFields(values, 0)).toEqual([])
    expect(invalidFields(values, 2)).toEqual(['bedrooms', 'year_built'])
    expect(firstInvalidStep(values, 2)).toBeNull()
    expect(firstInvalidStep(values, 3)).toBe(2)
  })

  it('refuses a property type of another type and a three-letter state', () => {
    const errors = wizardErrors({ ...BASICS, type: 'Commercial', state_code: 'TEX' })
    expect(errors.property_type).toBe('Property type must be one of Office, Retail, Industrial')
    expect(errors.state_code).toBe('State must be exactly 2 characters')
  })

  it('keeps the step index to 0-2', () => {
    expect(stepOf('2')).toBe(2)
    expect(stepOf(1)).toBe(1)
    expect(stepOf('7')).toBe(0)
    expect(stepOf(undefined)).toBe(0)
  })
})

describe('payloadOf', () => {
  it('sends numbers as numbers, blanks as null, agent ids as integers, the state in capitals', () => {
    const payload = payloadOf({
      ...BASICS,
      bedrooms: '3',
      bathrooms: '2.5',
      year_built: '',
      agents: [
        { id: '12', full_name: 'Ezra Roberts' },
        { id: 40, full_name: 'Ada Agent' },
      ],
      photo_urls: ['https://uploads.example/a.jpg'],
    })
    expect(payload).toMatchObject({
      price_in_dollars: 450000,
      bedrooms: 3,
      bathrooms: 2.5,
      year_built: null,
      agent_ids: [12, 40],
      street: '1 Main St',
      state_code: 'TX',
      is_pocket: true,
      require_photos: false,
      latitude: 30.26,
      longitude: -97.77,
      photo_urls: ['https://uploads.example/a.jpg'],
    })
    expect(payload).not.toHaveProperty('agents')
  })
})

describe('addressToPlace', () => {
  it('needs street, city and zip', () => {
    expect(addressToPlace({ street: '1 Main St', city: 'Austin', zip: ' ' })).toBeNull()
    expect(addressToPlace({ street: ' 1 Main St', city: 'Austin', zip: '78704' })).toEqual({
      street: '1 Main St',
      city: 'Austin',
      zip: '78704',
    })
  })
})
