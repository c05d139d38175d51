import { useId } from 'react'
import { AuthStyles, renderAnchor } from '@idx/ui'
import type { RenderLink } from '@idx/ui'
import { Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'
import { AUTH_PROMPT_BUTTON, authPromptTitle } from './messages.js'

export interface AuthPromptProps {
  /** What the visitor tried to open (the attempted transition's target name, e.g. 'collection'). */
  target?: string | null
  /** 'Log In / Get Started': the host opens the sign-in form. */
  onLogin: () => void
  /** Where Cancel goes (the index). */
  cancelHref: string
  /** Renders the Cancel link (a router's `<Link>`); default a plain `<a>`. */
  renderLink?: RenderLink
  headingLevel?: HeadingLevel
  className?: string
}

/**
 * The auth screen a signed-out visitor meets on a page that needs a session: 'Get Started',
 * or 'Login to view this {target}' when the host knows what was asked for, a
 * 'Log In / Get Started' button and a Cancel link.
 *
 * @example
 * <AuthPrompt target={session.attemptedTransition?.target} onLogin={openLogin} cancelHref="/app/" />
 */
export function AuthPrompt({
  target,
  onLogin,
  cancelHref,
  renderLink = renderAnchor,
  headingLevel = 2,
  className,
}: AuthPromptProps) {
  const titleId = useId()
  return (
    <section className={['idx-auth', 'idx-auth-prompt', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <AuthStyles />
      <Heading level={headingLevel} id={titleId} className="idx-auth__title">
        {authPromptTitle(target)}
      </Heading>
      <div className="idx-auth__actions">
        <button type="button" className="idx-auth__button" onClick={onLogin}>
          {AUTH_PROMPT_BUTTON}
        </button>
        {renderLink({
          href: cancelHref,
          className: 'idx-auth__button idx-auth__button--secondary',
          children: 'Cancel',
        })}
      </div>
    </section>
  )
}
