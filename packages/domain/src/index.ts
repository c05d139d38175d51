// @idx/domain public API. Every export is named here (types marked `type`); no `export *`.
// One section per topic folder (src/<topic>/), in dependency order: a topic imports only from the
// topics above it. Demo data is not here: it is the './demo' subpath (src/demo/index.ts).

// --- json: JSON values and ISO date strings (the wire format every topic reads) ---
export type { IsoDateString, JsonObject, JsonPrimitive, JsonValue } from './json/types.js'

// --- geo: points, boxes and GeoJSON shapes, with the LatLng brand ---
export { latLng } from './geo/types.js'
export type { BoundingBox, GeoJsonGeometry, GeoJsonPosition, GeoPoint, LatLng } from './geo/types.js'

// --- format: money, numbers, bathrooms, dates, 'N/A' ---
export { formatBathrooms } from './format/bathrooms.js'
export type { FormatBathroomsOptions } from './format/bathrooms.js'
export { DATE_FORMATS } from './format/date-formats.js'
export type { DateFormat } from './format/date-formats.js'
export { formatDate } from './format/date.js'
export type { DateInput, DateTimeLike, FormatDateOptions } from './format/date.js'
export { formatMoney } from './format/money.js'
export { NOT_AVAILABLE_TEXT } from './format/not-available.js'
export { formatCount, formatNumber } from './format/number.js'
export type { FormatNumberOptions } from './format/number.js'
export { ordinal } from './format/ordinal.js'
export { formatPhone, phoneHref } from './format/phone.js'
export { abbreviatePrice } from './format/price-abbreviation.js'
export { formatPrice } from './format/price.js'
export { toFiniteNumber } from './format/to-finite-number.js'
export type { NumberLike } from './format/to-finite-number.js'
export { formatAcres, formatSquareFeet } from './format/units.js'
export { formatYesNo } from './format/yes-no.js'

// --- forms: the field rules every form validator is built from ---
export {
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PHONE_INVALID_MESSAGE,
  requiredMessage,
} from './forms/field-rules.js'
export type { FieldErrors, FormValue } from './forms/field-rules.js'
export {
  DEFAULT_PHONE_COUNTRY,
  isValidPhone,
  normalizePhoneNumber,
  phoneCountryOfRegion,
} from './forms/phone-number.js'
export type { PhoneCountry, PhoneRuleOptions } from './forms/phone-number.js'

// --- layout: screen breakpoints ---
export { BREAKPOINT_MIN_WIDTH_EM, breakpointForWidth, BREAKPOINTS, PX_PER_EM } from './layout/breakpoints.js'
export type { Breakpoint } from './layout/breakpoints.js'

// --- timing: debounces, delays and flash-message timing ---
export { DELAYS_MS } from './timing/delays.js'
export { FLASH } from './timing/flash.js'

// --- people: users and agents, letter avatars ---
export { AVATAR_SIZES, LETTER_AVATAR } from './people/avatar.js'
export { letterAvatar } from './people/letter-avatar.js'
export type { LetterAvatarFace } from './people/letter-avatar.js'
export type { Agent, AgentPictures, AsAgent, User } from './people/types.js'

