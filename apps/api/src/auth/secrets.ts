import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** Prefixes make a token's kind visible at a glance (and in leak scanners) and route it to its lookup. */
export const ACCESS_TOKEN_PREFIX = 'idx_at_'
export const REFRESH_TOKEN_PREFIX = 'idx_rt_'

/**
 * A new secret: 256 random bits in base64url after `prefix` (ASVS asks for at least 128).
 *
 * @example
 * newSecret('idx_at_') // 'idx_at_3q2-…' (50 characters)
 */
export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url')
}

/** What is stored for a secret: its SHA-256 in hex. A fast hash is right here: the secret has 256 bits of entropy. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
