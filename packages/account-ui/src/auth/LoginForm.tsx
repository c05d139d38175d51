import type {
  LoginValues,
  MagicLinkValues,
  PasswordResetValues,
  RegisterOnlyValues,
  VerifyEmailStep,
} from '@idx/domain'
import { useId, useState } from 'react'
import { AuthForm } from './AuthForm.js'
import { AuthStyles, Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'
import { LoginNotice } from './LoginNotice.js'
import { isVerifyEmailStep, loginStepView, stepLinks, verifyEmailMove } from './login-steps.js'
import type { LoginFormNotice, LoginFormStep } from './login-steps.js'
import { AGENT_LOGIN_LABEL, AGENT_LOGIN_QUESTION } from './messages.js'
import { StepLinks } from './StepLinks.js'
import { useMoveFocusOnChange } from './useMoveFocusOnChange.js'
import type { SubmissionErrors } from '@idx/ui'

/** The register step's values; no password when the site signs up without one. */
export type RegisterValues = Omit<RegisterOnlyValues, 'password'> & { password?: string }

/** What the host's e-mail check resolves with: the domain's next step, errors, or nothing (it moved the form itself). */
export type VerifyEmailResult = VerifyEmailStep | SubmissionErrors<'email'> | undefined | void

type Answer<Field extends string> = Promise<SubmissionErrors<Field> | undefined | void>

export interface LoginFormProps {
  /** The step shown, when the host keeps it (e.g. in the route); leave out to let the form keep it. */
  step?: LoginFormStep
  /** The first step when the form keeps it. Default `email` when `onVerifyEmail` is given, else `login`. */
  defaultStep?: LoginFormStep
  /** Called when the form moves to a step, with the e-mail typed so far (to carry it over). */
  onStepChange?: (step: LoginFormStep, context: { email: string }) => void
  /** The e-mail to start with (e.g. `signup_email`). */
  defaultEmail?: string
  /** The site signs up without a password (`sign_up_without_password`): no password to register. */
  passwordless?: boolean
  /** A magic link is being handled: the form waits with 'We are signing you in. Please wait a moment...'. */
  signingIn?: boolean
  /**
   * The `email` step's check (POST /oauth/login_type). Resolve with `verifyEmailStep(email, answer)`
   * to let the form move (login / register with the e-mail, the magic link's confirmation; for SSO
   * the host redirects), with errors to show them, or with nothing after moving the form yourself.
   */
  onVerifyEmail?: (email: string) => Promise<VerifyEmailResult>
  /** Resolves with the server's errors, or nothing on success (when `passwordless`, the link's confirmation shows). */
  onRegister: (values: RegisterValues) => Answer<keyof RegisterOnlyValues>
  onLogin: (values: LoginValues) => Answer<keyof LoginValues>
  /** On success the form says the reset e-mail is on its way. */
  onReset: (values: PasswordResetValues) => Answer<'email'>
  /** On success the form says the sign-in link is on its way. */
  onMagic: (values: MagicLinkValues) => Answer<'email'>
  /** The Done button of a sent confirmation; without it Done goes back to `email` (with `onVerifyEmail`) or `login`. */
  onDone?: () => void
  /** Shows 'Are you an agent? Agent Log in'. */
  onAgentLogin?: () => void
  headingLevel?: HeadingLevel
  className?: string
}

/**
 * The sign-in form: steps `email` (the e-mail check), `register`, `login`, `reset` and `magic`,
 * with the spec's texts. Inputs and rules come from `@idx/domain`, so an invalid e-mail or a
 * short password gets its message and never a request. The callbacks resolve with submission
 * errors (field messages, and `_form` for the form), shown under the fields and in an alert.
 *
 * @example
 * <LoginForm passwordless={site.features.sign_up_without_password}
 *   onVerifyEmail={async (email) => verifyEmailStep(email, await loginType(email))}
 *   onRegister={register} onLogin={login} onReset={sendReset} onMagic={sendMagicLink} />
 */
export function LoginForm({
  step: stepProp,
  defaultStep,
  onStepChange,
  defaultEmail = '',
  passwordless = false,
  signingIn = false,
  onVerifyEmail,
  onRegister,
  onLogin,
  onReset,
  onMagic,
  onDone,
  onAgentLogin,
  headingLevel = 2,
  className,
}: LoginFormProps) {
  const titleId = useId()
  const firstStep = defaultStep ?? (onVerifyEmail ? 'email' : 'login')
  const [ownStep, setOwnStep] = useState<LoginFormStep>(firstStep)
  const step = stepProp ?? ownStep
  const [email, setEmail] = useState(defaultEmail)
  // A confirmation belongs to the step it was sent from, so any move (also the host's) drops it.
  const [sent, setSent] = useState<{ step: LoginFormStep; notice: LoginFormNotice } | null>(null)
  const notice = sent?.step === step ? sent.notice : null
  const view = loginStepView(step, passwordless)
  const titleRef = useMoveFocusOnChange(`${step}/${notice ?? ''}/${signingIn}`)

  function go(next: LoginFormStep, nextEmail: string) {
    setEmail(nextEmail)
    if (stepProp === undefined) setOwnStep(next)
    onStepChange?.(next, { email: nextEmail })
  }

  async function submit(values: Record<string, string>): Promise<SubmissionErrors | undefined | void> {
    const typed = values.email ?? ''
    switch (step) {
      case 'email': {
        const result = await onVerifyEmail?.(typed)
        if (!isVerifyEmailStep(result)) return result
        const move = verifyEmailMove(result)
        if (move) {
          go(move.step, move.email)
          if (move.notice) setSent({ step: move.step, notice: move.notice })
        }
        return undefined
      }
      case 'login':
        return onLogin({ email: typed, password: values.password ?? '' })
      case 'register':
        return onRegister(registerValues(values, passwordless))
      case 'reset':
        return onReset({ email: typed })
      case 'magic':
        return onMagic({ email: typed })
    }
  }

  function succeeded(values: Record<string, string>) {
    const shown = sentNotice(step, passwordless)
    if (!shown) return // a login or password sign-up: the host signs in and moves on
    setEmail(values.email ?? '')
    setSent({ step, notice: shown })
  }

  const status = signingIn ? 'signing-in' : notice
  return (
    <section
      className={['idx-auth', 'idx-login', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-step={step}
    >
      <AuthStyles />
      <Heading ref={titleRef} level={headingLevel} id={titleId} className="idx-auth__title">
        {view.title}
      </Heading>
      <LoginNotice status={status} />
      {signingIn ? null : notice ? (
        <div className="idx-auth__actions">
          <button
            type="button"
            className="idx-auth__button"
            onClick={onDone ?? (() => go(onVerifyEmail ? 'email' : 'login', email))}
          >
            Done
          </button>
        </div>
      ) : (
        <>
          {view.intro ? <p className="idx-auth__intro">{view.intro}</p> : null}
          <AuthForm
            // A new form per step: its own inputs, rules and submit state.
            key={step}
            fields={view.fields}
            validate={view.validate}
            onSubmit={submit}
            onSuccess={succeeded}
            submitLabel={view.submitLabel}
            initialValues={{ email }}
            labelledBy={titleId}
            footer={<StepLinks links={stepLinks(step)} onGo={go} />}
          />
          {onAgentLogin && (step === 'email' || step === 'login') ? (
            <p className="idx-auth__agent">
              {AGENT_LOGIN_QUESTION}{' '}
              <button type="button" className="idx-auth__link" onClick={onAgentLogin}>
                {AGENT_LOGIN_LABEL}
              </button>
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}

/** The confirmation a step's success shows, if any. */
function sentNotice(step: LoginFormStep, passwordless: boolean): LoginFormNotice | null {
  if (step === 'reset') return 'reset-sent'
  if (step === 'magic') return 'magic-sent'
  if (step === 'register' && passwordless) return 'sign-up-sent'
  return null
}

function registerValues(values: Record<string, string>, passwordless: boolean): RegisterValues {
  const base = {
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    email: values.email ?? '',
    phone_number: values.phone_number ?? '',
  }
  return passwordless ? base : { ...base, password: values.password ?? '' }
}

export type { LoginFormStep }
