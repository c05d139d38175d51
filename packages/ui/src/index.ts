// @idx/ui public API: the basic building blocks every idx UI package and app shares, each once.

// --- dialog ---
export { Dialog } from './dialog/Dialog.js'
export type { DialogProps } from './dialog/Dialog.js'

// --- forms: the react-final-form shell, text field, messages ---
export { FormShell } from './form/FormShell.js'
export type { FormFailure, FormShellProps, FormShellState } from './form/FormShell.js'
export { TextField } from './form/TextField.js'
export type { TextFieldProps, TextFieldSpec } from './form/TextField.js'
export { FormStyles } from './form/FormStyles.js'
export { AuthStyles } from './form/AuthStyles.js'
export { useFieldWithMessage } from './form/useFieldWithMessage.js'
export type { FieldMessageTiming } from './form/useFieldWithMessage.js'
export { fieldMessage } from './form/field-message.js'
export type { FieldMessageMeta } from './form/field-message.js'
export { firstInvalidField, isSubmitSuccess, pickErrors, toFinalFormErrors } from './form/submission-errors.js'
export type { SubmissionErrors } from './form/submission-errors.js'

// --- headings ---
export { Heading } from './heading/Heading.js'
export type { HeadingLevel, HeadingProps } from './heading/Heading.js'

// --- menu button ---
export { MenuButton } from './menu/MenuButton.js'
export type { MenuButtonProps, MenuGroup, MenuItem } from './menu/MenuButton.js'

// --- links that follow the host's router ---
export { Link, LinkProvider, renderAnchor } from './links/Link.js'
export type { Navigate } from './links/Link.js'
export { isInAppHref, isPlainLeftClick } from './links/link-rules.js'
export type { LinkProps, RenderLink } from './links/link-rules.js'

// --- hooks ---
export { useBreakpoint } from './hooks/useBreakpoint.js'
export { useDebouncedValue } from './hooks/useDebouncedValue.js'
export { useNearViewport } from './hooks/useNearViewport.js'

// --- flash messages ---
export { FlashProvider, useFlash } from './flash/FlashProvider.js'
export type { Flash } from './flash/FlashProvider.js'
export { FlashRegion } from './flash/FlashRegion.js'
export type { FlashKind, FlashMessage, FlashRegionProps } from './flash/FlashRegion.js'

// --- letter avatar ---
export { LetterAvatar } from './avatar/LetterAvatar.js'
export type { AvatarSize, LetterAvatarProps } from './avatar/LetterAvatar.js'
export { AgentThumb } from './avatar/AgentThumb.js'

// --- icons ---
export { HEART_PATH, HeartIcon } from './icons/HeartIcon.js'
export type { HeartIconProps } from './icons/HeartIcon.js'

// --- the one HTML sanitiser ---
export { sanitizeFeedHtml } from './sanitize/sanitize-feed-html.js'
export { sanitizeFeedHtmlLater } from './sanitize/sanitize-feed-html-later.js'

// --- theme and styles ---
export { SharedStyles } from './theme/SharedStyles.js'
export { Style } from './theme/Style.js'
export { FOCUS_RING, SHARED_CSS, THEME, VISUALLY_HIDDEN_CLASS } from './theme/theme.js'
export { SMALL_SCREEN_QUERY } from './theme/responsive.js'
export type { ResponsiveLayout } from './theme/responsive.js'
