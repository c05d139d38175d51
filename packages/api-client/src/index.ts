// @idx/api-client public API: the React-free core. Every export is named here (types marked
// `type`); no `export *`. React bindings will live under the `@idx/api-client/react` subpath.

// --- http: client, token getter, query strings, coalesced finds ---
export { createHttpClient, ACCEPT_HEADER, API_PREFIX } from './http/create-http-client.js'
export type {
  FetchFunction,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  RequestOptions,
  RequestShortcutOptions,
} from './http/create-http-client.js'
export { createTokenGetter } from './http/create-token-getter.js'
export type { AccessToken, TokenGetter, TokenGetterOptions } from './http/create-token-getter.js'
export { encodeQuery } from './http/encode-query.js'
export type { QueryParams, QueryValue } from './http/encode-query.js'
export { createCoalescer } from './http/create-coalescer.js'
export type { Coalescer, CoalescerOptions, FindOptions } from './http/create-coalescer.js'
export { isHttpError } from './http/api-result.js'
export type {
  ApiAbortedError,
  ApiError,
  ApiFailure,
  ApiFetchError,
  ApiHttpError,
  ApiParsingError,
  ApiResult,
  ApiSuccess,
} from './http/api-result.js'

// --- jsonapi: wire types, normaliser, outgoing listing serializer ---
export { normalizeDocument } from './jsonapi/normalize-document.js'
export type { NormalizedDocument } from './jsonapi/normalize-document.js'
export { serializeListing } from './jsonapi/serialize-listing.js'
export type { ListingInput, SerializedListing } from './jsonapi/serialize-listing.js'
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
export { toFieldErrors } from './errors/to-field-errors.js'
export type { FieldErrors } from './errors/to-field-errors.js'
export { toSubmissionErrors } from './errors/to-submission-errors.js'
export type { SubmissionErrors, SubmissionErrorsOptions } from './errors/to-submission-errors.js'
export { fieldKeyFromSource } from './errors/field-key-from-source.js'
export { errorMessage } from './errors/error-message.js'
export { errorDetails } from './errors/error-details.js'
export { signUpErrorMessage } from './errors/sign-up-error-message.js'
export { resetPasswordErrorMessage } from './errors/reset-password-error-message.js'
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
export {
  SAVED_SEARCH_TYPE,
  savedSearchesFromDocument,
  savedSearchFromDocument,
  savedSearchQuery,
} from './saved-searches/saved-search-models.js'
export type { SavedSearchQuery, SavedSearchRecord } from './saved-searches/saved-search-models.js'
export { savedSearchCreateBody, savedSearchUpdateBody } from './saved-searches/saved-search-requests.js'
export type { SavedSearchCreateInput, SavedSearchUpdateInput } from './saved-searches/saved-search-requests.js'
export { LEAD_STATUSES, LEAD_TYPE, leadFromDocument, leadsFromDocument } from './leads/lead-models.js'
export type {
  LeadActivity,
  LeadActivityEntry,
  LeadAgent,
  LeadConsent,
  LeadListingCard,
  LeadRecord,
  LeadRoutedVia,
  LeadStatus,
  LeadStatusCounts,
  LeadWebhookDeliveryRecord,
} from './leads/lead-models.js'
export { leadListQuery, leadUpdateBody } from './leads/lead-requests.js'
export type { LeadListFilter, LeadListQuery, LeadUpdateInput } from './leads/lead-requests.js'
export { attachmentFileName, fetchLeadsCsv } from './leads/fetch-leads-csv.js'
export { POCKET_LISTING_TYPE } from './pocket-listings/pocket-listing-models.js'
export type {
  PocketListingAgent,
  PocketListingPosition,
  PocketListingRecord,
} from './pocket-listings/pocket-listing-models.js'
export { pocketListingBody, pocketListingListQuery } from './pocket-listings/pocket-listing-requests.js'
export type { PocketListingInput, PocketListingListQuery } from './pocket-listings/pocket-listing-requests.js'
export { createPhotoUploader, PhotoUploadError, readS3Answer } from './pocket-listings/upload-photo.js'
export type {
  PhotoUploaderOptions,
  SignedUpload,
  UploadedPhoto,
  UploadPhoto,
  UploadRequest,
} from './pocket-listings/upload-photo.js'
export type { FetchLeadsCsvOptions, LeadsCsvResult } from './leads/fetch-leads-csv.js'
export type {
  NewSiteAgent,
  SiteSettingsRecord,
  SiteSettingsValues,
  SiteSettingsVersionRecord,
  SiteUserChange,
  SiteUserRecord,
  SiteUserRole,
} from './site-admin/site-admin-models.js'
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
export { createTrackingClient } from './tracking/create-tracking-client.js'
export type { TrackingClient, TrackingClientOptions } from './tracking/create-tracking-client.js'
export { DEFAULT_VISITOR_ID_KEY, VISITOR_ID_PARAMETER, VISITOR_ID_PATTERN, visitorId } from './tracking/visitor-id.js'
export type { VisitorIdOptions } from './tracking/visitor-id.js'
export { DEFAULT_VISITOR_KEY_KEY, VISITOR_KEY_PATTERN, pageVisitorKey, visitorKey } from './tracking/visitor-key.js'
export { randomId } from './tracking/random-id.js'
export {
  LISTING_INQUIRY_FORM_NAME,
  leadProperty,
  listingInquirySubmission,
} from './tracking/listing-inquiry-submission.js'
export type {
  InquiryListingRef,
  ListingInquiryInput,
  ListingInquiryValues,
} from './tracking/listing-inquiry-submission.js'
export { METRIC_EVENTS, createMetrics } from './tracking/create-metrics.js'
export type { Metrics, MetricsOptions, PageViewPayload, SearchedPayload } from './tracking/create-metrics.js'
export { listingSummary } from './tracking/listing-summary.js'
export type { ListingSummary } from './tracking/listing-summary.js'
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

// Collections: models, request builders, the invite runner and the debounced save.
export {
  collectionFromDocument,
  collectionsFromDocument,
  commentFromDocument,
  commentsFromDocument,
  invitationFromDocument,
  isSubscribed,
  joinFromDocument,
  subscriptionToggle,
} from './collections/collection-models.js'
export type {
  Collaborator,
  CollectionInvitation,
  CollectionRecord,
  CommentPage,
  CommentRecord,
  JoinRecordInfo,
  SubscriptionKey,
} from './collections/collection-models.js'
export {
  acceptInviteBody,
  addListingBody,
  collectionCreateBody,
  collectionListQuery,
  collectionListingsQuery,
  collectionUpdateBody,
  commentBody,
  commentsQuery,
  invitationBody,
  joinRequest,
  removeListingsBody,
  subscriptionBody,
} from './collections/collection-requests.js'
export type {
  AddListingInput,
  CollectionCreateInput,
  CollectionListQuery,
  CollectionResourceId,
  CollectionUpdateInput,
  CommentInput,
} from './collections/collection-requests.js'
export { searchCollections } from './collections/search-collections.js'
export { runInvites } from './collections/run-invites.js'
export type { InviteRow, InviteSender, InviteState, RunInvitesOptions } from './collections/run-invites.js'
export { createDebouncedSave } from './collections/create-debounced-save.js'
export type { DebouncedSave, DebouncedSaveOptions, DebouncedSaveOutcome } from './collections/create-debounced-save.js'
export type { DocumentVersionRecord } from './versions/document-version-models.js'
export { marketDocumentsBody, restoreVersionBody } from './markets-editor/market-editor-requests.js'
export type { MarketDocumentsInput } from './markets-editor/market-editor-requests.js'