// --- listing: the listing entity, its values and derived facts, detail page, pocket listings ---
export { isAddressUndisclosed } from './listing/address.js'
export { listingBadge } from './listing/badge.js'
export { closedHistoryLine, closedHistoryTitle } from './listing/closed-history.js'
export {
  isOffMarketStatus,
  LISTING_CHANGE_KINDS,
  listingChanges,
  OFF_MARKET_STATUSES,
} from './listing/listing-changes.js'
export type {
  ListingChange,
  ListingChangeKind,
  ListingChangeState,
  ListingChangeValue,
} from './listing/listing-changes.js'
export { priceHistoryRow } from './listing/price-history.js'
export type { PriceHistoryEntry, PriceHistoryRow } from './listing/price-history.js'
export {
  CONTACT_FOR_PRICE_TEXT,
  DESCRIPTION_TRUNCATE_LENGTH,
  FOR_SALE_STATUSES,
  LISTING_STATUSES,
  LISTING_TYPES,
  PROPERTY_TYPES_BY_TYPE,
  PURCHASE_TYPES,
  RENT_FREQUENCIES,
  UNDISCLOSED_ADDRESS,
} from './listing/constants.js'
export { usableCoordinates } from './listing/coordinates.js'
export type { CoordinateSource } from './listing/coordinates.js'
export { truncateDescription } from './listing/description.js'
export type { DescriptionExcerpt } from './listing/description.js'
export { drivingDirectionsUrl } from './listing/driving-directions.js'
export { IMAGE_SIZES } from './listing/image-sizes.js'
export { isLeased } from './listing/leased.js'
export { displayedLicense, showsLicense } from './listing/license.js'
export { listingAgentCard, showsShowingData } from './listing/listing-agent-card.js'
export type { ListingAgentCard } from './listing/listing-agent-card.js'
export { detailFieldText, listingBathrooms } from './listing/listing-bathrooms.js'
export type { BathroomsDisplayOptions } from './listing/listing-bathrooms.js'
export { closingHistory, listingClosing } from './listing/listing-closing.js'
export type { ListingClosing } from './listing/listing-closing.js'
export { hasUpcomingOpenHouse, upcomingOpenHouses } from './listing/open-house.js'
export { isPocketListingType, propertyTypeOptions } from './listing/pocket-listing-options.js'
export {
  parseNumberInput,
  STATE_CODE_LENGTH,
  validatePocketListing,
  YEAR_BUILT_LENGTH,
} from './listing/pocket-listing.js'
export type { NumberInput, PocketListingFormValues, PocketListingValidatedField } from './listing/pocket-listing.js'
export { priceText } from './listing/price-text.js'
export { showsSellerAgentLine } from './listing/seller-agent-line.js'
export { SHARE_TOKEN_PARAM, sharedListingUrl, sharingUrls } from './listing/sharing-urls.js'
export type { SharingUrls, SharingUrlsOptions } from './listing/sharing-urls.js'
export { displayStatus, isForSale, isListingStatus, statusColorClass } from './listing/status.js'
export type { StatusColorClass } from './listing/status.js'
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
} from './listing/types.js'

// --- reso: RESO Data Dictionary records mapped to our listing model (the feed importer's rules) ---
export { brokerageDirectory, brokerageListing } from './reso/brokerage-listing.js'
export type { BrokerageAgent, BrokerageDirectory, BrokerageMatch, ResoListedBy } from './reso/brokerage-listing.js'
export { mapResoMember } from './reso/reso-member.js'
export type { ResoAgent } from './reso/reso-member.js'
export { resoKind, resoPropertyTypeOf } from './reso/reso-property-type.js'
export type { ResoKind } from './reso/reso-property-type.js'
export {
  cleanResoText,
  coordinatesError,
  cutAtWordBoundary,
  readResoListingKey,
  RESO_NUMBER_RANGES,
  RESO_TEXT_LIMITS,
  resoNumberError,
} from './reso/reso-field-rules.js'
export type { ResoListingKey, ResoNumberField, ResoNumberRange } from './reso/reso-field-rules.js'
export { mapResoProperty } from './reso/reso-property.js'
export type {
  ResoListing,
  ResoMappingOptions,
  ResoMediaItem,
  ResoOpenHouse,
  ResoPropertyResult,
  ResoRecord,
} from './reso/reso-property.js'
export { RESO_WITHDRAWN_STATUSES, resoStandardStatusOf, resoStatusMeaning } from './reso/reso-status.js'
export type { ResoStatusMeaning } from './reso/reso-status.js'

// --- site: the site, its markets and feeds, theme fonts, site-editor components, the config it boots with ---
export { FONT_FACES, FONTS, fontFamilyValue, fontNamed, fontStylesheetPath } from './site/fonts.js'
export type { FontFace, FontName } from './site/fonts.js'

