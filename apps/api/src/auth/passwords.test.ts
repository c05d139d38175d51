import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  COMMON_PASSWORD_MESSAGE,
  hashLoad,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  passwordProblem,
  verifyPassword,
} from './passwords.js'

describe('hashPassword', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  // The one test at production cost: every other test runs with IDX_ARGON2_COST=test (vitest.shared.ts).
  it('stores argon2id with m=19456 KiB, t=2, p=1 in the PHC string, salted', async () => {
    vi.stubEnv('IDX_ARGON2_COST', undefined)
    const [one, two] = await Promise.all([hashPassword('a walk by the river'), hashPassword('a walk by the river')])
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/)
    expect(one).not.toBe(two)
    expect(await verifyPassword(one, 'a walk by the river')).toBe(true)
    expect(await verifyPassword(one, 'a walk by the River')).toBe(false)
  })

  it('hashes at the smallest cost when IDX_ARGON2_COST=test, and still verifies', async () => {
    vi.stubEnv('IDX_ARGON2_COST', 'test')
    const cheap = await hashPassword('a walk by the river')
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/)
    expect(await verifyPassword(cheap, 'a walk by the river')).toBe(true)
    expect(await verifyPassword(cheap, 'a walk by the River')).toBe(false)
  })

  it('says no for an account without a password, and for a password over 128 characters', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false)
    const long = 'x'.repeat(129)
    expect(await verifyPassword(await hashPassword('y'.repeat(128)), long)).toBe(false)
  })

  it('runs at most two hashes at once when ten are started together', async () => {
    expect(MAX_CONCURRENT_HASHES).toBe(2)
    let maxRunning = 0
    let maxWaiting = 0
    let done = false
    const sample = () => {
      const { running, waiting } = hashLoad()
      maxRunning = Math.max(maxRunning, running)
      maxWaiting = Math.max(maxWaiting, waiting)
      if (!done) setImmediate(sample)
    }
    const hashes = Array.from({ length: 10 }, (_, i) => hashPassword(`password number ${i}`))
    sample()
    const results = await Promise.all(hashes)
    done = true
    expect(results.every((hash) => hash.startsWith('$argon2id$'))).toBe(true)
    expect(maxRunning).toBe(2)
    expect(maxWaiting).toBe(8)
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 })
  })
})

describe('passwordProblem', () => {
  it.each(['password', 'Password', '123456', 'qwerty', 'iloveyou', 'LETMEIN'])(
    'refuses the common password %s with the message',
    (password) => {
      expect(passwordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE)
    },
  )

  it('accepts 4 to 128 characters and refuses 3 and 129', () => {
    expect(passwordProblem('kq7z')).toBeNull()
    expect(passwordProblem('kq7')).toBe('is too short (minimum is 4 characters)')
    expect(passwordProblem('a'.repeat(127) + 'b')).toBeNull()
    expect(passwordProblem('a'.repeat(128) + 'b')).toBe('is too long (maximum is 128 characters)')
  })

  it('accepts an uncommon passphrase', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull()
  })
})
