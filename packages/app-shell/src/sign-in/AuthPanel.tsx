import { ACCESS_TOKEN_MISSING_MESSAGE, createOAuthState, toSubmissionErrors } from '@idx/api-client'
import {
  decideSsoSignIn,
  decideSsoSignOut,
  isIdpLogoutRequest,
  SSO_REFUSAL_MESSAGES,
  type Site,
  type SsoQueryParams,
  type SsoSignInDecision,
} from '@idx/domain'
import { AccountForm, AuthPrompt, LoginForm, SetNewPasswordForm, type LoginFormStep } from '@idx/account-ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import type { SiteApi } from '../api/site-api.js'
import { useFlash, type RenderLink, type SubmissionErrors } from '@idx/ui'
import { routeAfterSignIn } from '../session/after-sign-in.js'
import { useRequireSession } from '../guards/useRequireSession.js'
import { useCurrentUser, useSessionStatus, useSiteSession } from '../session/SessionProvider.js'
import {
  clearPendingSsoSignIn,
  exchangeSsoCode,
  pendingSsoSignIn,
  providerLogoutEndpoint,
  startSsoSignIn,
} from '../session/sso-flow.js'
import { logIn, register, sendMagicLink, sendPasswordReset, verifyEmail, type SignedIn } from './auth-actions.js'
import { AuthDialog } from './AuthDialog.js'
import { isEmbedded, PopupSignIn } from './PopupSignIn.js'
import { offeredSso, ssoSignInSearch, SsoSignInOffer } from './SsoSignInOffer.js'

/** The child routes of index this module draws (spec §2). */
export type AuthRoute =
  'login' | 'register' | 'forgot-password' | 'authenticate' | 'auth' | 'account' | 'sso/sign_in' | 'sso/sign_out'

export interface AuthPanelProps {
  route: AuthRoute
  api: SiteApi
  site: Site | null
  /** The market a registration is counted in. */
  marketId: string | null
  /**
   * The dialog's title for this visit, in place of the route's own on login, register and
   * authenticate (e.g. 'Sign-in to Unlock More Features' when a Save brought the visitor here).
   */
  title?: string
}

const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />

/** The index with the current search kept, for Cancel and close. */
function useIndexHref(): string {
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  for (const name of ['signup_email', 'reset_token']) params.delete(name)
  const query = params.toString()
  return query ? `/?${query}` : '/'
}

const STEP_OF: Partial<Record<AuthRoute, LoginFormStep>> = {
  login: 'login',
  register: 'register',
  'forgot-password': 'reset',
  authenticate: 'email',
}

/**
 * The form's steps that are routes of their own: moving to one (e.g. 'Sign up' from Log In) goes
 * to its address, so the URL and the page's title follow the form. The e-mail check
 * (authenticate) keeps its steps inside its own route, and the magic link has no route.
 */
const ROUTE_OF_STEP: Partial<Record<LoginFormStep, string>> = {
  login: '/login',
  register: '/register',
  reset: '/forgot-password',
}

/** One of the sign-in routes, drawn as a dialog over the search. Loaded only when one opens. */
export default function AuthPanel({ route, api, site, marketId, title }: AuthPanelProps) {
  const status = useSessionStatus()
  const indexHref = useIndexHref()
  const [params] = useSearchParams()
  const signingInRoute = route === 'login' || route === 'register' || route === 'authenticate'
  // Spec §2: login, register, forgot-password and authenticate send signed-in visitors away.
  if (status === 'authenticated' && (signingInRoute || (route === 'forgot-password' && !params.has('reset_token')))) {
    return <Navigate to={indexHref} replace />
  }
  switch (route) {
    case 'auth':
      return <AuthScreen indexHref={indexHref} site={site} />
    case 'account':
      return <AccountScreen api={api} indexHref={indexHref} site={site} />
    case 'sso/sign_in':
      return <SsoSignIn api={api} site={site} indexHref={indexHref} />
    case 'sso/sign_out':
      return <SsoSignOut api={api} site={site} indexHref={indexHref} />
    case 'forgot-password':
      if (params.has('reset_token'))
        return <ResetPasswordScreen token={params.get('reset_token')!} indexHref={indexHref} />
      return <SignInScreen step="reset" site={site} marketId={marketId} indexHref={indexHref} />
    default:
      return (
        <SignInScreen
          step={STEP_OF[route] ?? 'login'}
          site={site}
          marketId={marketId}
          indexHref={indexHref}
          title={title}
        />
      )
  }
}

