// @idx/api-client/react: the RTK Query api slice and its React glue. Every export is named here
// (types marked `type`); no `export *`. The React-free core is `@idx/api-client`.

export { createIdxApi } from './create-idx-api.js'
export type { IdxApi, IdxApiOptions } from './create-idx-api.js'
export { createIdxBaseApi } from './idx-base-api.js'
export type { IdxApiWith, IdxBaseApi, IdxBaseApiOptions, IdxEndpointBuilder } from './idx-base-api.js'
export { documentOf } from './typed-document.js'
export type { TypedDocument, TypedNormalizedDocument } from './typed-document.js'
export type { MarketId, ResourceId } from './endpoints/resource-id.js'
export { injectAgentEndpoints } from './endpoints/inject-agent-endpoints.js'
export type { AgentSearchQuery } from './endpoints/inject-agent-endpoints.js'
export { injectAreaEndpoints } from './endpoints/inject-area-endpoints.js'
export type {
  AreaKind,
  AreaListQuery,
  AreaRecord,
  MarketResourceQuery,
  PlaceRecord,
  PlacesQuery,
} from './endpoints/inject-area-endpoints.js'
export {
  COLLECTION_LIST_PAGE_SIZE,
  commentsOldestFirst,
  injectCollectionEndpoints,
} from './endpoints/inject-collection-endpoints.js'
export type {
  ChatArg,
  CollectionArg,
  CollectionListingsArg,
  CommentAuthor,
  CommentsDocument,
  JoinArg,
} from './endpoints/inject-collection-endpoints.js'
export { chatTag, sharedRecordPath, sharedRecordTag } from './endpoints/shared-record.js'
export type { SharedRecordArg, SharedRecordKind } from './endpoints/shared-record.js'
export { injectSavedSearchEndpoints, SAVED_SEARCH_LIST_PAGE_SIZE } from './endpoints/inject-saved-search-endpoints.js'
export type { SavedSearchArg } from './endpoints/inject-saved-search-endpoints.js'
export { injectLeadEndpoints, LEAD_LIST_PAGE_SIZE } from './endpoints/inject-lead-endpoints.js'
export { injectPocketListingEndpoints, POCKET_LISTING_PAGE_SIZE } from './endpoints/inject-pocket-listing-endpoints.js'
export type { PocketListingPositionQuery } from './endpoints/inject-pocket-listing-endpoints.js'
export type { LeadArg } from './endpoints/inject-lead-endpoints.js'
export { injectSiteAdminEndpoints } from './endpoints/inject-site-admin-endpoints.js'
export type { SiteSettingsArg, SiteSettingsRestoreArg } from './endpoints/inject-site-admin-endpoints.js'
export { injectClusterEndpoints } from './endpoints/inject-cluster-endpoints.js'
export type { ClusterQuery } from './endpoints/inject-cluster-endpoints.js'
export { injectIdxComponentEndpoints } from './endpoints/inject-idx-component-endpoints.js'
export { injectCardEditorEndpoints } from './endpoints/inject-card-editor-endpoints.js'
export type {
  CardDesignInput,
  CardDesignRestoreArg,
  CardDesignVersionRecord,
  CreateCardDesignArg,
  UpdateCardDesignArg,
} from './endpoints/inject-card-editor-endpoints.js'
export { injectListingEndpoints } from './endpoints/inject-listing-endpoints.js'
export { injectSearchEndpoints } from './endpoints/inject-search-endpoints.js'
export type { ListingSearchArg } from './endpoints/inject-search-endpoints.js'
export { injectSiteEndpoints } from './endpoints/inject-site-endpoints.js'
export { injectSuggestionEndpoints, suggestionSectionsOf } from './endpoints/inject-suggestion-endpoints.js'
export type {
  SuggestionQuery,
  SuggestionSearchQuery,
  SuggestionsDocument,
} from './endpoints/inject-suggestion-endpoints.js'
export { injectUnlockEndpoints } from './endpoints/inject-unlock-endpoints.js'
export type { ListingUnlock, ListingUnlockArg } from './endpoints/inject-unlock-endpoints.js'
export { injectUserEndpoints } from './endpoints/inject-user-endpoints.js'
export type { PasswordChange } from './endpoints/inject-user-endpoints.js'
export { createIdxBaseQuery } from './idx-base-query.js'
export type { IdxBaseQuery, IdxRequest } from './idx-base-query.js'
export { IDX_TAG_TYPES, LIST_TAG_ID, listTags, resourceIds } from './tags.js'
export type { IdxTag, IdxTagType } from './tags.js'
export { normalizeCached } from './normalize-cached.js'
export { createLatestQuery } from './create-latest-query.js'
export type { LatestQuery, StartedQuery } from './create-latest-query.js'
export { useLatestQuery } from './useLatestQuery.js'
export { useDebouncedSave } from './useDebouncedSave.js'
export type { LatestQueryEndpoint } from './useLatestQuery.js'
export {
  DEFAULT_UNLOCK_TOKENS_KEY,
  LISTING_UNLOCK_HEADER,
  MAX_UNLOCK_TOKENS,
  createUnlockTokenStore,
  unlockHeaders,
  unlockingRequest,
} from './unlock-tokens.js'
export type { UnlockTokenStore, UnlockTokenStoreOptions } from './unlock-tokens.js'
export { UNLOCK_THROTTLED_MESSAGE, unlockFailure, unlockOutcome } from './unlock-outcome.js'
export type { UnlockFailure, UnlockGateAnswer } from './unlock-outcome.js'
export { connectRealtime, pusherOptions } from './realtime.js'
export type {
  ConnectRealtimeOptions,
  RealtimeChannel,
  RealtimeClient,
  RealtimeClientFactory,
  RealtimeConfig,
} from './realtime.js'
// The event, payload and channel names are the wire contract: @idx/domain's (src/realtime/).
export { REALTIME_RECONNECT_TAGS, realtimeTags } from './realtime-tags.js'
export { injectMarketEditorEndpoints } from './endpoints/inject-market-editor-endpoints.js'
export type {
  MarketDocumentsArg,
  MarketDocumentVersionRecord,
  MarketVersionRestoreArg,
} from './endpoints/inject-market-editor-endpoints.js'
