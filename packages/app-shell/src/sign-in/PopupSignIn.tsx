import { useState } from 'react'
import { AuthStyles, useFlash } from '@idx/ui'
import { signInWithPopup } from '../session/oauth-popup.js'
import { useSiteSession } from '../session/SessionProvider.js'

/** Whether the app runs inside another page's frame (where its own storage may be cut off). */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top
  } catch {
    // A cross-origin parent throws on access: that is embedded too.
    return true
  }
}

/**
 * 'Sign in in a new window': the spec's sign-in popup (GET /oauth/authorize, 600 by 600). Offered
 * when the app is embedded, where a first-party window is the dependable way to sign in; the
 * popup hands back a code that only this window can redeem (PKCE).
 */
export function PopupSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const session = useSiteSession()
  const flash = useFlash()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // The kit's sign-in look (@idx/ui AuthStyles): a secondary button beside the form's Log In.
  return (
    <div className="idx-auth idx-auth__section popup-sign-in">
      <AuthStyles />
      <button
        type="button"
        className="idx-auth__button idx-auth__button--secondary"
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setProblem(null)
          const outcome = await signInWithPopup(session.authClient, {
            open: (url, name, features) => window.open(url, name, features),
            addMessageListener(listener) {
              window.addEventListener('message', listener)
              return () => window.removeEventListener('message', listener)
            },
            origin: window.location.origin,
          })
          setBusy(false)
          if (!outcome.ok) {
            // Spec §8: a failed popup authentication is logged only; the form says what to do next.
            console.warn('idx: popup sign-in failed:', outcome.error)
            setProblem(outcome.error)
            return
          }
          session.signIn(outcome.tokens)
          onSignedIn()
          flash('You are logged in!')
        }}
      >
        Sign in in a new window
      </button>
      {problem ? (
        <p role="alert" className="idx-auth__alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
