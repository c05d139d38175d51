// @idx/search-ui public API: every export named.
export { ResultCount } from './result-count/ResultCount'
export type { ResultCountProps, ResultsState } from './result-count/ResultCount'

// --- results: listing card, pagination, results toolbar (section owned by the results work) ---
export { ListingCard } from './listing-card/ListingCard'
export type { ListingCardProps } from './listing-card/ListingCard'
export { CustomListingCard } from './custom-card/CustomListingCard'
export type { CustomListingCardProps } from './custom-card/CustomListingCard'
export { ListingsList } from './listing-card/ListingsList'
export type { ListingsListProps } from './listing-card/ListingsList'
export { Pagination } from './pagination/Pagination'
export type { PaginationProps } from './pagination/Pagination'
export { ResultsToolbar } from './results-toolbar/ResultsToolbar'
export type { ResultsToolbarProps } from './results-toolbar/ResultsToolbar'
// Links, hooks, headings and submission errors are the kit's (@idx/ui); re-exported for existing hosts.
export { isPlainLeftClick, renderAnchor } from '@idx/ui'
export type { LinkProps, RenderLink } from '@idx/ui'
export type { ResponsiveLayout } from './shared/styles'

// --- search form: omnibox, filters, price dropdown, chips (section owned by the search-form work) ---
export { FilterChips } from './search-form/FilterChips'
export type { FilterChipsProps } from './search-form/FilterChips'
export { CLEAR_FILTERS_LABEL, FilterPanel } from './search-form/FilterPanel'
export type { FilterPanelProps } from './search-form/FilterPanel'
export { Omnibox } from './search-form/Omnibox'
export type { OmniboxProps } from './search-form/Omnibox'
export { PriceDropdown } from './search-form/PriceDropdown'
export type { PriceDropdownProps } from './search-form/PriceDropdown'
export { FILTER_BUTTON_LABEL, SearchForm } from './search-form/SearchForm'
export type { SearchFormProps } from './search-form/SearchForm'
export { useBreakpoint, useDebouncedValue } from '@idx/ui'

// --- sign-in and account: login form, new password, auth prompt, account (section owned by the sign-in work) ---
export { AccountForm } from './auth/AccountForm'
export type { AccountFormProps } from './auth/AccountForm'
export type { PasswordChangeValues, ProfileValues } from './auth/accountRules'
export { AuthPrompt } from './auth/AuthPrompt'
export type { AuthPromptProps } from './auth/AuthPrompt'
export type { HeadingLevel } from '@idx/ui'
export { LoginForm } from './auth/LoginForm'
export type { LoginFormProps, RegisterValues, VerifyEmailResult } from './auth/LoginForm'
export type { LoginFormStep } from './auth/loginSteps'
export {
  AGENT_LOGIN_LABEL,
  AUTH_PROMPT_BUTTON,
  MAGIC_SENT_MESSAGE,
  MAGIC_SENT_SIGN_UP_MESSAGE,
  RESET_PROMPT,
  RESET_SENT_MESSAGE,
  SIGNING_IN_MESSAGE,
  authPromptTitle,
} from './auth/messages'
export type { NewPasswordValues } from './auth/newPasswordRules'
export { SetNewPasswordForm } from './auth/SetNewPasswordForm'
export type { SetNewPasswordFormProps } from './auth/SetNewPasswordForm'
export type { SubmissionErrors } from '@idx/ui'

// --- sidebar and header (section owned by the sign-in work) ---
export { HeaderAccountButton } from './sidebar/HeaderAccountButton'
export type { HeaderAccountButtonProps } from './sidebar/HeaderAccountButton'
export { SidebarMenu } from './sidebar/SidebarMenu'
export type { SidebarLinks, SidebarMenuProps } from './sidebar/SidebarMenu'
export type { SidebarTarget } from './sidebar/sidebarCards'

// --- listing detail: registration and password gates, navigation bar, full view (section owned by the listing-detail work) ---
export { ListingDetail } from './listing-detail/ListingDetail'
export type { ListingDetailProps } from './listing-detail/ListingDetail'
export { ListingDetailNav } from './listing-detail/ListingDetailNav'
export type { ListingDetailNavProps, ListingDetailRoute, NeighbourTarget } from './listing-detail/ListingDetailNav'
export { ListingDetailSkeleton } from './listing-detail/ListingDetailSkeleton'
export { PasswordGate } from './listing-detail/PasswordGate'
export type { PasswordGateAnswer, PasswordGateError, PasswordGateProps } from './listing-detail/PasswordGate'
export { RegistrationGate } from './listing-detail/RegistrationGate'
export type { RegistrationGateProps } from './listing-detail/RegistrationGate'
export {
  ASK_A_QUESTION,
  OPEN_IN_NEW_WINDOW,
  PASSWORD_GATE_TITLE,
  REGISTRATION_GATE_TITLE,
  WRONG_PASSWORD_MESSAGE,
} from './listing-detail/messages'

// --- inquiry and agents: Ask a Question, agent picker, support chat, callback, work with agent (section owned by the inquiry work) ---
export { AgentCallbackForm } from './inquiry/AgentCallbackForm'
export type { AgentCallbackFormProps, CallbackKind } from './inquiry/AgentCallbackForm'
export { AgentPicker } from './inquiry/AgentPicker'
export type { AgentPickerProps } from './inquiry/AgentPicker'
export { agentSearchView } from './inquiry/agentSearch'
export type { AgentSearchRequestState, AgentSearchView } from './inquiry/agentSearch'
export type { ContactAnswer } from './inquiry/ContactForm'
export { inquiryConsentText } from './inquiry/inquiryConsent'
export { InquiryForm } from './inquiry/InquiryForm'
export type { InquiryAgentSearch, InquiryFormProps } from './inquiry/InquiryForm'
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
} from './inquiry/inquiryMessages'
export { InquiryModal } from './inquiry/InquiryModal'
export type { InquiryModalProps } from './inquiry/InquiryModal'
export { agentChoiceState, inquirySubmission, propertyAddress } from './inquiry/inquiryValues'
export type {
  AgentAnswer,
  AgentChoiceState,
  InquiryContact,
  InquiryListing,
  InquirySubmission,
  InquiryVariant,
} from './inquiry/inquiryValues'
export { SupportChatForm } from './inquiry/SupportChatForm'
export type { SupportChatFormProps, SupportChatValues } from './inquiry/SupportChatForm'
export { SupportChatLauncher } from './inquiry/SupportChatLauncher'
export type { SupportChatLauncherProps, SupportChatState } from './inquiry/SupportChatLauncher'
export { WorkWithAgent } from './inquiry/WorkWithAgent'
export type { WorkWithAgentProps } from './inquiry/WorkWithAgent'
