// @idx/api-client public API: the React-free core. Every export is named here (types marked
// `type`); no `export *`. React bindings will live under the `@idx/api-client/react` subpath.

// --- http: client, token getter, query strings, coalesced finds ---
export { createHttpClient, ACCEPT_HEADER, API_PREFIX } from './http/createHttpClient.js'
export type {
  FetchFunction,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  RequestOptions,
  RequestShortcutOptions,
} from './http/createHttpClient.js'
export { createTokenGetter } from './http/createTokenGetter.js'
export type { AccessToken, TokenGetter, TokenGetterOptions } from './http/createTokenGetter.js'
export { encodeQuery } from './http/encodeQuery.js'
export type { QueryParams, QueryValue } from './http/encodeQuery.js'
export { createCoalescer } from './http/createCoalescer.js'
export type { Coalescer, CoalescerOptions, FindOptions } from './http/createCoalescer.js'
export { isHttpError } from './http/ApiResult.js'
export type {
  ApiAbortedError,
  ApiError,
  ApiFailure,
  ApiFetchError,
  ApiHttpError,
  ApiParsingError,
  ApiResult,
  ApiSuccess,
} from './http/ApiResult.js'

// --- jsonapi: wire types, normaliser, outgoing listing serializer ---
export { normalizeDocument } from './jsonapi/normalizeDocument.js'
export type { NormalizedDocument } from './jsonapi/normalizeDocument.js'
export { serializeListing } from './jsonapi/serializeListing.js'
export type { ListingInput, SerializedListing } from './jsonapi/serializeListing.js'
export type {
  JsonApiDocument,
  JsonApiErrorObject,
  JsonApiErrorSource,
  JsonApiLink,
  JsonApiLinks,
  JsonApiMeta,
  JsonApiRecord,
  JsonApiRelationship,
  JsonApiResource,
  JsonApiResourceIdentifier,
} from './jsonapi/types.js'

// --- errors: field errors for forms, one-line messages, the spec's texts ---
export { toFieldErrors } from './errors/toFieldErrors.js'
export type { FieldErrors } from './errors/toFieldErrors.js'
export { toSubmissionErrors } from './errors/toSubmissionErrors.js'
export type { SubmissionErrors, SubmissionErrorsOptions } from './errors/toSubmissionErrors.js'
export { fieldKeyFromSource } from './errors/fieldKeyFromSource.js'
export { errorMessage } from './errors/errorMessage.js'
export { signUpErrorMessage } from './errors/signUpErrorMessage.js'
export { resetPasswordErrorMessage } from './errors/resetPasswordErrorMessage.js'
export {
  FORM_ERROR_KEY,
  LOGIN_FAILED_MESSAGE,
  NOT_AUTHORIZED_MESSAGE,
  RESET_PASSWORD_FAILED_MESSAGE,
  SAVE_FAILED_MESSAGE,
  SIGN_UP_FAILED_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
} from './errors/messages.js'

// --- auth: the /oauth calls, PKCE, magic links, the session token store and refreshing getter ---
export { createAuthClient, DEFAULT_SCOPE } from './auth/auth-client.js'
export type {
  AuthClient,
  AuthClientOptions,
  AuthorizationCodeGrantValues,
  AuthorizeUrlValues,
  LoginTypeCommit,
  LoginTypeResponse,
  MagicLinkGrantValues,
  PasswordGrantValues,
  RegisterResponse,
  RegisterValues,
  ResetPasswordValues,
  SuccessResponse,
} from './auth/auth-client.js'
export { requireAccessToken } from './auth/token-response.js'
export type { TokenErrorResponse, TokenResponse } from './auth/token-response.js'
export { loginTypeAnswer } from './auth/login-type-answer.js'
export { base64UrlEncode, codeChallengeS256, createCodeVerifier, createOAuthState } from './auth/pkce.js'
export { decodeMagicAuth, encodeMagicAuth } from './auth/magic-auth.js'
export type { MagicAuthCredentials, MagicAuthDecoding } from './auth/magic-auth.js'
export {
  DEFAULT_TOKEN_STORE_KEY,
  createMemoryStorage,
  createTokenStore,
  restoreSession,
  sessionFromTokenResponse,
} from './auth/token-store.js'
export type { RestoredSession, StorageLike, StoredSession, TokenStore, TokenStoreOptions } from './auth/token-store.js'
export { DEFAULT_REFRESH_BEFORE_MS, createUserTokenGetter } from './auth/user-token-getter.js'
export type {
  RefreshLock,
  SessionInvalidation,
  UserTokenGetter,
  UserTokenGetterOptions,
} from './auth/user-token-getter.js'
export { userFromDocument, userUpdateDocument } from './auth/current-user.js'
export type { CurrentUser, UserProfileUpdate } from './auth/current-user.js'
export {
  ACCESS_TOKEN_MISSING_MESSAGE,
  INVALID_MAGIC_AUTH_MESSAGE,
  LOGGED_IN_MESSAGE,
  MAGIC_LINK_FAILED_MESSAGE,
  NO_ACCESS_TOKEN_MESSAGE,
  SIGNING_IN_MESSAGE,
} from './auth/messages.js'

// --- tracking: the tracking service (identify, events, leads, agent assignment), visitor id, metrics ---
export { createTrackingClient } from './tracking/createTrackingClient.js'
export type { TrackingClient, TrackingClientOptions } from './tracking/createTrackingClient.js'
export { DEFAULT_VISITOR_ID_KEY, VISITOR_ID_PARAMETER, VISITOR_ID_PATTERN, visitorId } from './tracking/visitorId.js'
export type { VisitorIdOptions } from './tracking/visitorId.js'
export { DEFAULT_VISITOR_KEY_KEY, VISITOR_KEY_PATTERN, pageVisitorKey, visitorKey } from './tracking/visitorKey.js'
export { randomId } from './tracking/randomId.js'
export {
  LISTING_INQUIRY_FORM_NAME,
  leadProperty,
  listingInquirySubmission,
} from './tracking/listingInquirySubmission.js'
export type {
  InquiryListingRef,
  ListingInquiryInput,
  ListingInquiryValues,
} from './tracking/listingInquirySubmission.js'
export { METRIC_EVENTS, createMetrics } from './tracking/createMetrics.js'
export type { Metrics, MetricsOptions, PageViewPayload, SearchedPayload } from './tracking/createMetrics.js'
export { listingSummary } from './tracking/listingSummary.js'
export type { ListingSummary } from './tracking/listingSummary.js'
export type {
  Attribution,
  Identification,
  LeadForm,
  LeadProperty,
  LeadReceipt,
  LeadSubmission,
  TrackingId,
  TrackingLog,
  TrackingOutcome,
} from './tracking/types.js'