// --- theme: a site's brand as the custom properties every widget reads, kept readable (WCAG AA) ---
export { AA_TEXT_CONTRAST, contrastRatio, relativeLuminance } from './theme/contrast.js'
export {
  BRAND_RADIUS_RANGE,
  CARD_SHADOWS,
  cardShadowNamed,
  DEFAULT_THEME_COLOURS,
  isBrandRadius,
  siteTheme,
  themeRule,
} from './theme/site-theme.js'
export {
  fontFromParams,
  readThemeParams,
  STYLE_PROPERTIES,
  themeFromParams,
  themeWarnings,
} from './theme/query-theme.js'
export { faviconHref } from './theme/favicon.js'
export type { CardShadow, SiteBrand, SiteTheme, ThemeProperties } from './theme/site-theme.js'
export type { ParamsTheme } from './theme/query-theme.js'
export type { IdxComponent, IdxComponentCategory, IdxLayout, MarketIdxLayout, Mobiledoc } from './site/idx-component.js'
export type { Feed, FeedDisclaimerSettings, Market } from './site/market.js'
export {
  DEFAULT_MAX_DATA_AGE_HOURS,
  feedFreshness,
  IMPORT_CLOCK_SKEW_MS,
  importMarkInFuture,
} from './site/feed-freshness.js'
export type { FeedFreshness } from './site/feed-freshness.js'
export {
  checkSiteConfig,
  CONFIG_META_TAG_ERROR,
  missingConfigMessage,
  readSiteConfigMeta,
  REQUIRED_SITE_CONFIG_PARAMETERS,
} from './site/site-config.js'
export type {
  RequiredSiteConfigParameter,
  SiteConfig,
  SiteConfigCheck,
  SiteConfigInput,
  SiteConfigMetaRead,
} from './site/site-config.js'
export type {
  IdxDisclaimerFeature,
  OAuthApplication,
  RegistrationRule,
  RegistrationRuleMode,
  Site,
  SiteFeatures,
  SiteSso,
  SupportChatFeature,
} from './site/types.js'

// --- site-admin: the rules of a site's settings (the admin's form, the API and the operator's CLI) ---
export {
  brandColorProblem,
  brandCardShadowProblem,
  brandFontProblem,
  brandRadiusProblem,
  embedOrigin,
  embedOriginProblem,
  frontFacingPrefixProblem,
  linesProblem,
  parseOrigin,
  redirectUriProblem,
  settingLines,
  shownImageUrl,
} from './site-admin/site-settings-rules.js'
export type { SiteSettingsValues } from './site-admin/site-settings-rules.js'

// --- storage: the visitor's local-storage entries ---
export { LOCAL_STORAGE_DEFAULTS } from './storage/local-storage.js'
export type { DisclaimerStorage, LocalStorageShape, PropertyViewsStorage } from './storage/local-storage.js'

// --- routes: the app root and its routes ---
export { APP_ROOT } from './routes/app-root.js'
export { APP_ROUTE_PATHS, AUTH_ROUTE_PATHS, isAppRoute } from './routes/app-routes.js'
export type { AuthRoutePath } from './routes/app-routes.js'
export { acceptInviteRedirectPath, appRedirect, collectionRedirectPath } from './routes/app-redirect.js'
export {
  COLLECTION_REDIRECT_PATHS,
  COLLECTION_ROUTE_PATHS,
  collectionPath,
  INDEX_COLLECTION_ROUTE_PATHS,
  INDEX_SAVED_SEARCH_ROUTE_PATHS,
  SAVED_SEARCH_ROUTE_PATHS,
  savedSearchPath,
  isJoinType,
  JOIN_ROUTE_PATHS,
  JOIN_TYPES,
  joinPath,
} from './routes/collection-routes.js'

// --- session: sign-in forms and steps, single sign-on, registration, the gate, where to go after sign-in ---
export { afterSignInTarget, isServerRestorablePath } from './session/after-sign-in.js'
export type { AfterSignInInput, AfterSignInTarget } from './session/after-sign-in.js'
export { identityProviderEndpoint, isConfiguredEndpoint } from './session/identity-provider-url.js'
export { inAppPath } from './session/in-app-path.js'
export { isLoginStep, LOGIN_STEPS, loginStepFields, showsPasswordField } from './session/login-steps.js'
export type { LoginField, LoginStep, LoginStepOptions } from './session/login-steps.js'
export { validateLogin } from './session/login.js'
export type { LoginValues } from './session/login.js'
export { validateMagicLink } from './session/magic-link.js'
export type { MagicLinkValues } from './session/magic-link.js'
export { validatePasswordReset } from './session/password-reset.js'
export type { PasswordResetValues } from './session/password-reset.js'
export {
  isRegistrationRequired,
  readViewCount,
  recordListingView,
  VIEWED_LISTING_IDS_KEPT,
} from './session/registration-gate.js'
export { validateRegisterOnly, validateRegistration } from './session/registration.js'
export type { RegisterOnlyOptions, RegisterOnlyValues, RegistrationValues } from './session/registration.js'
export {
  decideSsoSignIn,
  decideSsoSignOut,
  isIdpLogoutRequest,
  SSO_REFUSAL_MESSAGES,
  SSO_RETURN_PATH,
  SSO_SIGN_IN_PARAMETERS,
  SSO_SIGN_OUT_PARAMETERS,
} from './session/sso.js'
export type {
  SsoQueryParams,
  SsoRefusal,
  SsoSignInDecision,
  SsoSignInParameter,
  SsoSignInPolicy,
  SsoSignOutDecision,
  SsoSignOutParameter,
  SsoSignOutPolicy,
} from './session/sso.js'
export type { AttemptedTransition, Session, SessionStatus } from './session/types.js'
export { verifyEmailStep } from './session/verify-email.js'
export type { LoginTypeAnswer, SsoLoginTarget, VerifyEmailStep } from './session/verify-email.js'

