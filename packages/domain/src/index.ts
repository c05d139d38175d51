// @idx/domain public API. Every export is named here (types marked `type`); no `export *`.
// Sections are owned by topic: keep each export under its topic's heading.

// --- types (entities of both specs) ---
export type { Cluster } from './types/cluster.js'
export type {
  AlertFrequency,
  Collection,
  Comment,
  Invitation,
  JoinRecord,
  JoinType,
  NotificationChannel,
  NotificationEvent,
  NotificationFlagName,
  NotificationFlags,
  SavedSearch,
  Subscription,
} from './types/collaboration.js'
export { latLng } from './types/geo.js'
export type { BoundingBox, GeoJsonGeometry, GeoJsonPosition, GeoPoint, LatLng } from './types/geo.js'
export type {
  IdxComponent,
  IdxComponentCategory,
  IdxLayout,
  MarketIdxLayout,
  Mobiledoc,
} from './types/idx-component.js'
export type { IsoDateString, JsonObject, JsonPrimitive, JsonValue } from './types/json.js'
export type {
  AdditionalDetails,
  AgentLicense,
  CommercialPropertyType,
  DetailSection,
  DetailSectionStyle,
  LabelledValue,
  Listing,
  ListingHistoryEntry,
  ListingSeo,
  ListingStatus,
  ListingType,
  LotsAndLandPropertyType,
  OpenHouse,
  PocketListing,
  Property,
  PropertyType,
  PurchaseType,
  RealstaqDetails,
  RentFrequency,
  ResidentialPropertyType,
  SeoAgent,
  ShowingDataSection,
} from './types/listing.js'
export type { Feed, FeedDisclaimerSettings, Market } from './types/market.js'
export type { AttemptedTransition, Session, SessionStatus } from './types/session.js'
export type {
  IdxDisclaimerFeature,
  OAuthApplication,
  RegistrationRule,
  RegistrationRuleMode,
  Site,
  SiteFeatures,
  SiteSso,
  SupportChatFeature,
} from './types/site.js'
export type { DisclaimerStorage, LocalStorageShape, PropertyViewsStorage } from './types/storage.js'
export type { Suggestion, SuggestionSection, SuggestionType } from './types/suggestion.js'
export type { LeadType, PixelEventName, TrackingEventName, VisitorTracking } from './types/tracking.js'
export type { Agent, AgentPictures, AsAgent, User } from './types/user.js'

