// @idx/account-ui public API: every export named.

// --- sign-in and account: login form, new password, auth prompt, account ---
export { AccountForm } from './auth/AccountForm.js'
export type { AccountFormProps } from './auth/AccountForm.js'
export type { PasswordChangeValues, ProfileValues } from './auth/account-rules.js'
export { AuthPrompt } from './auth/AuthPrompt.js'
export type { AuthPromptProps } from './auth/AuthPrompt.js'
export { LoginForm } from './auth/LoginForm.js'
export type { LoginFormProps, RegisterValues, VerifyEmailResult } from './auth/LoginForm.js'
export type { LoginFormStep } from './auth/login-steps.js'
export {
  AGENT_LOGIN_LABEL,
  AUTH_PROMPT_BUTTON,
  MAGIC_SENT_MESSAGE,
  MAGIC_SENT_SIGN_UP_MESSAGE,
  RESET_PROMPT,
  RESET_SENT_MESSAGE,
  SIGNING_IN_MESSAGE,
  authPromptTitle,
} from './auth/messages.js'
export type { NewPasswordValues } from './auth/new-password-rules.js'
export { SetNewPasswordForm } from './auth/SetNewPasswordForm.js'
export type { SetNewPasswordFormProps } from './auth/SetNewPasswordForm.js'

// --- the menu sidebar and the header's account button ---
export { HeaderAccountButton } from './sidebar/HeaderAccountButton.js'
export type { HeaderAccountButtonProps } from './sidebar/HeaderAccountButton.js'
export { SidebarMenu } from './sidebar/SidebarMenu.js'
export type { SidebarLinks, SidebarMenuProps } from './sidebar/SidebarMenu.js'
export type { SidebarTarget } from './sidebar/sidebar-cards.js'
