import { hash, verify, type Algorithm } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'

/** argon2id at OWASP's minimum for it: 19 MiB, 2 passes, 1 lane (about 10 ms a hash here). */
// `Algorithm` is a const enum, which verbatimModuleSyntax cannot read: 2 is its Argon2id.
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

/**
 * argon2id at its smallest cost, for test runs only: the test projects set IDX_ARGON2_COST=test
 * (vitest.shared.ts), because hundreds of hashes at 19 MiB each are seconds of a 2-core CI machine
 * spent on nothing a test reads. One test (passwords.test.ts) unsets it and pins ARGON2_OPTIONS.
 */
export const TEST_ARGON2_OPTIONS = { ...ARGON2_OPTIONS, memoryCost: 64, timeCost: 1 } as const

/** The cost every hash is made at: ARGON2_OPTIONS, unless IDX_ARGON2_COST=test. Read on each hash. */
export function argon2Options(): typeof ARGON2_OPTIONS | typeof TEST_ARGON2_OPTIONS {
  return process.env.IDX_ARGON2_COST === 'test' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS
}

/** The spec's form rule stays 4 characters; the server refuses common passwords instead of short ones. */
export const PASSWORD_MIN_LENGTH = 4
/** Long enough for any passphrase, short enough that hashing one cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128
/** How many of the most common passwords (zxcvbn's ranked list) are refused. */
export const COMMON_PASSWORD_COUNT = 3000

export const COMMON_PASSWORD_MESSAGE = 'is one of the most common passwords: choose one that is harder to guess'

// Ranked most common first; compared case-insensitively, as guessing tools try both.
const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
)

/**
 * What is wrong with a new password, as a field message (`Password {message}`), or null.
 *
 * @example
 * passwordProblem('password') // 'is one of the most common passwords: …'
 * passwordProblem('correct horse battery staple') // null
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`
  if (password.length > PASSWORD_MAX_LENGTH) return `is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`
  if (commonPasswords.has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE
  return null
}

/** At most this many hashes run at once in a process, so a flood of sign-ins cannot starve other requests. */
export const MAX_CONCURRENT_HASHES = 2
/** Sign-ins queued beyond this are refused at once (429) rather than held while memory grows. */
export const MAX_QUEUED_HASHES = 64

/** Thrown when the hash queue is full: the route answers 429 with a short Retry-After. */
export class HashQueueFullError extends Error {
  constructor() {
    super('Too many sign-ins are being checked at once; try again in a moment.')
  }
}

let running = 0
const waiting: (() => void)[] = []

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_QUEUED_HASHES) throw new HashQueueFullError()
    await new Promise<void>((resolve) => waiting.push(resolve))
  } else {
    running += 1
  }
  try {
    return await work()
  } finally {
    // Hand the slot straight to the next waiter, so `running` never dips and admits a third.
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

/** How many hashes run now and wait: for tests and the readiness of a flood test. */
export function hashLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length }
}

/** The argon2id PHC string for a password. */
export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, argon2Options()))
}

// Checked when an account has no password or does not exist, so those answers take as long as a
// wrong password and timing does not tell which addresses have accounts.
let dummyHash: Promise<string> | null = null

/** Whether `password` matches `passwordHash`; a missing hash still spends one hash's time and says no. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false
  if (passwordHash === null) {
    // Made in a hash slot too, so even the first one cannot be a third hash running at once.
    dummyHash ??= withHashSlot(() => hash('idx-timing-equaliser', argon2Options())).catch((error: unknown) => {
      dummyHash = null
      throw error
    })
    const target = await dummyHash
    await withHashSlot(() => verify(target, password))
    return false
  }
  return withHashSlot(() => verify(passwordHash, password))
}
