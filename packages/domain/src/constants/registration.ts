/**
 * Registration rule modes the app enforces. Only `views` is specified: the gate
 * applies when the mode is `views` and a limit is set.
 */
export const REGISTRATION_RULE_MODES = ['views'] as const