/** Finishes a sign-in: the attempted transition or the index with the sidebar, and the spec's message. */
function useSignedIn() {
  const session = useSiteSession()
  const navigate = useNavigate()
  const { search } = useLocation()
  const flash = useFlash()
  return () => {
    flash('You are logged in!')
    void navigate(routeAfterSignIn(session, search), { replace: true })
  }
}

function SignInScreen({
  step,
  site,
  marketId,
  indexHref,
  title: givenTitle,
}: {
  step: LoginFormStep
  site: Site | null
  marketId: string | null
  indexHref: string
  title?: string | undefined
}) {
  const session = useSiteSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const signedIn = useSignedIn()
  const passwordless = site?.features?.sign_up_without_password === true
  // The site's single sign-on, offered beside the form when its sso_login is on.
  const sso = offeredSso(site)
  const finish = (answer: SubmissionErrors | SignedIn | undefined) => {
    if (answer && 'signedIn' in answer) {
      signedIn()
      return undefined
    }
    return answer
  }
  const title = givenTitle ?? (step === 'email' ? 'Login / Sign up' : undefined)
  // On login, register and forgot-password the route is the step; a step without a route of its
  // own (the magic link) is shown in place until the visitor moves on.
  const routed = step !== 'email'
  const [inPlace, setInPlace] = useState<{ from: LoginFormStep; step: LoginFormStep } | null>(null)
  const shownStep = inPlace?.from === step ? inPlace.step : step
  return (
    <AuthDialog title={title} closeHref={indexHref}>
      <LoginForm
        key={routed ? 'routed' : step}
        step={routed ? shownStep : undefined}
        defaultStep={step}
        onStepChange={
          routed
            ? (next) => {
                const path = ROUTE_OF_STEP[next]
                setInPlace(path ? null : { from: step, step: next })
                if (path && path !== location.pathname) void navigate({ pathname: path, search: location.search })
              }
            : undefined
        }
        defaultEmail={params.get('signup_email') ?? undefined}
        passwordless={passwordless}
        headingLevel={2}
        onVerifyEmail={
          step === 'email'
            ? async (email) => {
                const next = await verifyEmail(session, email)
                if (next && 'step' in next && next.step === 'sso') {
                  // The address belongs to the site's identity provider: off to single sign-on.
                  void navigate(`/sso/sign_in?${ssoSignInSearch(next.sso, window.location.origin, createOAuthState())}`)
                  return undefined
                }
                return next
              }
            : undefined
        }
        onLogin={async (values) => finish(await logIn(session, values))}
        onRegister={async (values) =>
          finish(
            await register(session, values, {
              // The agent the visitor came with (`_cycagt`) becomes theirs at sign-up only on a site
              // that assigns agents then (assign_agent_at_signup).
              agentId: site?.features?.assign_agent_at_signup === true ? session.agentTracking() : null,
              marketId,
            }),
          )
        }
        onReset={(values) => sendPasswordReset(session, values)}
        onMagic={(values) => sendMagicLink(session, values)}
        onDone={() => void navigate(indexHref)}
      />
      {sso && (shownStep === 'login' || shownStep === 'email' || shownStep === 'register') ? (
        <SsoSignInOffer sso={sso} />
      ) : null}
      {shownStep === 'login' && isEmbedded() ? (
        <PopupSignIn onSignedIn={() => void navigate(routeAfterSignIn(session, location.search), { replace: true })} />
      ) : null}
    </AuthDialog>
  )
}

function ResetPasswordScreen({ token, indexHref }: { token: string; indexHref: string }) {
  const session = useSiteSession()
  const navigate = useNavigate()
  return (
    <AuthDialog title="Forgot password?" closeHref={indexHref}>
      <SetNewPasswordForm
        headingLevel={2}
        onSubmit={async (values) => {
          const result = await session.authClient.resetPassword({ reset_token: token, ...values })
          if (result.ok) return undefined
          return toSubmissionErrors(result.error) as SubmissionErrors
        }}
        onRequestNewLink={() => void navigate('/forgot-password', { replace: true })}
        // Every session of the account ended with the reset: sign in with the new password.
        onDone={() => void navigate('/login', { replace: true })}
      />
    </AuthDialog>
  )
}

