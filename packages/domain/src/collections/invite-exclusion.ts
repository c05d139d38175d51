import { isValidEmail } from '../forms/field-rules.js'

/** Why an e-mail cannot be added to the invite form's pending list. */
export type InviteExclusion = 'invalid' | 'collaborator' | 'invited' | 'listed'

/** What the invite form already knows about a collection's people. */
export type InviteContext = {
  /** The members' e-mails (owner included), when the server shares them. */
  memberEmails: readonly (string | null | undefined)[]
  /** E-mails with a pending invitation. */
  invitedEmails: readonly string[]
  /** E-mails already in the form's pending list. */
  listedEmails: readonly string[]
}

/** The message a shopper reads for each exclusion. */
export const INVITE_EXCLUSION_MESSAGES: Record<InviteExclusion, string> = {
  invalid: 'Enter a valid e-mail address.',
  collaborator: 'is already a collaborator.',
  invited: 'has already been invited.',
  listed: 'is already in your list.',
}

const normal = (email: string | null | undefined) => (email ?? '').trim().toLowerCase()

/**
 * Whether an e-mail may join the pending invites, and if not why. Compared without case or
 * surrounding spaces.
 *
 * @example
 * inviteExclusion('Ann@x.com', { memberEmails: ['ann@x.com'], invitedEmails: [], listedEmails: [] }) // 'collaborator'
 */
export function inviteExclusion(email: string, context: InviteContext): InviteExclusion | null {
  const wanted = normal(email)
  if (!isValidEmail(wanted)) return 'invalid'
  if (context.memberEmails.some((e) => normal(e) === wanted)) return 'collaborator'
  if (context.invitedEmails.some((e) => normal(e) === wanted)) return 'invited'
  if (context.listedEmails.some((e) => normal(e) === wanted)) return 'listed'
  return null
}

/**
 * The sentence shown under the invite input for an exclusion.
 *
 * @example
 * inviteExclusionMessage('ann@x.com', 'invited') // 'ann@x.com has already been invited.'
 */
export function inviteExclusionMessage(email: string, exclusion: InviteExclusion): string {
  if (exclusion === 'invalid') return INVITE_EXCLUSION_MESSAGES.invalid
  return `${email.trim()} ${INVITE_EXCLUSION_MESSAGES[exclusion]}`
}
