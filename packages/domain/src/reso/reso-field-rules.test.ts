import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanResoText,
  coordinatesError,
  cutAtWordBoundary,
  readResoListingKey,
  RESO_NUMBER_RANGES,
  resoNumberError,
  type ResoNumberField,
} from './reso-field-rules.js'

// Any UTF-16 text, NUL characters and lone surrogate halves included (fc.string makes Unicode text).
const utf16Text = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0xffff }),
      fc.constantFrom(0, 0x20, 0xd83c, 0xdf0a, 0xdc00),
      fc.integer({ min: 0x61, max: 0x7a }),
    ),
    { maxLength: 60 },
  )
  .map((codes) => String.fromCharCode(...codes))

// encodeURIComponent throws on a lone surrogate half: it reads text as Unicode, as jsonb does.
const isUnicode = (text: string) => {
  try {
    encodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

describe('cleanResoText', () => {
  it('removes NUL and replaces each lone surrogate half with U+FFFD, keeping whole pairs', () => {
    expect(cleanResoText('Pool\u0000 side \ud83c \udf0a \ud83c\udf0a')).toBe('Pool side \ufffd \ufffd \ud83c\udf0a')
    expect(cleanResoText('Plain text')).toBe('Plain text')
  })

  it('always answers Unicode text without NUL, and leaves such text as it is', () => {
    fc.assert(
      fc.property(utf16Text, (text) => {
        const clean = cleanResoText(text)
        expect(clean.includes('\0')).toBe(false)
        expect(isUnicode(clean)).toBe(true)
        expect(cleanResoText(clean)).toBe(clean)
        if (!text.includes('\0') && isUnicode(text)) expect(clean).toBe(text)
      }),
    )
  })
})

describe('cutAtWordBoundary', () => {
  it('cuts at the last white space and ends with an ellipsis', () => {
    expect(cutAtWordBoundary('Shaded lot near South Congress', 20)).toBe('Shaded lot near…')
    expect(cutAtWordBoundary('Shaded lot', 20)).toBe('Shaded lot')
    expect(cutAtWordBoundary('K'.repeat(50), 10)).toBe(`${'K'.repeat(9)}…`)
  })

  it('never splits a surrogate pair', () => {
    expect(cutAtWordBoundary('abcd\ud83c\udf0aef', 6)).toBe('abcd…')
  })

  it('answers at most max characters, a prefix of the text, Unicode when the text was', () => {
    fc.assert(
      fc.property(utf16Text, fc.integer({ min: 2, max: 80 }), (text, max) => {
        const cut = cutAtWordBoundary(text, max)
        expect(cut.length).toBeLessThanOrEqual(max)
        if (text.length <= max) expect(cut).toBe(text)
        else {
          expect(cut.endsWith('…')).toBe(true)
          expect(text.startsWith(cut.slice(0, -1))).toBe(true)
        }
        if (isUnicode(text)) expect(isUnicode(cut)).toBe(true)
      }),
    )
  })
})

describe('readResoListingKey', () => {
  it.each([
    [{ ListingKey: ' k-1 ' }, { key: 'k-1', problem: null }],
    [{ ListingKey: 1234 }, { key: '1234', problem: null }],
    [{ ListingKey: 'K'.repeat(255) }, { key: 'K'.repeat(255), problem: null }],
    [{}, { key: null, problem: 'no ListingKey' }],
    [{ ListingKey: '  ' }, { key: null, problem: 'no ListingKey' }],
    [
      { ListingKey: 'K'.repeat(256) },
      { key: `${'K'.repeat(39)}…`, problem: 'ListingKey is 256 characters long, more than 255' },
    ],
    [
      { ListingKey: 'a\u0000b' },
      { key: 'ab', problem: 'ListingKey holds a NUL character, which no text column can store' },
    ],
    [
      { ListingKey: 'a\ud800' },
      { key: 'a\ufffd', problem: 'ListingKey holds half of a UTF-16 surrogate pair, which is not Unicode text' },
    ],
  ])('reads %j', (record, expected) => {
    expect(readResoListingKey(record)).toEqual(expected)
  })
})

describe('resoNumberError', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  const fields = Object.keys(RESO_NUMBER_RANGES) as ResoNumberField[]

  it('accepts a number within its field’s range and says which range another is outside of', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.double({ noNaN: true, noDefaultInfinity: true }), (field, value) => {
        const range = RESO_NUMBER_RANGES[field]
        const max = range.max === 'next year' ? 2027 : range.max
        const error = resoNumberError(field, value, now)
        if (value >= range.min && value <= max) expect(error).toBeNull()
        else expect(error).toBe(`${field} ${value} is not between ${range.min} and ${max}`)
      }),
    )
  })

  it('dates YearBuilt by the clock: next year is the latest', () => {
    expect(resoNumberError('YearBuilt', 2027, now)).toBeNull()
    expect(resoNumberError('YearBuilt', 1599, now)).toBe('YearBuilt 1599 is not between 1600 and 2027')
  })
})

describe('coordinatesError', () => {
  it.each([
    [30.25, -97.75, null],
    [null, null, null],
    [30.25, null, 'Latitude and Longitude must come together'],
    [0, 0, 'coordinates are 0,0 (a missing location)'],
    [-91, 10, 'Latitude -91 is not between -90 and 90'],
    [10, 181, 'Longitude 181 is not between -180 and 180'],
  ])('%s, %s: %s', (latitude, longitude, expected) => {
    expect(coordinatesError(latitude, longitude)).toBe(expected)
  })
})
