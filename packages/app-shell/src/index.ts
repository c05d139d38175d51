// @idx/app-shell: what every idx host app (apps/idx, apps/admin) is built on. Consumed from
// source: the apps' Vite builds and the type checker read these files directly (no build step).
// The sign-in routes (AuthPanel) and the popup's callback page are separate entries
// (`@idx/app-shell/auth-panel`, `@idx/app-shell/oauth-callback`) so hosts can load them lazily.

// --- config: the idx-config meta tag ---
export { CONFIG_META_NAME, readConfig, readConfigValue } from './config/read-config'
export type { BasemapPmtiles, ConfigResult, MapTiles, SiteConfig } from './config/read-config'

// --- api: the RTK Query slice over the session's token, its store, page titles ---
export { browserStorage } from './api/browser-storage'
export { createSiteApi } from './api/site-api'
export type { SiteApi } from './api/site-api'
export { createAppStore } from './api/store'
export type { AppStore } from './api/store'
export { PageTitle, usePageTitle } from './api/usePageTitle'

// --- session: tokens, sign-in and invalidation, attempted transition, SSO, popup, magic links ---
export { routeAfterSignIn, routerPath } from './session/after-sign-in'
export { browserSessionEnvironment } from './session/browser-environment'
export { MAGIC_AUTH_PARAM, signInWithMagicLink } from './session/magic-link'
export type { MagicLinkOutcome } from './session/magic-link'
export { callbackMessage, POPUP_FEATURES, signInWithPopup } from './session/oauth-popup'
export type { OAuthCallbackMessage, PopupEnvironment, PopupWindowLike } from './session/oauth-popup'
export { clearPropertyViews, PROPERTY_VIEWS_KEY, propertyViews, recordPropertyView } from './session/property-views'
export {
  SessionProvider,
  useCurrentUser,
  useSessionScope,
  useSessionStatus,
  useSiteSession,
} from './session/SessionProvider'
export {
  AGENT_TRACKING_KEY,
  ATTEMPTED_TRANSITION_KEY,
  createSiteSession,
  SSO_ID_TOKEN_KEY,
} from './session/site-session'
export type { ParentMessage, SignInOptions, SiteSession, SiteSessionEnvironment } from './session/site-session'
export {
  clearPendingSsoSignIn,
  exchangeSsoCode,
  PENDING_SSO_KEY,
  pendingSsoSignIn,
  providerLogoutEndpoint,
  startSsoSignIn,
} from './session/sso-flow'
export type { PendingSsoSignIn, ProviderTokens } from './session/sso-flow'

// --- sign-in: the dialog around the sign-in screens, the popup button, the form actions ---
export { AuthDialog } from './sign-in/AuthDialog'
export { isEmbedded, PopupSignIn } from './sign-in/PopupSignIn'
export { logIn, register, sendMagicLink, sendPasswordReset, verifyEmail } from './sign-in/auth-actions'
export type { RegisterContext, SignedIn } from './sign-in/auth-actions'
export type { AuthPanelProps, AuthRoute } from './sign-in/AuthPanel'

// --- the async wrapper, error pages (flash messages are @idx/ui's FlashProvider and useFlash) ---
export { AsyncState, asyncStatus } from './async/AsyncState'
export type { AsyncStatus } from './async/AsyncState'
export { ConfigErrorPage } from './pages/ConfigErrorPage'
export { NotFoundPage } from './pages/NotFoundPage'

// --- route guards: signed in; admin scope, with the re-authentication screen ---
export { useRequireSession } from './guards/useRequireSession'
export { RETURN_TO_PARAM, routerReturnTo, useRequireAdminScope } from './guards/useRequireAdminScope'
export {
  ADMIN_REAUTHENTICATE_TEXT,
  ADMIN_REAUTHENTICATE_TITLE,
  AdminReauthenticate,
} from './guards/AdminReauthenticate'