// --- inquiry: property, agent callback and support inquiry forms ---
export { validateAgentInquiry, validateCallback } from './inquiry/callback.js'
export type { CallbackValues } from './inquiry/callback.js'
export {
  INQUIRY_CONSENT_TEXT,
  INQUIRY_OPT_IN_PLACEHOLDERS,
  INQUIRY_OPT_IN_REQUIRED_MESSAGE,
} from './inquiry/property-inquiry-texts.js'
export type { OptInInquiryValues, PropertyInquiryValues } from './inquiry/property-inquiry-texts.js'
export { validateOptInInquiry, validatePropertyInquiry } from './inquiry/property-inquiry.js'
export { validateSupportInquiry } from './inquiry/support-inquiry.js'
export type { SupportInquiryValues } from './inquiry/support-inquiry.js'

// --- tracking: visitor tracking events, an inquiry's lead type ---
export { LEAD_TYPES, leadTypeOf } from './tracking/lead-type.js'
export type { LeadType, PixelEventName, TrackingEventName, VisitorTracking } from './tracking/types.js'

// --- search: the search query (filter, sort, page, box), its schema and URL form, suggestions, paging ---
export { escapePointerToken, unescapePointerToken } from './search/json-pointer.js'
export {
  AGENT_SEARCH_PAGE_SIZE,
  DEFAULT_PAGE,
  PAGER_VISIBLE_PAGES,
  RESULT_TOTAL_CAP,
  RESULTS_PAGE_SIZE,
} from './search/paging.js'
export { pickedCities } from './search/picked-cities.js'
export { pickedSuggestions } from './search/picked-suggestions.js'
export { ringSelfIntersects } from './search/ring-self-intersects.js'
export type { PlanePoint } from './search/ring-self-intersects.js'
export { screenSearchQuery } from './search/screen-search-query.js'
export type { ScreenSearchOptions } from './search/screen-search-query.js'
export {
  SEARCH_FILTER_FIELDS,
  SEARCH_MAX_FILTER_VALUES,
  SEARCH_MAX_POLYGON_POSITIONS,
  SEARCH_MAX_POLYGON_RINGS,
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
export { boxParam, searchQueryToUrlParams } from './search/search-url-params.js'
export { searchQueryFromUrlParams } from './search/read-search-url-params.js'
export type { IgnoredSearchParam, SearchUrlOptions, SearchUrlState } from './search/search-url-params.js'
export { DEFAULT_SORT, SORT_OPTIONS } from './search/sort.js'
export type { SortField, SortOption, SortValue } from './search/sort.js'
export { readSuggestionNames, SUGGESTION_NAMES_PARAM, suggestionNamesParam } from './search/suggestion-names-param.js'
export type { SuggestionNameRecord } from './search/suggestion-names-param.js'
export type { Suggestion, SuggestionSection, SuggestionType } from './search/suggestion.js'
export { isSearchFilterShaped, isSearchQueryShaped } from './search/search-query-shape.js'
export { validateSearchQuery } from './search/validate-search-query.js'
export type { SearchQueryError, SearchQueryValidation } from './search/validate-search-query.js'

// --- filter-schema: a market's filter documents (ajv validation, $ref dereferencing, JSON text errors) ---
export {
  dereference,
  invalidReferencePrefixMessage,
  missingReferenceMessage,
  REFERENCE_PATH_REQUIRED,
  referenceCycleMessage,
  resolveReference,
} from './filter-schema/dereference.js'
export type { Dereferenced, DereferenceError } from './filter-schema/dereference.js'
export { formatFilterDocumentError } from './filter-schema/filter-document-error.js'
export type { FilterDocumentError } from './filter-schema/filter-document-error.js'
export { validateFilterSchemaStructure } from './filter-schema/filter-schema-document.js'
export type {
  FilterFieldSchema,
  FilterOption,
  FilterSchemaDocument,
  FilterSchemaValidation,
} from './filter-schema/filter-schema-document.js'
export { FILTER_CHIP_CATEGORIES, filterSchemaMetaSchema } from './filter-schema/filter-schema-meta.js'
export type { ChipCategory } from './filter-schema/filter-schema-meta.js'
export { filterViewMessage, validateFilterView } from './filter-schema/filter-view-document.js'
export type { FilterViewDocument, FilterViewGroup, FilterViewValidation } from './filter-schema/filter-view-document.js'
export { FILTER_VIEW_DISPLAYS, filterViewMetaSchema } from './filter-schema/filter-view-meta.js'
export type { FilterViewDisplay } from './filter-schema/filter-view-meta.js'
export { JSON_ERROR_EXCERPT_LENGTH, jsonErrorPosition, parseJsonText } from './filter-schema/parse-json-text.js'
export type { JsonTextError, JsonTextParse } from './filter-schema/parse-json-text.js'
export { filterSchemaMessage, validateFilterSchema } from './filter-schema/validate-filter-schema.js'
export { filterSchemaSearchProblems } from './filter-schema/filter-schema-search-problems.js'
export { filterDocumentsProblems } from './filter-schema/filter-documents-problems.js'
export type { FilterDocumentsProblem } from './filter-schema/filter-documents-problems.js'
export { EMPTY_MARKET_FACETS, generatedFilterDocuments } from './filter-schema/generated-filter-documents.js'
export type { GeneratedFilterDocuments, MarketListingFacets } from './filter-schema/generated-filter-documents.js'

// --- search-form: filter groups, chips, filter edits, price inputs, omnibox and keyboard rules ---
export { CHIP_OVERFLOW_EDGE_PX, isChipOverflowing, visibleChipCount } from './search-form/chip-overflow.js'
export {
  chipLabel,
  CUSTOM_BOUNDARY_LABEL,
  CUSTOM_MAP_AREA_LABEL,
  formatChipValue,
  moreChipsLabel,
} from './search-form/chip.js'
export type { Chip, ChipValue } from './search-form/chip.js'
export { cityKey, parseCityNames, typedFilterValues } from './search-form/city-names.js'
export type { CityKey } from './search-form/city-names.js'
export { appliedFilterCount, filterChips, removeFilterChip, suggestionIdLabel } from './search-form/filter-chips.js'
export type { FilterChip, FilterChipOptions, SuggestionNames } from './search-form/filter-chips.js'
export {
  acceptsManyValues,
  AT_LEAST_FIELDS,
  enumeratedValues,
  filterControl,
  filterGroups,
  RANGE_FILTER_STEPS,
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
  withoutSuggestion,
  withRange,
  withSuggestion,
  withValues,
} from './search-form/filter-entry.js'
export type { FilterScalar, RangeBounds } from './search-form/filter-entry.js'
export { listboxMove, stepIndex, tabsMove } from './search-form/list-navigation.js'
export type { IndexMove } from './search-form/list-navigation.js'
export { readMarketFilters } from './search-form/market-filters.js'
export type { MarketFilters } from './search-form/market-filters.js'
export {
  bestSuggestion,
  flattenSuggestions,
  OMNIBOX_PLACEHOLDER,
  omniboxRollUpDelay,
  showsHintSections,
  suggestionListingId,
  SUGGESTIONS_ERROR_TEXT,
  suggestionsStatusText,
} from './search-form/omnibox.js'
export type { SuggestionOption, SuggestionsState } from './search-form/omnibox.js'
export {
  acceptsPriceKey,
  defaultPriceOptions,
  formatPriceBound,
  LEASE_PRICE_OPTIONS,
  maxOptions,
  minOptions,
  parseTypedPrice,
  PRICE_FILTER_HINT,
  priceRangeError,
  priceRangeMessage,
  SALE_PRICE_OPTIONS,
  withTypedValue,
} from './search-form/price-dropdown.js'
export type { PriceSide } from './search-form/price-dropdown.js'
export {
  PRICE_NO_MAX_LABEL,
  PRICE_NO_MIN_LABEL,
  priceChoices,
  priceDigits,
  priceLadder,
} from './search-form/price-input.js'
export { formatTextFilter, parseTextFilter, TEXT_FILTER_SEPARATOR } from './search-form/text-filter.js'
export { textFilterError } from './search-form/text-filter-error.js'

// --- results: result count, pager, listing card facts and credits, photos, toolbar link ---
export { feedCardLogo, feedRequiredNames, listingCardAttribution } from './results/card-attribution.js'
export type { CardAttribution, CardAttributionOptions, FeedCardLogo } from './results/card-attribution.js'
export { listingCardBadge } from './results/card-badge.js'
export type { CardBadge } from './results/card-badge.js'
export { listingCardFacts } from './results/card-facts.js'
export type { CardFact, CardFactsOptions } from './results/card-facts.js'
export { LISTING_CARD_FIELDS } from './results/card-fields.js'
export { listingCardPrice } from './results/card-price.js'
export { listingFeed } from './results/listing-feed.js'
export type { FeedWithKey } from './results/listing-feed.js'
export { pagerItems } from './results/pager-items.js'
export type { PagerItem } from './results/pager-items.js'
export { stepPhotoIndex } from './results/photo-index.js'
export { cardPhotoUrls, sizedPhotoUrl } from './results/photo-url.js'
export type { PhotoSize } from './results/photo-url.js'
export { formatResultCount, seeHomesLabel } from './results/result-count.js'
export type { FormatResultCountOptions, SeeHomesState } from './results/result-count.js'
export { acceptedPage, resultsPageCount } from './results/results-pages.js'
export { resultsToolbarLink } from './results/toolbar-link.js'
export type { ResultsContext, ResultsToolbarLink } from './results/toolbar-link.js'

// --- map: clusters, bounds, drawn shapes, markers, disclaimers ---
export { boundingBoxFromEdges, boundsChanged, polygonFromBoundingBox } from './map/bounding-box.js'
export type { MapEdges } from './map/bounding-box.js'
export { boxNarrowsSearch } from './map/box-narrows-search.js'
export { CLUSTER_MARKER_RADIUS_STEP, clusterMarkerRadius } from './map/cluster-marker-radius.js'
export { CLUSTER_MARKER_BASE_CLASS, CLUSTER_SIZE_CLASSES, clusterSizeClass } from './map/cluster-size-class.js'
export type { ClusterSizeClass } from './map/cluster-size-class.js'
export type { Cluster } from './map/cluster.js'
export {
  CLUSTER_MARKER_MIN_RADIUS,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_STYLE,
  MAP_POPUP_WIDTH,
  MAP_STYLES,
  MAP_WHEEL_PX_PER_ZOOM_LEVEL,
  MAP_ZOOM,
} from './map/constants.js'
export type { MapStyle } from './map/constants.js'
export { convexHull } from './map/convex-hull.js'
export { cornerName } from './map/corner-name.js'
export { DISCLAIMER_STORAGE_KEY, disclaimerStorageValue, readDisclaimerOpen } from './map/disclaimer-open.js'
export { DRAWN_POLYGON_MESSAGES, latLngsFromPolygon, polygonFromDrawnLatLngs } from './map/drawn-polygon.js'
export type { DrawnPolygon, DrawnPolygonProblem } from './map/drawn-polygon.js'
export { geometryBoundingBox, unionBoundingBox } from './map/geometry-bounds.js'
export { labelPosition } from './map/label-position.js'
export { mapDisclaimers } from './map/map-disclaimers.js'
export type { MapDisclaimer } from './map/map-disclaimers.js'
export { clusterMarker, mapMarkers, multiListingMarker } from './map/map-markers.js'
export type { ClusterMapMarker, ListingMapMarker, MapMarker, MultiListingMapMarker } from './map/map-markers.js'
export { combinedMoveCause, moveChangesSearch, moveReloadsClusters } from './map/map-move-cause.js'
export type { MapMoveCause } from './map/map-move-cause.js'
export { boxesCollide, footprintBox, MARKER_FOOTPRINT, markerFootprint, worldPixel } from './map/marker-footprint.js'
export type { MarkerFootprint, MarkerShape, PixelBox, PixelPoint } from './map/marker-footprint.js'
export { layoutMapMarkers, markerBox, markerListingCount, markerShape } from './map/marker-layout.js'
export type { MarkerLayoutOptions } from './map/marker-layout.js'
export {
  CLUSTER_COUNT_COMPACT_FROM,
  clusterMarkerLabel,
  clusterMarkerText,
  listingMarkerLabel,
  listingMarkerText,
  multiListingMarkerLabel,
  multiListingMarkerText,
} from './map/marker-text.js'
export { notOnMapText } from './map/not-on-map-text.js'

// --- custom-card: the custom listing card, the site editor's Mobiledoc documents read into blocks, scoped stylesheets ---
export { customCardAttributeText, isCustomCardAttribute } from './custom-card/card-attribute.js'
export { CUSTOM_CARD_ATTRIBUTES, CUSTOM_CARD_SEARCH_FIELDS } from './custom-card/custom-card-attributes.js'
export type { CustomCardAttribute } from './custom-card/custom-card-attributes.js'
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
export { EMPTY_MOBILEDOC } from './custom-card/empty-mobiledoc.js'
export { isBlankBlock, isBlankCustomCard, isEmptyMobiledoc } from './custom-card/is-empty-mobiledoc.js'
export { listingTitle } from './custom-card/listing-title.js'
export { MOBILEDOC_VERSIONS, readCustomCard } from './custom-card/read-custom-card.js'
export { safeImageSrc, safeLinkHref } from './custom-card/safe-url.js'
export { customCardClassName, scopeStylesheet } from './custom-card/scope-stylesheet.js'
export {
  CARD_DESIGN_CATEGORIES,
  CARD_DESIGN_LABELS,
  cardDesignProblems,
  isCardDesignCategory,
  MAX_CARD_DESIGN_NAME_LENGTH,
} from './custom-card/card-design-problems.js'
export type { CardDesignCategory, CardDesignProblem } from './custom-card/card-design-problems.js'
export { MAX_CARD_STYLESHEET_LENGTH, MAX_CARD_Z_INDEX, readCardStylesheet } from './custom-card/card-stylesheet.js'
export type { CardStylesheet, StylesheetProblem } from './custom-card/card-stylesheet.js'
export { cardDesignBlocks, cardDesignMobiledoc, cardTextRuns } from './custom-card/card-design-blocks.js'
export type { CardDesignBlock, CardDesignTextTag, CardTextRun } from './custom-card/card-design-blocks.js'

// --- seo: listing paths, a listing page's head (title, description, canonical, Open Graph, Twitter), JSON-LD ---
export { jsonLdScript } from './seo/json-ld-script.js'
export { listingCanonicalUrl } from './seo/listing-canonical-url.js'
export { listingJsonLd } from './seo/listing-json-ld.js'
export { listingFullPath, listingPublicSlug, listingShortPath } from './seo/listing-path.js'
export type { ListingSlugSource } from './seo/listing-path.js'
export { listingSeoHead } from './seo/listing-seo-head.js'
export type { ListingSeoHead, SeoMetaTag } from './seo/listing-seo-head.js'
export {
  agentPageTitle,
  AUTH_PAGE_TITLES,
  listingPageTitle,
  NOT_FOUND_PAGE_TITLE,
  searchPageTitle,
  SIGNING_IN_PAGE_TITLE,
  titleWithSiteName,
} from './seo/page-titles.js'
export { seoDisclosure } from './seo/seo-listing.js'
export type { ListingSeoOptions, SeoDisclosure, SeoListing } from './seo/seo-listing.js'

// --- collaboration: collections, comments, saved searches and their alerts, notifications, invitations ---
export { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, DEFAULT_ALERT_FREQUENCY } from './collaboration/alert-frequency.js'
export { describeRange, describeSearchFilter } from './saved-search/describe-search-filter.js'
export type { SearchFilterRow } from './saved-search/describe-search-filter.js'
export { validateCollection } from './collaboration/collection-form.js'
export type { CollectionFormValues } from './collaboration/collection-form.js'
export { notificationFlag } from './collaboration/notification-flag.js'
export {
  SAVED_SEARCH_FORM_DEFAULTS,
  SAVED_SEARCH_FREQUENCY_MESSAGE,
  validateSavedSearch,
} from './collaboration/saved-search-form.js'
export type { SavedSearchFormValues } from './collaboration/saved-search-form.js'
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
} from './collaboration/types.js'

