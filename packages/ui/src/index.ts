// @idx/ui public API: the basic building blocks every idx UI package and app shares, each once.

// --- dialog ---
export { Dialog } from './dialog/Dialog'
export type { DialogProps } from './dialog/Dialog'

// --- forms: the react-final-form shell, text field, messages ---
export { FormShell } from './form/FormShell'
export type { FormFailure, FormShellProps, FormShellState } from './form/FormShell'
export { TextField } from './form/TextField'
export type { TextFieldProps, TextFieldSpec } from './form/TextField'
export { FormStyles } from './form/FormStyles'
export { useFieldWithMessage } from './form/useFieldWithMessage'
export type { FieldMessageTiming } from './form/useFieldWithMessage'
export { fieldMessage } from './form/fieldMessage'
export type { FieldMessageMeta } from './form/fieldMessage'
export { firstInvalidField, isSubmitSuccess, pickErrors, toFinalFormErrors } from './form/submissionErrors'
export type { SubmissionErrors } from './form/submissionErrors'

// --- headings ---
export { Heading } from './heading/Heading'
export type { HeadingLevel, HeadingProps } from './heading/Heading'

// --- menu button ---
export { MenuButton } from './menu/MenuButton'
export type { MenuButtonProps, MenuGroup, MenuItem } from './menu/MenuButton'

// --- links that follow the host's router ---
export { Link, LinkProvider, renderAnchor } from './links/Link'
export type { Navigate } from './links/Link'
export { isInAppHref, isPlainLeftClick } from './links/linkRules'
export type { LinkProps, RenderLink } from './links/linkRules'

// --- hooks ---
export { useBreakpoint } from './hooks/useBreakpoint'
export { useDebouncedValue } from './hooks/useDebouncedValue'

// --- flash messages ---
export { FlashProvider, useFlash } from './flash/FlashProvider'
export type { Flash } from './flash/FlashProvider'
export { FlashRegion } from './flash/FlashRegion'
export type { FlashKind, FlashMessage, FlashRegionProps } from './flash/FlashRegion'

// --- letter avatar ---
export { LetterAvatar } from './avatar/LetterAvatar'
export type { AvatarSize, LetterAvatarProps } from './avatar/LetterAvatar'

// --- the one HTML sanitiser ---
export { sanitizeFeedHtml } from './sanitize/sanitizeFeedHtml'

// --- theme and styles ---
export { SharedStyles } from './theme/SharedStyles'
export { Style } from './theme/Style'
export { FOCUS_RING, SHARED_CSS, THEME, VISUALLY_HIDDEN_CLASS } from './theme/theme'