/** Spec §2 "Auth screen": 'Get Started' or 'Login to view this {target}', Log In / Get Started and Cancel. */
function AuthScreen({ indexHref, site }: { indexHref: string; site: Site | null }) {
  const session = useSiteSession()
  const navigate = useNavigate()
  const target = session.attemptedTransition()?.targetName ?? null
  return (
    <AuthDialog closeHref={indexHref}>
      <AuthPrompt
        target={target}
        headingLevel={2}
        cancelHref={indexHref}
        renderLink={renderRouterLink}
        onLogin={() => void navigate(site?.features?.idx_login ? '/authenticate' : '/login')}
      />
    </AuthDialog>
  )
}

function AccountScreen({ api, indexHref, site }: { api: SiteApi; indexHref: string; site: Site | null }) {
  const session = useSiteSession()
  const status = useSessionStatus()
  const { user } = useCurrentUser(api)
  const [updateUser] = api.useUpdateUserMutation()
  const [changePassword] = api.useChangePasswordMutation()
  const location = useLocation()
  const guard = useRequireSession('account', site)
  if (guard) return guard
  // Spec §2: single-sign-on users have no account page here; the index opens the menu instead.
  if (status === 'authenticated' && session.isSso()) {
    const params = new URLSearchParams(location.search)
    params.set('menu', 'true')
    return <Navigate to={`/?${params}`} replace />
  }
  return (
    <AuthDialog closeHref={indexHref}>
      <AccountForm
        user={user}
        headingLevel={2}
        onSaveProfile={async (values) => {
          const result = await updateUser(values)
          return 'error' in result && result.error
            ? (toSubmissionErrors(result.error as never) as SubmissionErrors)
            : undefined
        }}
        onChangePassword={async (values) => {
          const result = await changePassword(values)
          return 'error' in result && result.error
            ? (toSubmissionErrors(result.error as never) as SubmissionErrors)
            : undefined
        }}
        onLogout={() => void session.signOut()}
      />
    </AuthDialog>
  )
}

/** Whether the site document could not be loaded (then its provider is unknown, and nothing is followed). */
function useSiteFailed(api: SiteApi): boolean {
  return api.useGetSiteQuery(undefined, { selectFromResult: ({ isError }) => ({ isError }) }).isError
}

const SITE_UNAVAILABLE_MESSAGE = 'Single sign-on is not available right now. Please try again later.'

/**
 * sso/sign_in: off to the identity provider, or back from it with a code to trade for a session.
 * Only the site's own provider is ever followed (decideSsoSignIn): the link's authorize_url,
 * client_id and idx_url must be the site's, whatever the query says.
 */