// --- collections: constants, dates and invite rules ---
export {
  COMMENT_BODY_MAX,
  COMMENTS_PAGE_SIZE,
  FAILED_INVITES_FLASH_MS,
  INVITE_CODE_TTL_DAYS,
  INVITE_CONCURRENCY,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  SAVED_SEARCH_NOTIFICATION_EVENTS,
  notifyFlag,
  PUBLIC_OWNER_ONLY_MESSAGE,
  SAVE_DEBOUNCE_MS,
} from './collections/collaboration-constants.js'
export type {
  CollectionNotificationChannel,
  CollectionNotificationEvent,
} from './collections/collaboration-constants.js'
export {
  COMMENT_BODY_BLANK_MESSAGE,
  COMMENT_BODY_TOO_LONG_MESSAGE,
  commentBodyProblem,
} from './collections/comment-body.js'
export { collectionByline, collectionInfoDate, commentDate } from './collections/collection-dates.js'
export { INVITE_EXCLUSION_MESSAGES, inviteExclusion, inviteExclusionMessage } from './collections/invite-exclusion.js'
export type { InviteContext, InviteExclusion } from './collections/invite-exclusion.js'
export {
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_HOUR,
  invitationLimit,
  PENDING_INVITATIONS_PER_COLLECTION,
} from './collections/invitation-limits.js'
export type { InvitationLimitDecision, InvitationLimitInput } from './collections/invitation-limits.js'
export { readsAsLink } from './collections/reads-as-link.js'

