import { useId, useState } from 'react'
import { useMoveFocusOnChange } from './useMoveFocusOnChange.js'
import { AuthForm } from './AuthForm.js'
import { FIELDS } from './fields.js'
import { AuthStyles, Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'
import { NEW_PASSWORD_SET_MESSAGE, RESET_LINK_EXPIRED_MESSAGE } from './messages.js'
import { validateNewPassword } from './new-password-rules.js'
import type { NewPasswordValues } from './new-password-rules.js'
import type { SubmissionErrors } from '@idx/ui'

export interface SetNewPasswordFormProps {
  /**
   * Sets the password (PUT /oauth/session/password.json with the link's token). Resolve with
   * the server's errors; an error on `reset_token` (invalid or expired) shows the expired state.
   */
  onSubmit: (
    values: NewPasswordValues,
  ) => Promise<SubmissionErrors<keyof NewPasswordValues | 'reset_token'> | undefined | void>
  /** The link is known to be expired or used (e.g. the host checked it first). */
  expired?: boolean
  /** 'Send a new link': e.g. the forgot-password step with the e-mail. */
  onRequestNewLink: () => void
  /** After the password is set: a Continue button (e.g. to sign in); without it, only the message. */
  onDone?: () => void
  headingLevel?: HeadingLevel
  className?: string
}

type View = 'form' | 'expired' | 'done'

/**
 * The page a password reset link opens: a new password and its confirmation, checked with
 * the registration rules of `@idx/domain`. A link the server no longer accepts shows
 * 'This password reset link is invalid or has expired.' with a way to ask for a new one.
 *
 * @example
 * <SetNewPasswordForm onSubmit={(values) => setPassword({ ...values, reset_token })}
 *   onRequestNewLink={() => navigate('/app/forgot-password')} onDone={() => navigate('/app/login')} />
 */
export function SetNewPasswordForm({
  onSubmit,
  expired = false,
  onRequestNewLink,
  onDone,
  headingLevel = 2,
  className,
}: SetNewPasswordFormProps) {
  const titleId = useId()
  const [result, setResult] = useState<View>('form')
  const view: View = expired ? 'expired' : result
  const titleRef = useMoveFocusOnChange(view)

  async function submit(values: NewPasswordValues) {
    const errors = await onSubmit(values)
    // No field shows the link's error: the whole form gives way to the expired state.
    if (errors?.reset_token) setResult('expired')
    return errors
  }

  return (
    <section
      className={['idx-auth', 'idx-new-password', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <AuthStyles />
      <Heading ref={titleRef} level={headingLevel} id={titleId} className="idx-auth__title">
        Set a new password
      </Heading>
      <p role="status" className="idx-auth__status">
        {view === 'done' ? NEW_PASSWORD_SET_MESSAGE : ''}
      </p>
      {view === 'form' ? (
        <AuthForm<NewPasswordValues>
          fields={[FIELDS.new_password, FIELDS.password_confirmation]}
          validate={validateNewPassword}
          onSubmit={submit}
          onSuccess={() => setResult('done')}
          submitLabel="Set Password"
          labelledBy={titleId}
        />
      ) : null}
      {view === 'expired' ? (
        <div className="idx-auth__form">
          <p className="idx-auth__alert" role="alert">
            {RESET_LINK_EXPIRED_MESSAGE}
          </p>
          <div className="idx-auth__actions">
            <button type="button" className="idx-auth__button" onClick={onRequestNewLink}>
              Send a new link
            </button>
          </div>
        </div>
      ) : null}
      {view === 'done' && onDone ? (
        <div className="idx-auth__actions">
          <button type="button" className="idx-auth__button" onClick={onDone}>
            Continue
          </button>
        </div>
      ) : null}
    </section>
  )
}
