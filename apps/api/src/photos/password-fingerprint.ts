import { sql } from 'kysely'

/**
 * The fingerprint of a listing's password hash (null without a password), computed where the hash
 * is, so it never travels: an unlock, and a signed photo URL, is valid only while the listing's
 * password is the one it was made for. Reads `listings.password_hash`. Here, in photos/, because
 * photo grants carry it and listings/ already depends on photos/.
 */
export const passwordFingerprint = sql<string | null>`encode(sha256(convert_to(listings.password_hash, 'UTF8')), 'hex')`