// --- constants ---
export { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, DEFAULT_ALERT_FREQUENCY } from './constants/alerts.js'
export { APP_ROOT, APP_VERSION, DEFAULT_IDX_PREFIX } from './constants/app.js'
export { AVATAR_SIZES, LETTER_AVATAR } from './constants/avatar.js'
export { BREAKPOINTS, BREAKPOINT_MIN_WIDTH_EM, PX_PER_EM, breakpointForWidth } from './constants/breakpoints.js'
export type { Breakpoint } from './constants/breakpoints.js'
export {
  CHIP_OVERFLOW_EDGE_PX,
  CUSTOM_BOUNDARY_LABEL,
  CUSTOM_MAP_AREA_LABEL,
  isChipOverflowing,
} from './constants/chips.js'
export { CLUSTER_MARKER_BASE_CLASS, CLUSTER_SIZE_CLASSES, clusterSizeClass } from './constants/cluster-size-class.js'
export type { ClusterSizeClass } from './constants/cluster-size-class.js'
export { DATE_FORMATS } from './constants/dates.js'
export type { DateFormat } from './constants/dates.js'
export { FONTS } from './constants/fonts.js'
export type { FontName } from './constants/fonts.js'
export { EMPTY_MOBILEDOC, IDX_COMPONENT_CATEGORIES, IDX_COMPONENT_DEFAULTS } from './constants/idx-component.js'
export { JOIN_TYPES } from './constants/join.js'
export { PASSWORD_MIN_LENGTH, STATE_CODE_LENGTH, YEAR_BUILT_LENGTH } from './constants/limits.js'
export {
  CONTACT_FOR_PRICE_TEXT,
  DEFAULT_LISTING_TYPE,
  DEFAULT_PURCHASE_TYPE,
  DESCRIPTION_TRUNCATE_LENGTH,
  FOR_SALE_STATUSES,
  LISTING_STATUSES,
  LISTING_TYPES,
  NOT_AVAILABLE_TEXT,
  PROPERTY_TYPES_BY_TYPE,
  PURCHASE_TYPES,
  RENT_FREQUENCIES,
  UNDISCLOSED_ADDRESS,
} from './constants/listing.js'
export {
  CLUSTER_MARKER_MIN_RADIUS,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_STYLE,
  MAP_POPUP_WIDTH,
  MAP_STYLES,
  MAP_WHEEL_PX_PER_ZOOM_LEVEL,
  MAP_ZOOM,
} from './constants/map.js'
export type { MapStyle } from './constants/map.js'
export { IMAGE_SIZES } from './constants/media.js'
export {
  COLLECTION_NOTIFICATION_EVENTS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  SAVED_SEARCH_NOTIFICATION_EVENTS,
  notificationFlag,
} from './constants/notifications.js'
export {
  AGENT_SEARCH_PAGE_SIZE,
  COMMENTS_PAGE_SIZE,
  COUNT_QUERY_PAGE_SIZE,
  DEFAULT_PAGE,
  PAGER_VISIBLE_PAGES,
  RESULT_TOTAL_CAP,
  RESULTS_PAGE_SIZE,
  SAMPLE_LISTING_PAGE_SIZE,
} from './constants/paging.js'
export { REGISTRATION_RULE_MODES } from './constants/registration.js'
export { DEFAULT_SORT, SORT_OPTIONS } from './constants/sort.js'
export type { SortField, SortOption, SortValue } from './constants/sort.js'
export { LOCAL_STORAGE_DEFAULTS } from './constants/storage.js'
export { DELAYS_MS, FLASH, INVITE_CONCURRENCY, KEY_COMBO, PHOTO_UPLOAD_CONCURRENCY } from './constants/timing.js'
export { UI_EDITOR } from './constants/ui-editor.js'

// --- formatters (money, numbers, bathrooms, dates, chips, result count) ---
export { formatBathrooms } from './format/bathrooms.js'
export type { FormatBathroomsOptions } from './format/bathrooms.js'
export { chipLabel, formatChipValue, moreChipsLabel } from './format/chip.js'
export type { Chip, ChipCategory, ChipValue } from './format/chip.js'
export { formatDate } from './format/date.js'
export type { DateInput, FormatDateOptions } from './format/date.js'
export { formatMoney } from './format/money.js'
export { formatCount, formatNumber } from './format/number.js'
export type { FormatNumberOptions } from './format/number.js'
export { ordinal } from './format/ordinal.js'
export { abbreviatePrice } from './format/price-abbreviation.js'
export { formatPrice } from './format/price.js'
export { formatResultCount } from './format/result-count.js'
export type { FormatResultCountOptions } from './format/result-count.js'
export { toFiniteNumber } from './format/to-finite-number.js'
export type { NumberLike } from './format/to-finite-number.js'
export { formatAcres, formatSquareFeet } from './format/units.js'
export { formatYesNo } from './format/yes-no.js'

