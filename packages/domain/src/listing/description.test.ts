import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { truncateDescription } from './description.js'

describe('truncateDescription', () => {
  it('keeps a description of exactly 600 characters whole', () => {
    const text = 'a'.repeat(600)
    expect(truncateDescription(text)).toEqual({ text, isTruncated: false })
  })

  it('truncates a description above 600 characters to 600 plus an ellipsis', () => {
    const result = truncateDescription('a'.repeat(601))
    expect(result).toEqual({ text: `${'a'.repeat(600)}…`, isTruncated: true })
  })

  it('drops trailing spaces before the ellipsis', () => {
    const result = truncateDescription(`${'a'.repeat(598)}  tail`)
    expect(result.text).toBe(`${'a'.repeat(598)}…`)
  })

  it('never splits an emoji', () => {
    const result = truncateDescription('🏠'.repeat(601))
    expect(result.text).toBe(`${'🏠'.repeat(600)}…`)
  })

  it('treats a missing description as empty', () => {
    expect(truncateDescription(null)).toEqual({ text: '', isTruncated: false })
    expect(truncateDescription(undefined)).toEqual({ text: '', isTruncated: false })
  })

  it('honours another limit', () => {
    expect(truncateDescription('abcdef', 3)).toEqual({ text: 'abc…', isTruncated: true })
  })

  it('truncates exactly when the text is longer than the limit, and keeps its start', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1200 }), (text) => {
        const result = truncateDescription(text)
        const length = Array.from(text).length
        expect(result.isTruncated).toBe(length > 600)
        if (result.isTruncated) {
          expect(Array.from(result.text).length).toBeLessThanOrEqual(601)
          expect(text.startsWith(result.text.slice(0, -1))).toBe(true)
        } else expect(result.text).toBe(text)
      }),
    )
  })
})
