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
export { isPlainLeftClick, renderAnchor } from './shared/links'
export type { LinkProps, RenderLink } from './shared/links'
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
export { useBreakpoint } from './search-form/useBreakpoint'
export { useDebouncedValue } from './search-form/useDebouncedValue'

// --- sign-in and account: login form, new password, auth prompt, account (section owned by the sign-in work) ---
export { AccountForm } from './auth/AccountForm'
export type { AccountFormProps } from './auth/AccountForm'
export type { PasswordChangeValues, ProfileValues } from './auth/accountRules'
export { AuthPrompt } from './auth/AuthPrompt'
export type { AuthPromptProps } from './auth/AuthPrompt'
export type { HeadingLevel } from './auth/Heading'
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
export type { SubmissionErrors } from './auth/submissionErrors'

// --- sidebar and header (section owned by the sign-in work) ---
export { HeaderAccountButton } from './sidebar/HeaderAccountButton'
export type { HeaderAccountButtonProps } from './sidebar/HeaderAccountButton'
export { SidebarMenu } from './sidebar/SidebarMenu'
export type { SidebarLinks, SidebarMenuProps } from './sidebar/SidebarMenu'
export type { SidebarTarget } from './sidebar/sidebarCards'
