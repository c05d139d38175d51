// Message texts from the spec's error catalogues (search-detail-signin §8, collaboration-agents-admin §8).

/** Shown for any 403 answer. */
export const NOT_AUTHORIZED_MESSAGE = 'You are not authorized to perform that action.'
/** The default for any failure nothing more specific describes. */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Oops, Something went wrong...'
/** Register error fallback when the server named no field. */
export const SIGN_UP_FAILED_MESSAGE = 'Could not sign up'
/** Password-reset error fallback when the server named no field. */
export const RESET_PASSWORD_FAILED_MESSAGE = 'Could not reset password.'
/** Password login failure. */
export const LOGIN_FAILED_MESSAGE = 'Failed to log in. Check your username and password.'
/** Saved-search save failure without an error list. */
export const SAVE_FAILED_MESSAGE = 'An error occurred while saving'

/**
 * The key form-level errors (no field to attach to) are stored under in `FieldErrors`.
 * `toSubmissionErrors` can rename it, e.g. to react-final-form's `FORM_ERROR`.
 */
export const FORM_ERROR_KEY = '_form'
