/** Flash message settings. */
export const FLASH = {
  /** Default display time. */
  timeoutMs: 3000,
  /** Display time where the shorter flash is used. */
  shortTimeoutMs: 2000,
  /** Display time of 'Some invites failed to send...'. */
  inviteFailureTimeoutMs: 5000,
  priority: 100,
  sticky: false,
} as const
