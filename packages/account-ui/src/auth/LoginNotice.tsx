import type { LoginFormNotice } from './login-steps.js'
import { MAGIC_SENT_MESSAGE, MAGIC_SENT_SIGN_UP_MESSAGE, RESET_SENT_MESSAGE, SIGNING_IN_MESSAGE } from './messages.js'

/** What the sign-in form's status line says: a sent confirmation, or that a magic link is being handled. */
export type LoginStatus = LoginFormNotice | 'signing-in'

const TEXTS: Record<LoginStatus, readonly string[]> = {
  'magic-sent': [MAGIC_SENT_MESSAGE],
  'sign-up-sent': [MAGIC_SENT_MESSAGE, MAGIC_SENT_SIGN_UP_MESSAGE],
  'reset-sent': [RESET_SENT_MESSAGE],
  'signing-in': [SIGNING_IN_MESSAGE],
}

/**
 * The form's polite status region. It is always rendered (empty when there is nothing to
 * say), because screen readers announce text put into a live region, not a region inserted
 * together with its text.
 */
export function LoginNotice({ status }: { status: LoginStatus | null }) {
  return (
    <div role="status" className="idx-auth__notice" data-status={status ?? undefined}>
      {status
        ? TEXTS[status].map((text) => (
            <p key={text} className="idx-auth__intro">
              {text}
            </p>
          ))
        : null}
    </div>
  )
}
