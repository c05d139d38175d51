import { collectErrors, isBlank, required, textOf } from '../forms/field-rules.js'
import type { FieldErrors, FormValue } from '../forms/field-rules.js'
import { PURCHASE_TYPES, RENT_FREQUENCIES, LISTING_STATUSES, LISTING_TYPES } from './constants.js'
import { isPocketListingType, propertyTypeOptions } from './pocket-listing-options.js'

/** A state code is exactly this many characters (e.g. 'TX'). */
export const STATE_CODE_LENGTH = 2

/** A year built is exactly this many characters (e.g. '1998'). */
export const YEAR_BUILT_LENGTH = 4

/** A number field as an input hands it over: a number, its text, or blank. */
export type NumberInput = number | string | null

/** The pocket (custom) listing form of the listings manager, steps Basics, Photos and Description. */
export type PocketListingFormValues = {
  /** The MLS feed; agents can be chosen only once it is set, and it locks then. */
  data_source_name: string
  price_in_dollars: NumberInput
  disclose_price: boolean
  type: string
  property_type: string
  purchase_type: string
  listing_status: string
  rent_frequency: string
  street: string
  city: string
  state_code: string
  zip: string
  description: string
  bedrooms: NumberInput
  bathrooms: NumberInput
  stories: NumberInput
  square_feet: NumberInput
  lot_acre: NumberInput
  year_built: NumberInput
  school_elementary: string
  school_middle: string
  school_senior_high: string
  school_district: string
  /** Agent ids (the multi-select shows full names). */
  agents: readonly (string | number)[]
  /** In display order. */
  photo_urls: readonly string[]
  title: string
  subtitle: string
  is_pocket: boolean
  require_photos: boolean
}

/** The fields a pocket-listing rule applies to. */
export type PocketListingValidatedField =
  | 'data_source_name'
  | 'type'
  | 'property_type'
  | 'purchase_type'
  | 'listing_status'
  | 'rent_frequency'
  | 'price_in_dollars'
  | 'street'
  | 'city'
  | 'state_code'
  | 'zip'
  | 'bedrooms'
  | 'bathrooms'
  | 'square_feet'
  | 'stories'
  | 'year_built'

/**
 * Pocket listing: every rule of the collaboration spec, section 5.
 *
 * - required: MLS feed, type, property_type, purchase_type, city, street, state_code,
 *   listing_status, price_in_dollars, zip;
 * - type, purchase_type, listing_status and rent_frequency (may be blank) come from
 *   their option lists; property_type from the options of the chosen type;
 * - price_in_dollars, bathrooms, bedrooms, square_feet, stories: numbers above 0
 *   (all but the price may be blank);
 * - state_code exactly 2 characters; year_built blank or 4 digits above 0.
 *
 * @example
 * validatePocketListing({ ...basics, type: 'Commercial', property_type: 'House' })
 * // { property_type: 'Property type must be one of Office, Retail, Industrial' }
 */
export function validatePocketListing(
  values: Partial<Record<PocketListingValidatedField, FormValue>>,
): FieldErrors<PocketListingValidatedField> {
  return collectErrors({
    data_source_name: required(values.data_source_name, 'MLS feed'),
    type: oneOf(values.type, 'Type', LISTING_TYPES),
    property_type: propertyTypeRule(values.type, values.property_type),
    purchase_type: oneOf(values.purchase_type, 'Purchase type', PURCHASE_TYPES),
    listing_status: oneOf(values.listing_status, 'Listing status', LISTING_STATUSES),
    rent_frequency: rentFrequencyRule(values.rent_frequency),
    price_in_dollars: isBlank(values.price_in_dollars)
      ? 'Price is required'
      : positiveNumber(values.price_in_dollars, 'Price'),
    street: required(values.street, 'Street'),
    city: required(values.city, 'City'),
    state_code: stateCodeRule(values.state_code),
    zip: required(values.zip, 'Zip code'),
    bedrooms: positiveNumber(values.bedrooms, 'Bedrooms'),
    bathrooms: positiveNumber(values.bathrooms, 'Bathrooms'),
    square_feet: positiveNumber(values.square_feet, 'Square feet'),
    stories: positiveNumber(values.stories, 'Stories'),
    year_built: yearBuiltRule(values.year_built),
  })
}

/**
 * A decimal number as people type one: an optional sign and dollar sign, digits with or without
 * thousands separators in groups of three ('1,250,000'), an optional fraction.
 */
const TYPED_NUMBER = /^[+-]?\$?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?$/

/**
 * Reads a number field: `null` for a blank, `NaN` for text that is not a decimal number as people
 * type one (thousands separators in groups of three and a leading $ are fine; no exponent).
 *
 * @example
 * parseNumberInput(' 2.5 ')      // 2.5
 * parseNumberInput('$1,250,000') // 1250000
 * parseNumberInput('12,00')      // NaN
 * parseNumberInput('')           // null
 */
export function parseNumberInput(value: FormValue): number | null {
  if (isBlank(value)) return null
  if (typeof value === 'number') return value
  const text = textOf(value).trim()
  if (!TYPED_NUMBER.test(text) || !/\d/.test(text)) return Number.NaN
  return Number(text.replace(/[$,]/g, ''))
}

function positiveNumber(value: FormValue, label: string): string | undefined {
  const number = parseNumberInput(value)
  if (number === null) return undefined
  return Number.isFinite(number) && number > 0 ? undefined : `${label} must be a positive number`
}

function oneOf(value: FormValue, label: string, options: readonly string[]): string | undefined {
  if (isBlank(value)) return `${label} is required`
  return options.includes(textOf(value)) ? undefined : `${label} must ${beOneOf(options)}`
}

function propertyTypeRule(type: FormValue, propertyType: FormValue): string | undefined {
  if (isBlank(propertyType)) return 'Property type is required'
  // Without a valid type there is nothing to match against; the type field says why.
  if (!isPocketListingType(type)) return undefined
  const options = propertyTypeOptions(type)
  return (options as readonly string[]).includes(textOf(propertyType))
    ? undefined
    : `Property type must ${beOneOf(options)}`
}

function rentFrequencyRule(value: FormValue): string | undefined {
  if (isBlank(value)) return undefined
  return (RENT_FREQUENCIES as readonly string[]).includes(textOf(value))
    ? undefined
    : 'Rent frequency must be Monthly, Weekly, Daily or blank'
}

function stateCodeRule(value: FormValue): string | undefined {
  if (isBlank(value)) return 'State is required'
  return textOf(value).trim().length === STATE_CODE_LENGTH
    ? undefined
    : `State must be exactly ${STATE_CODE_LENGTH} characters`
}

function yearBuiltRule(value: FormValue): string | undefined {
  if (isBlank(value)) return undefined
  const text = textOf(value).trim()
  if (text.length !== YEAR_BUILT_LENGTH) return `Year built must be exactly ${YEAR_BUILT_LENGTH} characters`
  return /^\d+$/.test(text) && Number(text) > 0 ? undefined : 'Year built must be a positive number'
}

function beOneOf(options: readonly string[]): string {
  if (options.length === 1) return `be ${options[0]}`
  if (options.length === 2) return `be ${options[0]} or ${options[1]}`
  return `be one of ${options.join(', ')}`
}