// --- derived listing facts ---
export { isAddressUndisclosed } from './listing/address.js'
export { listingBadge } from './listing/badge.js'
export { usableCoordinates } from './listing/coordinates.js'
export type { CoordinateSource } from './listing/coordinates.js'
export { truncateDescription } from './listing/description.js'
export type { DescriptionExcerpt } from './listing/description.js'
export { isLeased } from './listing/leased.js'
export { displayedLicense, showsLicense } from './listing/license.js'
export { hasUpcomingOpenHouse, upcomingOpenHouses } from './listing/open-house.js'
export { priceText } from './listing/price-text.js'
export { showsSellerAgentLine } from './listing/seller-agent-line.js'
export { displayStatus, isForSale, isListingStatus, statusColorClass } from './listing/status.js'
export type { StatusColorClass } from './listing/status.js'
// listing detail (issue 7): share links, driving directions, closing history, agent card, showing data
export { closedHistoryLine, closedHistoryTitle } from './listing/closed-history.js'
export { drivingDirectionsUrl } from './listing/driving-directions.js'
export { listingAgentCard, showsShowingData } from './listing/listing-agent-card.js'
export type { ListingAgentCard } from './listing/listing-agent-card.js'
export { SHARE_TOKEN_PARAM, sharedListingUrl, sharingUrls } from './listing/sharing-urls.js'
export type { SharingUrls, SharingUrlsOptions } from './listing/sharing-urls.js'

// --- seo: listing paths, a listing page's head (title, description, canonical, Open Graph, Twitter), JSON-LD ---
export { jsonLdScript } from './seo/json-ld-script.js'
export { listingCanonicalUrl } from './seo/listing-canonical-url.js'
export { listingJsonLd } from './seo/listing-json-ld.js'
export { listingFullPath, listingPublicSlug, listingShortPath } from './seo/listing-path.js'
export type { ListingSlugSource } from './seo/listing-path.js'
export { listingSeoHead } from './seo/listing-seo-head.js'
export type { ListingSeoHead, SeoMetaTag } from './seo/listing-seo-head.js'
export { seoDisclosure } from './seo/seo-listing.js'
export type { ListingSeoOptions, SeoDisclosure, SeoListing } from './seo/seo-listing.js'

// --- tracking: an inquiry's lead type ---
export { LEAD_TYPES, leadTypeOf } from './tracking/lead-type.js'

// --- search query (filter, sort, page, bounding box) and its JSON Schema ---
export { escapePointerToken, unescapePointerToken } from './search/json-pointer.js'
export {
  SEARCH_FILTER_FIELDS,
  SEARCH_MAX_FILTER_VALUES,
  SEARCH_MAX_RING_POSITIONS,
  SEARCH_RANGE_FIELDS,
  SEARCH_SORTS,
  SEARCH_VALUE_FIELDS,
  searchQuerySchema,
} from './search/search-query.js'
export type {
  SearchFilter,
  SearchFilterField,
  SearchPolygon,
  SearchQuery,
  SearchQueryInput,
  SearchRange,
  SearchRangeField,
  SearchSort,
  SearchValue,
  SearchValueField,
} from './search/search-query.js'
export { boxParam, searchQueryFromUrlParams, searchQueryToUrlParams } from './search/search-url-params.js'
export type { IgnoredSearchParam, SearchUrlOptions, SearchUrlState } from './search/search-url-params.js'
export { screenSearchQuery } from './search/screen-search-query.js'
export type { ScreenSearchOptions } from './search/screen-search-query.js'
export { ringSelfIntersects } from './search/ring-self-intersects.js'
export type { PlanePoint } from './search/ring-self-intersects.js'
export { validateSearchQuery } from './search/validate-search-query.js'
export type { SearchQueryError, SearchQueryValidation } from './search/validate-search-query.js'

