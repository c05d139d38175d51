import { DESCRIPTION_TRUNCATE_LENGTH } from './constants.js'

/** A description ready to render, and whether it was shortened (See More / See Less). */
export type DescriptionExcerpt = { text: string; isTruncated: boolean }

/**
 * The property description shortened to `limit` characters (default 600) when
 * it is longer: the first `limit` characters, trailing spaces dropped, plus '…'.
 * Characters are Unicode code points, so emoji are never split.
 *
 * @example
 * truncateDescription('Cozy home').text     // 'Cozy home'
 * truncateDescription('x'.repeat(601)).text // 600 'x' then '…'
 */
export function truncateDescription(
  description: string | null | undefined,
  limit: number = DESCRIPTION_TRUNCATE_LENGTH,
): DescriptionExcerpt {
  const text = description ?? ''
  const characters = Array.from(text)
  if (characters.length <= limit) return { text, isTruncated: false }
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, isTruncated: true }
}
