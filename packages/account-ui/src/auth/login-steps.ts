import {
  loginStepFields,
  validateLogin,
  validateMagicLink,
  validatePasswordReset,
  validateRegisterOnly,
} from '@idx/domain'
import type { FieldErrors, LoginStep, VerifyEmailStep } from '@idx/domain'
import { FIELDS } from './fields.js'
import type { FieldSpec } from './fields.js'
import { RESET_PROMPT } from './messages.js'

/** The sign-in form's steps: the spec's four, plus `email`, the e-mail check that picks one. */
export type LoginFormStep = 'email' | LoginStep

/** What a step shows: its title, intro, inputs, rules and submit label. */
export type LoginStepView = {
  title: string
  intro: string | null
  submitLabel: string
  fields: readonly FieldSpec[]
  validate: (values: Partial<Record<string, string>>) => FieldErrors<string>
}

/**
 * The view of `step`. Inputs come from `loginStepFields` and rules from the domain validators,
 * so the form shows exactly what the spec's rules check (no password when `passwordless`).
 *
 * @example
 * loginStepView('reset', false).intro // "Enter your email address and we'll send you a link…"
 */
export function loginStepView(step: LoginFormStep, passwordless: boolean): LoginStepView {
  switch (step) {
    case 'email':
      return {
        title: 'Login / Sign up',
        intro: null,
        submitLabel: 'Continue',
        fields: [FIELDS.email],
        validate: validateMagicLink,
      }
    case 'login':
      return {
        title: 'Log In',
        intro: null,
        submitLabel: 'Log In',
        fields: stepFields('login', passwordless),
        validate: validateLogin,
      }
    case 'register':
      return {
        title: 'Sign Up',
        intro: null,
        submitLabel: 'Sign Up',
        fields: stepFields('register', passwordless),
        validate: (values) => validateRegisterOnly(values, { passwordless }),
      }
    case 'reset':
      return {
        title: 'Forgot password?',
        intro: RESET_PROMPT,
        submitLabel: 'Send Reset Link',
        fields: [FIELDS.email],
        validate: validatePasswordReset,
      }
    case 'magic':
      return {
        title: 'Sign in with a link',
        intro: "Enter your email address and we'll send you a link to sign in.",
        submitLabel: 'Email Me a Link',
        fields: [FIELDS.email],
        validate: validateMagicLink,
      }
  }
}

function stepFields(step: LoginStep, passwordless: boolean): FieldSpec[] {
  return loginStepFields(step, { signUpWithoutPassword: passwordless }).map((name) =>
    // A new account chooses its password; the login step fills a saved one.
    name === 'password' && step === 'register' ? FIELDS.new_password : FIELDS[name],
  )
}

/** The links under a step to the other steps, in order. */
export function stepLinks(step: LoginFormStep): { step: LoginStep; label: string }[] {
  switch (step) {
    case 'email':
      return []
    case 'login':
      return [
        { step: 'reset', label: 'Forgot password?' },
        { step: 'magic', label: 'Email me a sign-in link' },
        { step: 'register', label: 'Sign up' },
      ]
    case 'register':
      return [{ step: 'login', label: 'Log in' }]
    case 'reset':
    case 'magic':
      return [
        { step: 'login', label: 'Log in' },
        { step: 'register', label: 'Sign up' },
      ]
  }
}

/** What the form shows after a step's request succeeded. */
export type LoginFormNotice = 'magic-sent' | 'sign-up-sent' | 'reset-sent'

/** Where the form goes after the host's e-mail check. */
export type VerifyEmailMove = { step: LoginStep; email: string; notice: LoginFormNotice | null } | null

/**
 * The form's move for the host's e-mail check answer (`verifyEmailStep` of `@idx/domain`):
 * login or register with the e-mail; the magic step's confirmation, since a 202 answer means
 * the link is already on its way; nothing for SSO, where the host leaves the page.
 *
 * @example
 * verifyEmailMove({ step: 'magic', email: 'jane@example.com' })
 * // { step: 'magic', email: 'jane@example.com', notice: 'magic-sent' }
 */
export function verifyEmailMove(next: VerifyEmailStep): VerifyEmailMove {
  switch (next.step) {
    case 'sso':
      return null
    case 'magic':
      return { step: 'magic', email: next.email, notice: 'magic-sent' }
    case 'login':
    case 'register':
      return { step: next.step, email: next.email, notice: null }
  }
}

/** True when a host's `onVerifyEmail` answered with a step (not with errors). */
export function isVerifyEmailStep(value: unknown): value is VerifyEmailStep {
  return typeof value === 'object' && value !== null && 'step' in value && typeof value.step === 'string'
}