// --- validators (forms, price dropdown, site configuration) ---
export { validateAgentInquiry, validateCallback } from './validation/callback.js'
export type { CallbackValues } from './validation/callback.js'
export { validateCollection } from './validation/collection.js'
export type { CollectionFormValues } from './validation/collection.js'
export {
  EMAIL_INVALID_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PHONE_INVALID_MESSAGE,
  isValidEmail,
  isValidPhone,
  requiredMessage,
} from './validation/field-rules.js'
export type { FieldErrors, FormValue } from './validation/field-rules.js'
export { validateLogin } from './validation/login.js'
export type { LoginValues } from './validation/login.js'
export { validateMagicLink } from './validation/magic-link.js'
export type { MagicLinkValues } from './validation/magic-link.js'
export { validatePasswordReset } from './validation/password-reset.js'
export type { PasswordResetValues } from './validation/password-reset.js'
export { parseNumberInput, validatePocketListing } from './validation/pocket-listing.js'
export type { NumberInput, PocketListingFormValues, PocketListingValidatedField } from './validation/pocket-listing.js'
export { isPocketListingType, propertyTypeOptions } from './validation/pocket-listing-options.js'
export {
  LEASE_PRICE_OPTIONS,
  PRICE_FILTER_HINT,
  SALE_PRICE_OPTIONS,
  acceptsPriceKey,
  defaultPriceOptions,
  formatPriceBound,
  maxOptions,
  minOptions,
  parseTypedPrice,
  priceRangeError,
  priceRangeMessage,
  withTypedValue,
} from './validation/price-dropdown.js'
export type { PriceSide } from './validation/price-dropdown.js'
export {
  INQUIRY_CONSENT_TEXT,
  INQUIRY_OPT_IN_PLACEHOLDERS,
  INQUIRY_OPT_IN_REQUIRED_MESSAGE,
  validateOptInInquiry,
  validatePropertyInquiry,
} from './validation/property-inquiry.js'
export type { OptInInquiryValues, PropertyInquiryValues } from './validation/property-inquiry.js'
export { validateRegisterOnly, validateRegistration } from './validation/registration.js'
export type { RegisterOnlyOptions, RegisterOnlyValues, RegistrationValues } from './validation/registration.js'
export {
  SAVED_SEARCH_FORM_DEFAULTS,
  SAVED_SEARCH_FREQUENCY_MESSAGE,
  validateSavedSearch,
} from './validation/saved-search.js'
export type { SavedSearchFormValues } from './validation/saved-search.js'
export {
  CONFIG_META_TAG_ERROR,
  REQUIRED_SITE_CONFIG_PARAMETERS,
  checkSiteConfig,
  missingConfigMessage,
  readSiteConfigMeta,
} from './validation/site-config.js'
export type {
  RequiredSiteConfigParameter,
  SiteConfig,
  SiteConfigCheck,
  SiteConfigInput,
  SiteConfigMetaRead,
} from './validation/site-config.js'
export { SSO_SIGN_IN_PARAMETERS, SSO_SIGN_OUT_PARAMETERS, decideSsoSignIn, decideSsoSignOut } from './validation/sso.js'
export type {
  SsoQueryParams,
  SsoSignInDecision,
  SsoSignInParameter,
  SsoSignOutDecision,
  SsoSignOutParameter,
} from './validation/sso.js'
export { validateSupportInquiry } from './validation/support-inquiry.js'
export type { SupportInquiryValues } from './validation/support-inquiry.js'

// --- session: sign-in form steps, the e-mail check, the registration gate, where to go after sign-in ---
export { afterSignInTarget, isServerRestorablePath } from './session/after-sign-in.js'
export type { AfterSignInInput, AfterSignInTarget } from './session/after-sign-in.js'
export { LOGIN_STEPS, isLoginStep, loginStepFields, showsPasswordField } from './session/login-steps.js'
export type { LoginField, LoginStep, LoginStepOptions } from './session/login-steps.js'
export { isRegistrationRequired, nextViewCount, readViewCount } from './session/registration-gate.js'
export { verifyEmailStep } from './session/verify-email.js'
export type { LoginTypeAnswer, SsoLoginTarget, VerifyEmailStep } from './session/verify-email.js'