function SsoSignIn({ api, site, indexHref }: { api: SiteApi; site: Site | null; indexHref: string }) {
  const session = useSiteSession()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const flash = useFlash()
  const siteFailed = useSiteFailed(api)
  const [problem, setProblem] = useState<string | null>(null)
  const started = useRef(false)
  const code = params.get('code')
  const issuer = site?.sso?.issuer ?? null
  // Until the site is in, its provider is unknown: nothing is decided (or followed) before that.
  // Decided in the browser only (the page's own origin is the one the provider must return to),
  // after hydration, so the server's HTML and the first render agree.
  const [decision, setDecision] = useState<SsoSignInDecision | null>(null)
  useEffect(() => {
    if (code !== null || !site) return
    const query = Object.fromEntries(params) as SsoQueryParams
    setDecision(decideSsoSignIn(query, { provider: site.sso ?? null, origin: window.location.origin }))
  }, [code, params, site])
  useEffect(() => {
    if (started.current) return
    const tabStorage = window.sessionStorage
    if (code !== null) {
      if (!issuer) return // the site (and its provider's issuer) is still loading
      started.current = true
      const pending = pendingSsoSignIn(tabStorage, params.get('state'))
      if (!pending) {
        setProblem('This sign-in link has expired or was opened in another tab. Please start again.')
        return
      }
      void (async () => {
        const tokens = await exchangeSsoCode(issuer, pending, code)
        if (!tokens.ok) {
          clearPendingSsoSignIn(tabStorage)
          setProblem(tokens.error)
          return
        }
        const result = await session.authClient.oktaToken(tokens.idToken)
        clearPendingSsoSignIn(tabStorage)
        if (!result.ok) {
          // Spec §8: the Okta token failure message, and the provider session is dropped.
          flash(ACCESS_TOKEN_MISSING_MESSAGE, 'error')
          setProblem(ACCESS_TOKEN_MISSING_MESSAGE)
          return
        }
        session.signIn(result.data, { sso: true, idToken: tokens.idToken })
        signedIn()
      })()
      return
    }
    if (decision?.action !== 'redirect') return
    started.current = true
    void startSsoSignIn(decision.params, tabStorage).then((url) => window.location.assign(url))
  }, [code, issuer, params, session, signedIn, flash, decision])
  const missing = decision?.action === 'wait' ? decision.missing : []
  const shown =
    problem ??
    (decision?.action === 'refuse'
      ? SSO_REFUSAL_MESSAGES[decision.refusal]
      : !site && siteFailed
        ? SITE_UNAVAILABLE_MESSAGE
        : missing.length > 0
          ? `Single sign-on needs these parameters: ${missing.join(', ')}.`
          : null)
  return (
    <AuthDialog title="Single sign-on" closeHref={indexHref}>
      {shown ? <p role="alert">{shown}</p> : <p role="status">We are signing you in. Please wait a moment...</p>}
      {shown ? (
        <p>
          <button type="button" className="idx-auth__button" onClick={() => void navigate(indexHref)}>
            Back to the search
          </button>
        </p>
      ) : null}
    </AuthDialog>
  )
}

/**
 * sso/sign_out: ends the idx session, then logs out at the provider or follows `state`. The
 * provider logout goes only to the logout endpoint of the site's own provider, `state` only to a
 * page of the app (decideSsoSignOut); anything else leaves the visitor here, signed out, told why.
 */
function SsoSignOut({ api, site, indexHref }: { api: SiteApi; site: Site | null; indexHref: string }) {
  const session = useSiteSession()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const siteFailed = useSiteFailed(api)
  const [problem, setProblem] = useState<string | null>(null)
  const done = useRef(false)
  const query = useMemo(() => Object.fromEntries(params) as SsoQueryParams, [params])
  // A provider logout waits for the site (whose provider names the endpoint); the rest needs nothing.
  const ready = !isIdpLogoutRequest(query) || site !== null || siteFailed
  useEffect(() => {
    if (done.current || !ready) return
    done.current = true
    void (async () => {
      const issuer = site?.sso?.issuer
      const logoutEndpoint = isIdpLogoutRequest(query) && issuer ? await providerLogoutEndpoint(issuer) : null
      const decision = decideSsoSignOut(query, { logoutEndpoint, origin: window.location.origin })
      const stored = session.tokenStore.read()
      if (stored) await session.authClient.revoke(stored.refresh_token ?? stored.access_token).catch(() => undefined)
      session.invalidate({ reload: false })
      if (decision.action === 'idp-logout') {
        const url = new URL(decision.params.okta_logout_url)
        url.searchParams.set('id_token_hint', decision.params.id_token_hint)
        url.searchParams.set('post_logout_redirect_uri', decision.params.post_logout_redirect_uri)
        url.searchParams.set('state', decision.params.state)
        window.location.assign(url.toString())
      } else if (decision.action === 'follow-state') {
        window.location.assign(decision.state)
      } else if (decision.action === 'refuse') {
        setProblem(SSO_REFUSAL_MESSAGES[decision.refusal])
      } else {
        void navigate(indexHref, { replace: true })
      }
    })()
  }, [ready, query, site, session, navigate, indexHref])
  return (
    <AuthDialog title="Signing out" closeHref={indexHref}>
      {problem ? (
        <>
          <p role="alert">{problem}</p>
          <p>
            <button type="button" className="idx-auth__button" onClick={() => void navigate(indexHref)}>
              Back to the search
            </button>
          </p>
        </>
      ) : (
        <p role="status">Signing you out...</p>
      )}
    </AuthDialog>
  )
}
