/** Shown for a missing or zero value. */
export const NOT_AVAILABLE_TEXT = 'N/A'
