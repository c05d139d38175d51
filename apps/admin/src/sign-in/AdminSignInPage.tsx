import { errorMessage, LOGGED_IN_MESSAGE } from '@idx/api-client'
import {
  RETURN_TO_PARAM,
  routerReturnTo,
  useCurrentUser,
  useSessionStatus,
  useSiteSession,
  type SiteApi,
} from '@idx/app-shell'
import { ADMIN_SIGN_IN_SCOPE, validateLogin, type LoginValues } from '@idx/domain'
import { FormShell, Heading, TextField, useFlash, type SubmissionErrors } from '@idx/ui'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { ADMIN_HOME, agentReturnTo } from '../admin-routes.js'
import { agentSignIn, isAdminScopeRefusal } from '../leads/agent-sign-in.js'

const FIELD_ORDER = ['email', 'password'] as const

/**
 * The `admin` route (spec "Admin and UI editor"): Email, Password and Sign in, asking for the
 * scopes read, write and admin. The server's refusal is shown as it words it (a wrong password,
 * or a user who is no administrator). Already signed in, the e-mail is the session's and cannot
 * change: the admin confirms it with the password. Then back to `return_to`. A user refused the
 * admin scope who is one of the site's agents is signed in for their own leads and pocket listings
 * instead, and lands on `return_to` when it is one of those pages, else on 'My Leads'.
 */
export function AdminSignInPage({ api, apiBaseUrl }: { api: SiteApi; apiBaseUrl: string }) {
  const session = useSiteSession()
  const signedIn = useSessionStatus() === 'authenticated'
  const { user } = useCurrentUser(api)
  const navigate = useNavigate()
  const flash = useFlash()
  const [params] = useSearchParams()
  const titleId = useId()
  const pageRef = useRef<HTMLElement>(null)
  // Set when the sign-in went through as an agent's: they land on their leads.
  const signedInAsAgent = useRef(false)
  const sessionEmail = signedIn ? (user?.email ?? '') : null
  const initialValues = useMemo(() => (sessionEmail === null ? {} : { email: sessionEmail }), [sessionEmail])
  const focusField = (name: (typeof FIELD_ORDER)[number]) =>
    pageRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus()
  useEffect(
    function focusFirstField() {
      focusField(signedIn ? 'password' : 'email')
    },
    [signedIn],
  )

  async function signIn(values: LoginValues): Promise<SubmissionErrors | undefined> {
    const result = await session.authClient.passwordGrant({ ...values, scope: ADMIN_SIGN_IN_SCOPE })
    if (!result.ok) {
      const agentTokens = isAdminScopeRefusal(result.error)
        ? await agentSignIn(session.authClient, apiBaseUrl, values)
        : null
      if (!agentTokens) return { _form: errorMessage(result.error) } as SubmissionErrors
      signedInAsAgent.current = true
      session.signIn(agentTokens)
      return undefined
    }
    signedInAsAgent.current = false
    session.signIn(result.data)
    return undefined
  }

  return (
    <main ref={pageRef} className="admin-page" aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        Sign In
      </Heading>
      <FormShell<LoginValues>
        labelledBy={titleId}
        fieldOrder={FIELD_ORDER}
        validate={validateLogin}
        initialValues={initialValues}
        submitLabel="Sign in"
        onSubmit={signIn}
        // The server refused the pair: the password is what to try again.
        onFailure={() => focusField('password')}
        onSuccess={() => {
          flash(LOGGED_IN_MESSAGE)
          const returnTo = routerReturnTo(params.get(RETURN_TO_PARAM), ADMIN_HOME)
          void navigate(signedInAsAgent.current ? agentReturnTo(returnTo) : returnTo, { replace: true })
        }}
      >
        <TextField
          spec={{ name: 'email', label: 'Email', type: 'email', autoComplete: 'username', required: true }}
          disabled={signedIn}
        />
        <TextField
          spec={{
            name: 'password',
            label: 'Password',
            type: 'password',
            autoComplete: 'current-password',
            required: true,
          }}
        />
      </FormShell>
    </main>
  )
}