// --- filter schema (ajv validation, $ref dereferencing, JSON text errors) ---
export {
  REFERENCE_PATH_REQUIRED,
  dereference,
  invalidReferencePrefixMessage,
  missingReferenceMessage,
  referenceCycleMessage,
  resolveReference,
} from './filter-schema/dereference.js'
export type { DereferenceError, Dereferenced } from './filter-schema/dereference.js'
export { formatFilterDocumentError } from './filter-schema/filter-document-error.js'
export type { FilterDocumentError } from './filter-schema/filter-document-error.js'
export { validateFilterSchemaStructure } from './filter-schema/filter-schema-document.js'
export { filterSchemaMessage, validateFilterSchema } from './filter-schema/validate-filter-schema.js'
export { FILTER_CHIP_CATEGORIES, filterSchemaMetaSchema } from './filter-schema/filter-schema-meta.js'
export type {
  FilterFieldSchema,
  FilterOption,
  FilterSchemaDocument,
  FilterSchemaValidation,
} from './filter-schema/filter-schema-document.js'
export { filterViewMessage, validateFilterView } from './filter-schema/filter-view-document.js'
export { FILTER_VIEW_DISPLAYS, filterViewMetaSchema } from './filter-schema/filter-view-meta.js'
export type { FilterViewDisplay } from './filter-schema/filter-view-meta.js'
export type { FilterViewDocument, FilterViewGroup, FilterViewValidation } from './filter-schema/filter-view-document.js'
export { JSON_ERROR_EXCERPT_LENGTH, jsonErrorPosition, parseJsonText } from './filter-schema/parse-json-text.js'
export type { JsonTextError, JsonTextParse } from './filter-schema/parse-json-text.js'

// --- map (search map: bounds, drawn shapes, markers, disclaimers) ---
export { boundingBoxFromEdges, boundsChanged, polygonFromBoundingBox } from './map/bounding-box.js'
export type { MapEdges } from './map/bounding-box.js'
export { CLUSTER_MARKER_RADIUS_STEP, clusterMarkerRadius } from './map/cluster-marker-radius.js'
export { DRAWN_POLYGON_MESSAGES, latLngsFromPolygon, polygonFromDrawnLatLngs } from './map/drawn-polygon.js'
export type { DrawnPolygon, DrawnPolygonProblem } from './map/drawn-polygon.js'
export { labelPosition } from './map/label-position.js'
export { mapDisclaimers } from './map/map-disclaimers.js'
export type { MapDisclaimer } from './map/map-disclaimers.js'
export { MAX_PRICE_MARKERS_PER_CLUSTER, mapMarkers } from './map/map-markers.js'
export type { ClusterMapMarker, ListingMapMarker, MapMarker, MultiListingMapMarker } from './map/map-markers.js'
export {
  CLUSTER_COUNT_COMPACT_FROM,
  clusterMarkerLabel,
  clusterMarkerText,
  listingMarkerLabel,
  listingMarkerText,
  multiListingMarkerLabel,
  multiListingMarkerText,
} from './map/marker-text.js'

// --- results: pager, listing card facts and credits, photos, toolbar link ---
export { listingCardAttribution, feedCardLogo, feedRequiredNames } from './results/card-attribution.js'
export type { CardAttribution, CardAttributionOptions, FeedCardLogo } from './results/card-attribution.js'
export { listingCardBadge } from './results/card-badge.js'
export type { CardBadge } from './results/card-badge.js'
export { listingCardFacts } from './results/card-facts.js'
export type { CardFact, CardFactsOptions } from './results/card-facts.js'
export { listingCardPrice } from './results/card-price.js'
export { listingFeed } from './results/listing-feed.js'
export type { FeedWithKey } from './results/listing-feed.js'
export { pagerItems } from './results/pager-items.js'
export type { PagerItem } from './results/pager-items.js'
export { stepPhotoIndex } from './results/photo-index.js'
export { cardPhotoUrls, sizedPhotoUrl } from './results/photo-url.js'
export { LISTING_CARD_FIELDS } from './results/card-fields.js'
export type { PhotoSize } from './results/photo-url.js'
export { acceptedPage, resultsPageCount } from './results/results-pages.js'
export { resultsToolbarLink } from './results/toolbar-link.js'
export type { ResultsContext, ResultsToolbarLink } from './results/toolbar-link.js'

