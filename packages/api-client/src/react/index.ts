// @idx/api-client/react: the RTK Query api slice and its React glue. Every export is named here
// (types marked `type`); no `export *`. The React-free core is `@idx/api-client`.

export { createIdxApi } from './createIdxApi.js'
export type {
  AgentSearchQuery,
  AreaListQuery,
  ClusterQuery,
  IdxApi,
  IdxApiOptions,
  ListingSearchArg,
  ListingUnlock,
  ListingUnlockArg,
  MarketId,
  MarketResourceQuery,
  PasswordChange,
  ResourceId,
  SuggestionQuery,
} from './createIdxApi.js'
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
} from './unlockTokens.js'
export type { UnlockTokenStore, UnlockTokenStoreOptions } from './unlockTokens.js'
export { UNLOCK_THROTTLED_MESSAGE, unlockFailure, unlockOutcome } from './unlockOutcome.js'
export type { UnlockFailure, UnlockGateAnswer } from './unlockOutcome.js'
