// Display texts of the sign-in widgets. The quoted ones are the spec's words, to the letter
// (search-detail-signin §2, §8; collaboration-agents-admin "Account, sidebar and agent");
// the rest are ours, where the spec names a screen but not its words.

/** The reset step's prompt (spec §8 "Reset prompt"). */
export const RESET_PROMPT = "Enter your email address and we'll send you a link to reset your password."
/** After a reset request (spec §8 "Reset success"). */
export const RESET_SENT_MESSAGE =
  'You will receive an email with instructions about how to reset your password in a few minutes.'
/** After a magic link or passwordless sign-up was sent (spec §8). */
export const MAGIC_SENT_MESSAGE = 'Check your email! We sent you an email with a link to sign in.'
/** Added after a passwordless sign-up (spec §8 "optionally plus"). */
export const MAGIC_SENT_SIGN_UP_MESSAGE = 'You can set a password after or continue using the link to sign in.'
/** While a magic link is being handled (spec §4). */
export const SIGNING_IN_MESSAGE = 'We are signing you in. Please wait a moment...'
/** The agent-login path (spec §6). */
export const AGENT_LOGIN_QUESTION = 'Are you an agent?'
export const AGENT_LOGIN_LABEL = 'Agent Log in'

/** The auth screen (spec §2). */
export const AUTH_PROMPT_TITLE = 'Get Started'
export const AUTH_PROMPT_BUTTON = 'Log In / Get Started'
/** `Login to view this {target}`, e.g. `authPromptTitle('collection')`. */
export function authPromptTitle(target?: string | null): string {
  const name = target?.trim()
  return name ? `Login to view this ${name}` : AUTH_PROMPT_TITLE
}

/** The account page (spec §2; collaboration-agents-admin). */
export const ACCOUNT_TITLE = 'My Account'
export const EDIT_PROFILE_LABEL = 'Edit Profile'
export const PROFILE_SAVED_MESSAGE = 'Your profile has been updated.'
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.'

/** A reset link the server no longer accepts (`errors.reset_token`). */
export const RESET_LINK_EXPIRED_MESSAGE = 'This password reset link is invalid or has expired.'
/** After a new password was set from a reset link. */
export const NEW_PASSWORD_SET_MESSAGE = 'Your new password is set.'
