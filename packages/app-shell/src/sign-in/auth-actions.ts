import {
  LOGIN_FAILED_MESSAGE,
  loginTypeAnswer,
  resetPasswordErrorMessage,
  signUpErrorMessage,
  toSubmissionErrors,
  type ApiError,
} from '@idx/api-client'
import { verifyEmailStep, type LoginValues, type MagicLinkValues, type PasswordResetValues } from '@idx/domain'
import type { RegisterValues, VerifyEmailResult } from '@idx/account-ui'
import type { SiteSession } from '../session/site-session.js'
import type { SubmissionErrors } from '@idx/ui'

// What each step of the sign-in form does with the server, as plain functions of the session:
// the route components only wire them to the form and the router.

/** Field messages from the server plus the spec's one-line message for the form. */
function errorsOf(error: ApiError, formMessage: string): SubmissionErrors {
  const fields = toSubmissionErrors(error) as Record<string, unknown>
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') flat[key] = value
  return { ...flat, _form: formMessage } as SubmissionErrors
}

/** A 429's own words (how long to wait), else `fallback`. */
function throttledOr(error: ApiError, fallback: string): string {
  if (error.status === 429 && typeof error === 'object' && 'data' in error) {
    const description = (error.data as { error_description?: unknown } | null)?.error_description
    if (typeof description === 'string') return description
  }
  return fallback
}

export type SignedIn = { signedIn: true }

export async function logIn(session: SiteSession, values: LoginValues): Promise<SubmissionErrors | SignedIn> {
  const result = await session.authClient.passwordGrant({ email: values.email, password: values.password })
  if (!result.ok) return { _form: throttledOr(result.error, LOGIN_FAILED_MESSAGE) } as SubmissionErrors
  session.signIn(result.data)
  return { signedIn: true }
}

export interface RegisterContext {
  /** The agent the visitor arrived with (`_cycagt`), when it is an agent id. */
  agentId: string | null
  marketId: string | null
}

/**
 * Registers; with a password the visitor is then signed in with it (spec §4: "otherwise logs
 * in"), without one (sign-up without password) the server sent a magic link: nothing more here.
 */
export async function register(
  session: SiteSession,
  values: RegisterValues,
  context: RegisterContext,
): Promise<SubmissionErrors | SignedIn | undefined> {
  const result = await session.authClient.register({
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
    phone_number: values.phone_number,
    sms_number: values.phone_number,
    ...(values.password ? { password: values.password } : {}),
    ...(context.agentId && /^\d+$/.test(context.agentId) ? { current_agent_id: context.agentId } : {}),
    ...(context.marketId ? { registration_market_id: context.marketId } : {}),
  })
  if (!result.ok) return errorsOf(result.error, throttledOr(result.error, signUpErrorMessage(result.error)))
  if (!values.password) return undefined
  return logIn(session, { email: values.email, password: values.password })
}

export async function sendPasswordReset(
  session: SiteSession,
  values: PasswordResetValues,
): Promise<SubmissionErrors | undefined> {
  const result = await session.authClient.requestPasswordReset(values.email)
  if (!result.ok) return errorsOf(result.error, throttledOr(result.error, resetPasswordErrorMessage(result.error)))
  return undefined
}

export async function sendMagicLink(
  session: SiteSession,
  values: MagicLinkValues,
): Promise<SubmissionErrors | undefined> {
  const answer = loginTypeAnswer(await session.authClient.loginType(values.email, 'magic'))
  if (answer?.status === 202) return undefined
  if (answer?.status === 404)
    return { email: 'There is no account with this email yet: sign up first.' } as SubmissionErrors
  return { _form: 'The sign-in link could not be sent. Please try again.' } as SubmissionErrors
}

export async function verifyEmail(session: SiteSession, email: string): Promise<VerifyEmailResult> {
  return verifyEmailStep(email, loginTypeAnswer(await session.authClient.loginType(email)))
}
