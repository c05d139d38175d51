import {
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  normalizePhoneNumber,
  PHONE_INVALID_MESSAGE,
  requiredMessage,
  type PhoneCountry,
} from '@idx/domain'
import { agentResource, type SiteAgentRow } from '../agents/index.js'
import type { AuthenticatedUser } from '../auth/tokens.js'
import type { Resource } from '../jsonapi/resource.js'
import type { ProfileChange, UserRow } from './users.repository.js'

/** An agent as the user document embeds it: the `agents` resource's attributes with its id. */
function embeddedAgent(agent: SiteAgentRow): Record<string, unknown> {
  const resource = agentResource(agent)
  return { id: resource.id, ...resource.attributes }
}

/** What the user document says about the session and the agents, beyond the user's row. */
export interface UserContext {
  /** The session: its scopes and whether it signed in through the site's identity provider. */
  session: Pick<AuthenticatedUser, 'scopes' | 'sso'>
  /** The user's current agent, when it works in one of the site's feeds. */
  currentAgent: SiteAgentRow | undefined
  /** The agent the user is (`users.agent_id`), when it works in one of the site's feeds. */
  asAgent: SiteAgentRow | undefined
}

/** First and last name joined with a space (either may be empty). */
function fullName(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`.trim()
}

/**
 * Another person as a `users` resource: names only, the sparse view every document that shows
 * people to each other includes (a collection's owner and collaborators). E-mail, phone numbers
 * and tokens are the user's own, in `userResource`.
 *
 * @example
 * userNameResource({ id: 7, first_name: 'Jane', last_name: 'Buyer' })
 * // { id: '7', type: 'users', attributes: { first_name: 'Jane', last_name: 'Buyer', full_name: 'Jane Buyer' } }
 */
export function userNameResource(row: { id: number; first_name: string; last_name: string }): Resource {
  return {
    id: String(row.id),
    type: 'users',
    attributes: { first_name: row.first_name, last_name: row.last_name, full_name: fullName(row) },
  }
}

/** The signed-in user as a `users` resource (spec: User with current_agent and as_agent). */
export function userResource(row: UserRow, context: UserContext): Resource {
  return {
    id: String(row.id),
    type: 'users',
    attributes: {
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: fullName(row),
      email: row.email,
      phone_number: row.phone_number,
      sms_number: row.sms_number,
      share_token: row.share_token,
      sso: context.session.sso,
      admin: row.is_admin,
      scopes: context.session.scopes,
      current_agent: context.currentAgent ? embeddedAgent(context.currentAgent) : null,
      as_agent: context.asAgent ? { active_feeds: [context.asAgent.data_source_name] } : null,
    },
  }
}

/** The `PATCH user` attributes as they arrive (schema-checked types, unchecked values). */
export interface ProfileAttributes {
  first_name?: string
  last_name?: string
  email?: string
  phone_number?: string | null
  sms_number?: string | null
}

export interface ProfileProblem {
  pointer: string
  detail: string
}

const ATTRIBUTES = '/data/attributes'

function isBlank(value: string): boolean {
  return value.trim() === ''
}

/** A phone as stored: trimmed, and null for a blank (a user may clear an optional number). */
function phoneValue(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined
  return value === null || isBlank(value) ? null : value.trim()
}

/**
 * Checks a profile change with the form's own rules (`@idx/domain`) and turns it into the change
 * to store, phone numbers in E.164 (read in `country` when typed without a country code).
 * E-mail uniqueness needs the database and is checked by the route.
 *
 * @example
 * readProfileChange({ first_name: ' ', email: 'jane@' }, 'US')
 * // { problems: [{ pointer: '/data/attributes/first_name', detail: 'First name is required' }, …] }
 */
export function readProfileChange(
  attributes: ProfileAttributes,
  country: PhoneCountry,
): {
  change: ProfileChange
  problems: ProfileProblem[]
} {
  const problems: ProfileProblem[] = []
  const change: ProfileChange = {}
  for (const [member, label, key] of [
    ['first_name', 'First name', 'firstName'],
    ['last_name', 'Last name', 'lastName'],
  ] as const) {
    const value = attributes[member]
    if (value === undefined) continue
    if (isBlank(value)) problems.push({ pointer: `${ATTRIBUTES}/${member}`, detail: requiredMessage(label) })
    else change[key] = value.trim()
  }
  if (attributes.email !== undefined) {
    const email = attributes.email.trim()
    if (email === '') problems.push({ pointer: `${ATTRIBUTES}/email`, detail: requiredMessage('Email') })
    else if (!isValidEmail(email)) problems.push({ pointer: `${ATTRIBUTES}/email`, detail: EMAIL_INVALID_MESSAGE })
    else change.email = email
  }
  for (const [member, key] of [
    ['phone_number', 'phoneNumber'],
    ['sms_number', 'smsNumber'],
  ] as const) {
    const value = phoneValue(attributes[member])
    if (value === undefined) continue
    const e164 = value === null ? null : normalizePhoneNumber(value, country)
    if (value !== null && e164 === null)
      problems.push({ pointer: `${ATTRIBUTES}/${member}`, detail: PHONE_INVALID_MESSAGE })
    else change[key] = e164
  }
  return { change, problems }
}
