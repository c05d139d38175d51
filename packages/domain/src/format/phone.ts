/**
 * A phone number as the site shows it, everywhere (agent cards, the office line, open-house
 * contacts, the account page, the seed's descriptions): a North American number (10 digits, or
 * 11 with the leading country code 1, however it was typed) as '(512) 555-0134'. Anything else
 * (a foreign number, one with an extension) is shown as given, trimmed: reformatting a number we
 * do not understand could make it wrong. Blank gives ''.
 *
 * @example
 * formatPhone('5125550134')      // '(512) 555-0134'
 * formatPhone('+1 512.555.0134') // '(512) 555-0134'
 * formatPhone('+44 20 7946 0958') // '+44 20 7946 0958'
 */
export function formatPhone(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim()
  const digits = northAmericanDigits(text)
  if (digits === null) return text
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/**
 * The `tel:` link of a phone number: a North American number as `tel:+1` and its ten digits,
 * any other as its digits (and a leading `+`); `null` when it has no digits to dial.
 *
 * @example
 * phoneHref('(512) 555-0134')   // 'tel:+15125550134'
 * phoneHref('+44 20 7946 0958') // 'tel:+442079460958'
 */
export function phoneHref(value: string | number | null | undefined): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim()
  const northAmerican = northAmericanDigits(text)
  if (northAmerican !== null) return `tel:+1${northAmerican}`
  const digits = text.replace(/[^0-9]/g, '')
  if (digits === '') return null
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`
}

/** The ten digits of a North American number typed with any punctuation, else null. */
function northAmericanDigits(text: string): string | null {
  // Letters or an extension ('x12') mean it is not a plain number we may rewrite.
  if (!/^[+\d\s().-]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  if (text.startsWith('+') && !text.startsWith('+1')) return null
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return ten.length === 10 ? ten : null
}
