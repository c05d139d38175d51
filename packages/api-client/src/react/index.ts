// @idx/api-client/react: the RTK Query api slice and its React glue. Every export is named here
// (types marked `type`); no `export *`. The React-free core is `@idx/api-client`.

export { createIdxApi } from './createIdxApi.js'
export type { IdxApi, IdxApiOptions } from './createIdxApi.js'
export { createIdxBaseApi } from './idxBaseApi.js'
export type { IdxApiWith, IdxBaseApi, IdxBaseApiOptions, IdxEndpointBuilder } from './idxBaseApi.js'
export { documentOf } from './typedDocument.js'
export type { TypedDocument, TypedNormalizedDocument } from './typedDocument.js'
export type { MarketId, ResourceId } from './endpoints/resourceId.js'
export { injectAgentEndpoints } from './endpoints/injectAgentEndpoints.js'
export type { AgentSearchQuery } from './endpoints/injectAgentEndpoints.js'
export { injectAreaEndpoints } from './endpoints/injectAreaEndpoints.js'
export type {
  AreaKind,
  AreaListQuery,
  AreaRecord,
  MarketResourceQuery,
  PlaceRecord,
  PlacesQuery,
} from './endpoints/injectAreaEndpoints.js'
export { injectClusterEndpoints } from './endpoints/injectClusterEndpoints.js'
export type { ClusterQuery } from './endpoints/injectClusterEndpoints.js'
export { injectIdxComponentEndpoints } from './endpoints/injectIdxComponentEndpoints.js'
export { injectListingEndpoints } from './endpoints/injectListingEndpoints.js'
export { injectSearchEndpoints } from './endpoints/injectSearchEndpoints.js'
export type { ListingSearchArg } from './endpoints/injectSearchEndpoints.js'
export { injectSiteEndpoints } from './endpoints/injectSiteEndpoints.js'
export { injectSuggestionEndpoints, suggestionSectionsOf } from './endpoints/injectSuggestionEndpoints.js'
export type {
  SuggestionQuery,
  SuggestionSearchQuery,
  SuggestionsDocument,
} from './endpoints/injectSuggestionEndpoints.js'
export { injectUnlockEndpoints } from './endpoints/injectUnlockEndpoints.js'
export type { ListingUnlock, ListingUnlockArg } from './endpoints/injectUnlockEndpoints.js'
export { injectUserEndpoints } from './endpoints/injectUserEndpoints.js'
export type { PasswordChange } from './endpoints/injectUserEndpoints.js'
export { createIdxBaseQuery } from './idxBaseQuery.js'
export type { IdxBaseQuery, IdxRequest } from './idxBaseQuery.js'
export { IDX_TAG_TYPES, LIST_TAG_ID, listTags, resourceIds } from './tags.js'
export type { IdxTag, IdxTagType } from './tags.js'
export { normalizeCached } from './normalizeCached.js'
export { createLatestQuery } from './createLatestQuery.js'
export type { LatestQuery, StartedQuery } from './createLatestQuery.js'
export { useLatestQuery } from './useLatestQuery.js'
export type { LatestQueryEndpoint } from './useLatestQuery.js'
export {
  DEFAULT_UNLOCK_TOKENS_KEY,
  LISTING_UNLOCK_HEADER,
  MAX_UNLOCK_TOKENS,
  createUnlockTokenStore,
  unlockHeaders,
  unlockingRequest,
} from './unlockTokens.js'
export type { UnlockTokenStore, UnlockTokenStoreOptions } from './unlockTokens.js'
export { UNLOCK_THROTTLED_MESSAGE, unlockFailure, unlockOutcome } from './unlockOutcome.js'
export type { UnlockFailure, UnlockGateAnswer } from './unlockOutcome.js'
