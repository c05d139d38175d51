import { describe, expect, it } from 'vitest'
import { keptAtVersion } from './kept-at-version.js'

describe('keptAtVersion', () => {
  it('reads once per version and again as soon as the version read changes, even back to an earlier one', async () => {
    let reads = 0
    const valueAt = keptAtVersion(async () => ++reads)
    expect(await valueAt('a')).toBe(1)
    expect(await valueAt('a')).toBe(1)
    expect(await valueAt('b')).toBe(2)
    // Only the latest version's value is kept: a version seen before is read again.
    expect(await valueAt('a')).toBe(3)
  })

  it('shares a read under way between requests of its version, and keeps no failed read', async () => {
    let reads = 0
    const valueAt = keptAtVersion(async () => {
      reads++
      if (reads === 1) throw new Error('database gone')
      return reads
    })
    const together = [valueAt('a'), valueAt('a')]
    await expect(Promise.all(together)).rejects.toThrow('database gone')
    expect(reads).toBe(1)
    expect(await valueAt('a')).toBe(2)
  })
})
