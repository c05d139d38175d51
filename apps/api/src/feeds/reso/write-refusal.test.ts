import { describe, expect, it } from 'vitest'
import { writeRefusalReason } from './write-refusal.js'

const refusal = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('writeRefusalReason', () => {
  it.each([
    ['22003', 'value "9000000000000" is out of range for type integer', 'a number is too large for its column'],
    ['22001', 'value too long for type character varying(10)', 'a text is too long for its column'],
    ['22P05', 'unsupported Unicode escape sequence', 'a text holds a character the database cannot store'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00', 'a text holds a character the database cannot store'],
    ['22P02', 'invalid input syntax for type json', 'one of its values is one the database cannot store'],
    [
      '23505',
      'duplicate key value violates unique constraint "listings_pkey"',
      'it clashes with a row the database holds already',
    ],
    ['23514', 'new row for relation "listings" violates check constraint "x"', 'it breaks a rule of the database'],
    ['40P01', 'deadlock detected', 'the database refused it'],
  ])('says what SQLSTATE %s means, not the driver’s message', (code, message, words) => {
    const reason = writeRefusalReason(refusal(code, message))
    expect(reason).toBe(`could not be written: ${words} (SQLSTATE ${code})`)
    expect(reason).not.toContain(message)
  })

  it('names an error without a code by its kind', () => {
    expect(writeRefusalReason(new TypeError('x is undefined'))).toBe(
      'could not be written: an unexpected TypeError while writing it',
    )
    expect(writeRefusalReason('boom')).toBe('could not be written: an unexpected string while writing it')
    expect(writeRefusalReason(null)).toBe('could not be written: an unexpected object while writing it')
  })
})
