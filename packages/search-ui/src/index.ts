// @idx/search-ui public API: every export named.
export { ResultCount } from './result-count/ResultCount.js'
export type { ResultCountProps, ResultsState } from './result-count/ResultCount.js'

// --- results: listing card, pagination, results toolbar (section owned by the results work) ---
export { GATED_PRICE_TEXT, ListingCard } from './listing-card/ListingCard.js'
export type { ListingCardProps } from './listing-card/ListingCard.js'
export { CustomListingCard } from './custom-card/CustomListingCard.js'
export type { CustomListingCardProps } from './custom-card/CustomListingCard.js'
export { ListingsList, preloadCustomListingCard } from './listing-card/ListingsList.js'
export type { ListingCardRenderer, ListingsListProps } from './listing-card/ListingsList.js'
export { savedInText } from './shared/saved-collection.js'
export type { SavedCollection } from './shared/saved-collection.js'
export { Pagination } from './pagination/Pagination.js'
export type { PaginationProps } from './pagination/Pagination.js'
export { ResultsToolbar } from './results-toolbar/ResultsToolbar.js'
export type { ResultsToolbarProps } from './results-toolbar/ResultsToolbar.js'
// Links, hooks, headings and submission errors are the kit's (@idx/ui); re-exported for existing hosts.
export { isPlainLeftClick, renderAnchor } from '@idx/ui'
export type { HeadingLevel, LinkProps, RenderLink, ResponsiveLayout, SubmissionErrors } from '@idx/ui'

// --- search form: omnibox, filters, price dropdown, chips (section owned by the search-form work) ---
export { FilterChips } from './search-form/FilterChips.js'
export type { FilterChipsProps } from './search-form/FilterChips.js'
export { CLEAR_FILTERS_LABEL, FilterPanel } from './search-form/FilterPanel.js'
export type { FilterPanelProps } from './search-form/FilterPanel.js'
export { Omnibox } from './search-form/Omnibox.js'
export type { OmniboxProps } from './search-form/Omnibox.js'
export { PriceDropdown } from './search-form/PriceDropdown.js'
export type { PriceDropdownProps } from './search-form/PriceDropdown.js'
export { FILTER_BUTTON_LABEL, SearchForm } from './search-form/SearchForm.js'
export type { SearchFormProps } from './search-form/SearchForm.js'
export { useBreakpoint, useDebouncedValue } from '@idx/ui'

// --- listing detail: registration and password gates, navigation bar, full view (section owned by the listing-detail work) ---
export { ListingDetail } from './listing-detail/ListingDetail.js'
export type { ListingDetailProps } from './listing-detail/ListingDetail.js'
export { ListingDetailNav } from './listing-detail/ListingDetailNav.js'
export type { ListingDetailNavProps, ListingDetailRoute, NeighbourTarget } from './listing-detail/ListingDetailNav.js'
export { ListingDetailSkeleton } from './listing-detail/ListingDetailSkeleton.js'
export { PasswordGate } from './listing-detail/PasswordGate.js'
export { PriceHistorySection } from './listing-detail/PriceHistorySection.js'
export type { PriceHistorySectionProps, PriceHistoryState } from './listing-detail/PriceHistorySection.js'
export type { PasswordGateAnswer, PasswordGateError, PasswordGateProps } from './listing-detail/PasswordGate.js'
export { RegistrationGate } from './listing-detail/RegistrationGate.js'
export type { RegistrationGateProps } from './listing-detail/RegistrationGate.js'
export {
  ASK_A_QUESTION,
  OPEN_IN_NEW_WINDOW,
  PASSWORD_GATE_TITLE,
  REGISTRATION_GATE_TITLE,
  WRONG_PASSWORD_MESSAGE,
} from './listing-detail/messages.js'

// --- inquiry and agents: Ask a Question, agent picker, support chat, callback, work with agent (section owned by the inquiry work) ---
export { AgentCallbackForm } from './inquiry/AgentCallbackForm.js'
export type { AgentCallbackFormProps, CallbackKind } from './inquiry/AgentCallbackForm.js'
export { AgentPicker } from './inquiry/AgentPicker.js'
export type { AgentPickerProps } from './inquiry/AgentPicker.js'
export { agentSearchView } from './inquiry/agent-search.js'
export type { AgentSearchRequestState, AgentSearchView } from './inquiry/agent-search.js'
export type { ContactAnswer } from './inquiry/ContactForm.js'
export { inquiryConsentText } from './inquiry/inquiry-consent.js'
export { InquiryForm } from './inquiry/InquiryForm.js'
export type { InquiryAgentSearch, InquiryFormProps } from './inquiry/InquiryForm.js'
export {
  AGENT_SEARCH_EMPTY,
  AGENT_SEARCH_HINT,
  AGENT_SEARCH_LOADING,
  AGENT_SEARCH_UNAVAILABLE,
  CALLBACK_SENT_MESSAGE,
  GET_STARTED_LABEL,
  INQUIRY_FAILURE_BODY,
  INQUIRY_FAILURE_TITLE,
  INQUIRY_SUCCESS_MESSAGE,
  INQUIRY_TITLE,
  SUPPORT_CHAT_LABEL,
  SUPPORT_SENT_MESSAGE,
  WORKING_WITH_AGENT_QUESTION,
} from './inquiry/inquiry-messages.js'
export { InquiryModal } from './inquiry/InquiryModal.js'
export type { InquiryModalProps } from './inquiry/InquiryModal.js'
export { agentChoiceState, inquirySubmission, propertyAddress } from './inquiry/inquiry-values.js'
export type {
  AgentAnswer,
  AgentChoiceState,
  InquiryContact,
  InquiryListing,
  InquirySubmission,
  InquiryVariant,
} from './inquiry/inquiry-values.js'
export { SupportChatForm } from './inquiry/SupportChatForm.js'
export type { SupportChatFormProps, SupportChatValues } from './inquiry/SupportChatForm.js'
export { SupportChatLauncher } from './inquiry/SupportChatLauncher.js'
export type { SupportChatLauncherProps, SupportChatPlacement, SupportChatState } from './inquiry/SupportChatLauncher.js'
export { WorkWithAgent } from './inquiry/WorkWithAgent.js'
export type { WorkWithAgentProps } from './inquiry/WorkWithAgent.js'
