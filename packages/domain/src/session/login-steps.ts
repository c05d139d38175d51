// The sign-in form is one form with four steps (spec §4); which fields a step shows is a
// rule of its own (spec §5), kept here so the form only renders what it is told.

/** The steps of the sign-in form. */
export const LOGIN_STEPS = ['register', 'login', 'reset', 'magic'] as const
export type LoginStep = (typeof LOGIN_STEPS)[number]

/** The fields the sign-in form can show. */
export type LoginField = 'email' | 'first_name' | 'last_name' | 'phone_number' | 'password'

/** How the site signs people in. */
export type LoginStepOptions = {
  /** The site feature `sign_up_without_password`: new accounts get a magic link, not a password. */
  signUpWithoutPassword?: boolean | null
}

/**
 * Whether `step` shows the password field: only login and register do, and register not
 * when the site signs up without a password.
 *
 * The spec's sentence ("only when logging in or registering and the site does not use
 * passwordless sign-up") is read with the condition on registering: the login step is only
 * reached for an account that has a password (an account without one gets a magic link, 202),
 * so hiding the field there would lock that account out.
 *
 * @example
 * showsPasswordField('register', { signUpWithoutPassword: true }) // false
 * showsPasswordField('login', { signUpWithoutPassword: true }) // true
 */
export function showsPasswordField(step: LoginStep, { signUpWithoutPassword }: LoginStepOptions = {}): boolean {
  if (step === 'login') return true
  if (step === 'register') return signUpWithoutPassword !== true
  return false
}

/**
 * The fields `step` shows, in form order: register asks for the registration fields, login
 * for e-mail and password, reset and magic for the e-mail only.
 *
 * @example
 * loginStepFields('login') // ['email', 'password']
 * loginStepFields('register', { signUpWithoutPassword: true }) // ['first_name', 'last_name', 'email', 'phone_number']
 */
export function loginStepFields(step: LoginStep, options: LoginStepOptions = {}): LoginField[] {
  const password: LoginField[] = showsPasswordField(step, options) ? ['password'] : []
  if (step === 'register') return ['first_name', 'last_name', 'email', 'phone_number', ...password]
  return ['email', ...password]
}

/**
 * Narrows a route or query value to a step, e.g. the form's `step` parameter.
 *
 * @example
 * isLoginStep('magic') // true
 * isLoginStep('sso') // false
 */
export function isLoginStep(value: unknown): value is LoginStep {
  return typeof value === 'string' && (LOGIN_STEPS as readonly string[]).includes(value)
}
