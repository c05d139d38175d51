/** Shortest accepted password. */
export const PASSWORD_MIN_LENGTH = 4

/** A state code is exactly this many characters (e.g. 'TX'). */
export const STATE_CODE_LENGTH = 2

/** A year built is exactly this many characters (e.g. '1998'). */
export const YEAR_BUILT_LENGTH = 4
