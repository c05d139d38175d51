// @idx/app-shell: what every idx host app (apps/idx, apps/admin) is built on. Consumed from
// source: the apps' Vite builds and the type checker read these files directly (no build step).
// The sign-in routes (AuthPanel) and the popup's callback page are separate entries
// (`@idx/app-shell/auth-panel`, `@idx/app-shell/oauth-callback`) so hosts can load them lazily.

// --- config: the idx-config meta tag ---
export { CONFIG_META_NAME, readConfig, readConfigValue } from './config/read-config.js'
export type { BasemapPmtiles, ConfigResult, MapTiles, SiteConfig } from './config/read-config.js'

// --- api: the RTK Query slice over the session's token, its store, page titles ---
export { browserStorage } from './api/browser-storage.js'
export { createSiteApi } from './api/site-api.js'
export type { SiteApi } from './api/site-api.js'
export { createAppStore } from './api/store.js'
export type { AppStore } from './api/store.js'
export { PageTitle, usePageTitle } from './api/usePageTitle.js'

// --- session: tokens, sign-in and invalidation, attempted transition, SSO, popup, magic links ---
export { routeAfterSignIn, routerPath } from './session/after-sign-in.js'
export { browserSessionEnvironment } from './session/browser-environment.js'
export { MAGIC_AUTH_PARAM, signInWithMagicLink } from './session/magic-link.js'
export type { MagicLinkOutcome } from './session/magic-link.js'
export { callbackMessage, POPUP_FEATURES, signInWithPopup } from './session/oauth-popup.js'
export type { OAuthCallbackMessage, PopupEnvironment, PopupWindowLike } from './session/oauth-popup.js'
export { clearPropertyViews, PROPERTY_VIEWS_KEY, propertyViews, recordPropertyView } from './session/property-views.js'
export {
  SessionProvider,
  useCurrentUser,
  useSessionScope,
  useSessionStatus,
  useSiteSession,
} from './session/SessionProvider.js'
export {
  AGENT_TRACKING_KEY,
  ATTEMPTED_TRANSITION_KEY,
  createSiteSession,
  SSO_ID_TOKEN_KEY,
} from './session/site-session.js'
export type { ParentMessage, SignInOptions, SiteSession, SiteSessionEnvironment } from './session/site-session.js'
export {
  clearPendingSsoSignIn,
  exchangeSsoCode,
  PENDING_SSO_KEY,
  pendingSsoSignIn,
  providerLogoutEndpoint,
  startSsoSignIn,
} from './session/sso-flow.js'
export type { PendingSsoSignIn, ProviderTokens } from './session/sso-flow.js'

// --- sign-in: the dialog around the sign-in screens, the popup button, the form actions ---
export { AuthDialog } from './sign-in/AuthDialog.js'
export { isEmbedded, PopupSignIn } from './sign-in/PopupSignIn.js'
export { logIn, register, sendMagicLink, sendPasswordReset, verifyEmail } from './sign-in/auth-actions.js'
export type { RegisterContext, SignedIn } from './sign-in/auth-actions.js'
export type { AuthPanelProps, AuthRoute } from './sign-in/AuthPanel.js'

// --- the async wrapper, error pages (flash messages are @idx/ui's FlashProvider and useFlash) ---
export { AsyncState, asyncStatus } from './async/AsyncState.js'
export type { AsyncStatus } from './async/AsyncState.js'
export { ConfigErrorPage } from './pages/ConfigErrorPage.js'
export { NotFoundPage } from './pages/NotFoundPage.js'

// --- route guards: signed in; admin scope, with the re-authentication screen ---
export { useRequireSession } from './guards/useRequireSession.js'
export { RETURN_TO_PARAM, routerReturnTo, useRequireAdminScope } from './guards/useRequireAdminScope.js'
export {
  ADMIN_REAUTHENTICATE_TEXT,
  ADMIN_REAUTHENTICATE_TITLE,
  AdminReauthenticate,
} from './guards/AdminReauthenticate.js'
