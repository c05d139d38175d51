import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { isBlank, PHONE_INVALID_MESSAGE, requiredMessage, textOf, type FormValue } from './field-rules.js'

// Phone numbers are kept and sent in E.164 (`+15125550142`): an SMS provider takes nothing else,
// and one number typed three ways is then one number. libphonenumber-js's 'min' metadata (no I/O,
// about 80 kB) checks each country's number lengths and leading digits.

/**
 * An ISO 3166-1 alpha-2 region (`US`, `CA`, `GB`): where a number typed without `+` and a
 * country code is read, e.g. the site's market's country.
 */
export type PhoneCountry = string

/** What a form validator with a phone field is told: the country its numbers are read in (default the United States). */
export type PhoneRuleOptions = { country?: PhoneCountry | undefined }

/** The country numbers are read in when nothing says otherwise: the demo's, and most sites'. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US'

// Canada's provinces and territories share the +1 plan with the United States but are a country of their own.
const CANADIAN_REGIONS = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'])

/**
 * The country of a market's state or province (`markets.state_id`): Canada for a Canadian
 * province or territory, else the United States (every market so far is in one of the two).
 *
 * @example
 * phoneCountryOfRegion('TX') // 'US'
 * phoneCountryOfRegion('on') // 'CA'
 * phoneCountryOfRegion(null) // 'US'
 */
export function phoneCountryOfRegion(stateId: string | number | null | undefined): PhoneCountry {
  const region = typeof stateId === 'string' ? stateId.trim().toUpperCase() : ''
  return CANADIAN_REGIONS.has(region) ? 'CA' : DEFAULT_PHONE_COUNTRY
}

// Digits and the separators people type, with at most one leading '+'. Letters (`1-800-FLOWERS`,
// `call me`) and extensions (`x12`: a text cannot reach one) are refused before parsing.
const TYPED_PHONE = /^\+?[0-9 ().\-/]+$/

/**
 * The number in E.164, read in `country` when typed without a country code; null when it is not
 * a valid number there (wrong length, an area code that does not exist, letters, an extension).
 * Surrounding spaces are ignored. A country this library does not know reads as the default.
 *
 * @example
 * normalizePhoneNumber('512-555-0142')       // '+15125550142'
 * normalizePhoneNumber('(512) 555-0142')     // '+15125550142'
 * normalizePhoneNumber('+44 20 7946 0958')   // '+442079460958'
 * normalizePhoneNumber('020 7946 0958', 'GB') // '+442079460958'
 * normalizePhoneNumber('call me')            // null
 * normalizePhoneNumber('555-0142')           // null: no area code
 */
export function normalizePhoneNumber(value: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string | null {
  const typed = value.trim()
  if (!TYPED_PHONE.test(typed)) return null
  const defaultCountry = (isSupportedCountry(country) ? country : DEFAULT_PHONE_COUNTRY) as CountryCode
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry, extract: false })
  if (!parsed || parsed.ext || !parsed.isValid()) return null
  return parsed.number
}

/**
 * True for a phone number `normalizePhoneNumber` can write in E.164: a valid number of `country`
 * (default the United States) typed with or without its country code, or any country's with a
 * leading `+`; digits with optional spaces, dots, dashes, slashes and parentheses.
 *
 * @example
 * isValidPhone('(512) 555-0134')   // true
 * isValidPhone('+44 20 7946 0958') // true
 * isValidPhone('555-0134')         // false: 7 digits
 */
export function isValidPhone(value: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): boolean {
  return normalizePhoneNumber(value, country) !== null
}

/** Required, then a valid phone number of `country` (see isValidPhone). */
export function requiredPhone(
  value: FormValue,
  label = 'Phone number',
  country: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | undefined {
  if (isBlank(value)) return requiredMessage(label)
  return isValidPhone(textOf(value), country) ? undefined : PHONE_INVALID_MESSAGE
}