// --- host: contracts between the apps (page data, config meta, saved route, parent-page messages) ---
export {
  ADMIN_ROOT,
  ADMIN_ROUTE_PATHS,
  ADMIN_SCOPE,
  ADMIN_SIGN_IN_SCOPE,
  hasAdminScope,
  isAdminRoute,
} from './host/admin-app.js'
export { CONFIG_META_NAME, EMBED_ORIGINS_META_NAME } from './host/config-meta.js'
export { PAGE_DATA_ELEMENT_ID } from './host/page-data.js'
export type { PageData, PageViewport } from './host/page-data.js'
export { readSavedRoute, SAVED_ROUTE_ELEMENT_ID, savedRouteJson } from './host/saved-route.js'
export { scriptSafeJson } from './host/script-safe-json.js'
export { OAUTH_CALLBACK_MESSAGE_TYPE } from './host/window-messages.js'
export { leadSourceUrl, PARENT_LOCATION_MESSAGE_TYPE, readParentLocation } from './host/lead-source-url.js'
export type { LeadPageFacts, ParentLocationMessage } from './host/lead-source-url.js'
export type { OAuthCallbackMessage, ParentMessage } from './host/window-messages.js'

// --- page-render: the server renderer's input and output (apps/api calls apps/idx's built renderer) ---
export type { PageRendererModule, PageRenderInput, RenderedPage, RenderPage } from './page-render/page-render.js'

