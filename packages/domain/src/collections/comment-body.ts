import { COMMENT_BODY_MAX } from './collaboration-constants.js'

/** What the chat form and the API say about a blank or over-long comment. */
export const COMMENT_BODY_BLANK_MESSAGE = "Comment can't be blank"
export const COMMENT_BODY_TOO_LONG_MESSAGE = `Comment is too long (at most ${COMMENT_BODY_MAX} characters)`

/**
 * Why a comment body cannot be saved (blank once trimmed, or longer than COMMENT_BODY_MAX
 * characters once trimmed), or null when it can. The server and the chat form share it.
 *
 * @example
 * commentBodyProblem('  ')        // "Comment can't be blank"
 * commentBodyProblem(' Nice! ')   // null
 */
export function commentBodyProblem(body: string | null | undefined): string | null {
  const trimmed = (body ?? '').trim()
  if (trimmed === '') return COMMENT_BODY_BLANK_MESSAGE
  // Characters as a person counts them (code points), not UTF-16 units.
  if ([...trimmed].length > COMMENT_BODY_MAX) return COMMENT_BODY_TOO_LONG_MESSAGE
  return null
}
