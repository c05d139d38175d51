import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLeadingDebounce } from './leading-debounce.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('leading debounce (results fetch 500 ms)', () => {
  it('sends the first value at once', () => {
    const sent: string[] = []
    const debounce = createLeadingDebounce<string>(500, (v) => sent.push(v))
    debounce.push('a')
    expect(sent).toEqual(['a'])
  })

  it('holds a burst and sends only its last value, 500 ms after the last push', () => {
    const sent: string[] = []
    const debounce = createLeadingDebounce<string>(500, (v) => sent.push(v))
    debounce.push('a')
    vi.advanceTimersByTime(100)
    debounce.push('ab')
    vi.advanceTimersByTime(300)
    debounce.push('abc')
    vi.advanceTimersByTime(499)
    expect(sent).toEqual(['a'])
    vi.advanceTimersByTime(1)
    expect(sent).toEqual(['a', 'abc'])
  })

  it('sends nothing more when the burst was only its first value, and is quiet again after the wait', () => {
    const sent: string[] = []
    const debounce = createLeadingDebounce<string>(500, (v) => sent.push(v))
    debounce.push('a')
    vi.advanceTimersByTime(600)
    expect(sent).toEqual(['a'])
    debounce.push('b')
    expect(sent).toEqual(['a', 'b'])
  })

  it('drops a held value when cancelled', () => {
    const sent: string[] = []
    const debounce = createLeadingDebounce<string>(500, (v) => sent.push(v))
    debounce.push('a')
    debounce.push('b')
    debounce.cancel()
    vi.advanceTimersByTime(1000)
    expect(sent).toEqual(['a'])
  })
})