// --- realtime: live updates' event, payload and channel names (apps/api publishes, @idx/api-client subscribes) ---
export { USER_CHANNEL_PREFIX, userChannelName } from './realtime/channels.js'
export {
  isObjectUpdatedPayload,
  OBJECT_UPDATED_ACTIONS,
  OBJECT_UPDATED_EVENT,
  OBJECT_UPDATED_TYPES,
} from './realtime/object-updated.js'
export type {
  ObjectUpdated,
  ObjectUpdatedAction,
  ObjectUpdatedPayload,
  ObjectUpdatedType,
} from './realtime/object-updated.js'

// --- versions: what changed between two saved versions of an edited document (admin editors, apps/api) ---
export { documentChanges } from './versions/document-changes.js'
export type { DocumentChange, DocumentChangeKind } from './versions/document-changes.js'
export {
  BRIDGE_CHANNEL,
  EMBED_FRAME_NAME,
  EMBED_PATH_PARAM,
  embeddedPageUrl,
  framePathOf,
  frontFacingPage,
  frontFacingPageUrl,
  isFramePath,
  isRegisteredOrigin,
  readFrameMessage,
  readParentMessage,
} from './embed/bridge-messages.js'
export type {
  BridgeReply,
  BridgeSessionItems,
  BridgeSupportInquiry,
  BridgeUser,
  FrameEvent,
  FrameMessage,
  FrameRequest,
  ParentEvent,
  ParentMessageToFrame,
  ParentRequest,
  Sent,
} from './embed/bridge-messages.js'