// --- search form: filter groups, chips, filter edits, price inputs, omnibox and keyboard rules ---
export { visibleChipCount } from './search-form/chip-overflow.js'
export { filterChips, removeFilterChip, suggestionIdLabel } from './search-form/filter-chips.js'
export type { FilterChip, FilterChipOptions, SuggestionNames } from './search-form/filter-chips.js'
export {
  AT_LEAST_FIELDS,
  RANGE_FILTER_STEPS,
  acceptsManyValues,
  enumeratedValues,
  filterControl,
  filterGroups,
  rangeChoiceLabel,
  visibleFilterOptions,
} from './search-form/filter-controls.js'
export type { FilterControl, FilterGroup, FilterGroupOptions, RangeChoice } from './search-form/filter-controls.js'
export {
  chosenFieldCount,
  clearFilters,
  defaultFilter,
  isChosenField,
  resetFilterField,
  viewFields,
} from './search-form/filter-defaults.js'
export {
  filterValues,
  isRangeField,
  rangeBounds,
  toggleFilterValue,
  withFilterEntry,
  withRange,
  withSuggestion,
  withValues,
  withoutSuggestion,
} from './search-form/filter-entry.js'
export type { FilterScalar, RangeBounds } from './search-form/filter-entry.js'
export { listboxMove, stepIndex, tabsMove } from './search-form/list-navigation.js'
export type { IndexMove } from './search-form/list-navigation.js'
export { readMarketFilters } from './search-form/market-filters.js'
export type { MarketFilters } from './search-form/market-filters.js'
export {
  OMNIBOX_PLACEHOLDER,
  SUGGESTIONS_ERROR_TEXT,
  flattenSuggestions,
  omniboxRollUpDelay,
  showsHintSections,
  suggestionsStatusText,
} from './search-form/omnibox.js'
export type { SuggestionOption, SuggestionsState } from './search-form/omnibox.js'
export {
  PRICE_NO_MAX_LABEL,
  PRICE_NO_MIN_LABEL,
  priceChoices,
  priceDigits,
  priceLadder,
} from './search-form/price-input.js'
export { TEXT_FILTER_SEPARATOR, formatTextFilter, parseTextFilter, textFilterError } from './search-form/text-filter.js'

// --- custom listing card: Mobiledoc documents of the site editor read into blocks, scoped stylesheets ---
export { CUSTOM_CARD_ATTRIBUTES, customCardAttributeText, isCustomCardAttribute } from './custom-card/card-attribute.js'
export type { CustomCardAttribute } from './custom-card/card-attribute.js'
export { CUSTOM_CARD_NAMES, CUSTOM_CARD_PAYLOAD_MEMBERS } from './custom-card/card-blocks.js'
export type {
  CustomCard,
  CustomCardBlock,
  CustomCardDrop,
  CustomCardInline,
  CustomCardMarkupTag,
  CustomCardName,
  CustomCardTextAlign,
  CustomCardTextTag,
} from './custom-card/custom-card-tree.js'
export { isBlankBlock, isBlankCustomCard, isEmptyMobiledoc } from './custom-card/is-empty-mobiledoc.js'
export { listingTitle } from './custom-card/listing-title.js'
export { MOBILEDOC_VERSIONS, readCustomCard } from './custom-card/read-custom-card.js'
export { safeImageSrc, safeLinkHref } from './custom-card/safe-url.js'
export { customCardClassName, scopeStylesheet } from './custom-card/scope-stylesheet.js'

// --- demo market (seeded by the API server, used by stories and docs) ---
export { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW } from './demo/austin-market-filters.js'
