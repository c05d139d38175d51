import type { Agent, AsAgent, User } from '@idx/domain'
import { normalizeDocument } from '../jsonapi/normalize-document.js'
import type { JsonApiDocument, JsonApiRecord } from '../jsonapi/types.js'

/** The signed-in user as `GET user?me=true` describes them: the domain `User` and two flags. */
export type CurrentUser = User & {
  /** Signed in through single sign-on (Okta): no settings menu, no account page. */
  readonly sso: boolean
  /** May ask for the `admin` scope. */
  readonly admin: boolean
}

/** The profile attributes `PATCH user` accepts. */
export type UserProfileUpdate = Partial<
  Pick<User, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'sms_number'>
>

/**
 * The user of a `GET user?me=true` document (`type: 'users'`), or null when the document holds
 * no user. `full_name` is first and last name joined when the server left it out;
 * `current_agent` and `as_agent` are read from attribute objects or related resources alike.
 *
 * @example
 * userFromDocument({ data: { type: 'users', id: '3', attributes: { first_name: 'Jane', last_name: 'Doe', sso: false } } })
 * // { id: '3', first_name: 'Jane', last_name: 'Doe', full_name: 'Jane Doe', …, sso: false, admin: false }
 */
export function userFromDocument(document: JsonApiDocument | null | undefined): CurrentUser | null {
  const { data } = normalizeDocument(document)
  const record = Array.isArray(data) ? data[0] : data
  if (!record || record.type !== 'users') return null
  const first_name = text(record.first_name)
  const last_name = text(record.last_name)
  return {
    id: record.id,
    first_name,
    last_name,
    full_name: text(record.full_name) ?? joinName(first_name, last_name),
    email: text(record.email),
    phone_number: text(record.phone_number),
    sms_number: text(record.sms_number),
    share_token: text(record.share_token),
    sso: record.sso === true,
    admin: record.admin === true,
    current_agent: agentFrom(record.current_agent),
    as_agent: asAgentFrom(record.as_agent),
  }
}

/**
 * The `PATCH user` body for a profile change.
 *
 * @example
 * userUpdateDocument({ first_name: 'Jo' }) // { data: { type: 'users', attributes: { first_name: 'Jo' } } }
 */
export function userUpdateDocument(attributes: UserProfileUpdate): {
  data: { type: 'users'; attributes: UserProfileUpdate }
} {
  return { data: { type: 'users', attributes } }
}

function agentFrom(value: unknown): Agent | null {
  if (!isRecordLike(value) || value.id == null) return null
  const first_name = text(value.first_name)
  const last_name = text(value.last_name)
  return {
    id: String(value.id),
    full_name: text(value.full_name) ?? joinName(first_name, last_name) ?? '',
    first_name,
    last_name,
    email: text(value.email),
    sms_number: text(value.sms_number),
    broker_name: text(value.broker_name),
    bio: text(value.bio),
    pictures: isRecordLike(value.pictures) ? (value.pictures as Agent['pictures']) : null,
    share_token: text(value.share_token),
    active_feeds: feeds(value.active_feeds),
  }
}

function asAgentFrom(value: unknown): AsAgent | null {
  if (!isRecordLike(value)) return null
  return { active_feeds: feeds(value.active_feeds) ?? [] }
}

function feeds(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((feed): feed is string => typeof feed === 'string') : null
}

function joinName(first: string | null, last: string | null): string | null {
  const joined = [first, last].filter(Boolean).join(' ')
  return joined === '' ? null : joined
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

function isRecordLike(value: unknown): value is Partial<JsonApiRecord> & Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
