import { createHash, randomBytes } from 'node:crypto'

/** Random bytes in an invite code: 192 bits, well beyond guessing. */
const INVITE_CODE_BYTES = 24

/**
 * A new invite code: random, base64url (safe in a path segment), 32 characters. Only its hash
 * (`inviteCodeHash`) is stored; the code itself travels in the e-mailed join link.
 *
 * @example
 * newInviteCode() // 'q0Zk1m3V…' (32 characters of [A-Za-z0-9_-])
 */
export function newInviteCode(): string {
  return randomBytes(INVITE_CODE_BYTES).toString('base64url')
}

/**
 * What the database keeps of an invite code: its SHA-256, hex.
 *
 * @example
 * inviteCodeHash('abc') // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export function inviteCodeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex')
}
